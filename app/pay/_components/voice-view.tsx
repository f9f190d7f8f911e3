'use client';

import { type FormEvent, useCallback, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import { restRequest } from '@/lib/api/rest';
import { type VoiceTopUp, voiceTopUpResponseSchema } from '@/lib/contracts/payment-methods';
import type { TopUpResult } from '@/lib/contracts/wallet';
import type { OverlayFlow } from '@/lib/overlay/flows';
import { AmountPresets } from './amount-presets';
import type { CompensationText } from './compensation-screen';
import { FormAlert } from './form-alert';
import { FlowDoneButton, GuestGate } from './guest-gate';
import type { PaymentText } from './payment-text';
import { euro, type FormError, formErrorOf, newKey } from './pay-money';
import { PayForm, PaySubmit } from './pay-form';
import { RestrictionGate } from './restriction-gate';
import type { TestRow } from './test-mode-note';
import { TopUpDone } from './top-up-done';
import { VoicePinScreen } from './voice-pin-screen';

export type VoiceText = {
  lead: string;
  /** "Top up {amount} by phone call" */
  start: string;
  starting: string;
  callNumber: string;
  enterPin: string;
  waiting: string;
  /** "The PIN is valid for {time}." */
  validFor: string;
  expired: string;
  restart: string;
  openTelephone: string;
  testLead: string;
};

/** The amounts of lib/contracts/payment-methods.ts voiceTopUpInputSchema (sent as cents, as it takes them). */
const VOICE_PRESETS_CENTS = [500, 1000, 2000] as const;

type Props = {
  language: Locale;
  text: PaymentText;
  voice: VoiceText;
  compensation: CompensationText;
  loginHref: string;
  flow: OverlayFlow;
  /** Test mode: link the sandbox provider's telephone (/pay/voice-call/). */
  sandboxTelephone: boolean;
  testCards: TestRow[] | null;
};

/**
 * §2 voice-call top-up (paytype Voice): the guest picks 5, 10 or 20 €, calls the number shown and
 * types the PIN; the view asks wallet/pay/status every 2 s until the call has paid or the PIN expired.
 */
export function VoiceView({ loginHref, compensation, testCards, ...props }: Props) {
  return (
    <GuestGate text={props.text} loginHref={loginHref}>
      {(accessToken) => (
        <RestrictionGate language={props.language} accessToken={accessToken} payment={props.text} compensation={compensation} testCards={testCards}>
          {(onRestricted) => <VoiceTopUpFlow {...props} accessToken={accessToken} onRestricted={onRestricted} />}
        </RestrictionGate>
      )}
    </GuestGate>
  );
}

type FlowProps = Omit<Props, 'loginHref' | 'compensation' | 'testCards'> & { accessToken: string; onRestricted: () => void };

function VoiceTopUpFlow({ language, accessToken, text, voice, flow, sandboxTelephone, onRestricted }: FlowProps) {
  const [cents, setCents] = useState(1000);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FormError | null>(null);
  const [call, setCall] = useState<VoiceTopUp | null>(null);
  const [paid, setPaid] = useState<TopUpResult | null>(null);
  const [expired, setExpired] = useState(false);
  // Stable, so the call screen's polling is not restarted by a render of this one.
  const onExpired = useCallback(() => setExpired(true), []);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = { amount: String(cents), idempotencyKey: newKey() };
      const { data } = await restRequest('wallet/pay/voice', { language, accessToken, schema: voiceTopUpResponseSchema, method: 'POST', body });
      setExpired(false);
      if (data.status === 'succeeded') setPaid(data);
      else setCall(data);
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'RESTRICTED') onRestricted();
      else setError(formErrorOf(caught, text));
    } finally {
      setBusy(false);
    }
  };

  if (paid) {
    return (
      <TopUpDone text={text} result={paid}>
        <FlowDoneButton flow={flow} label={text.continue} />
      </TopUpDone>
    );
  }

  if (call) {
    return (
      <VoicePinScreen
        language={language}
        accessToken={accessToken}
        voice={voice}
        testMode={sandboxTelephone ? text.testMode : null}
        call={call}
        expired={expired}
        onPaid={setPaid}
        onExpired={onExpired}
        onRestart={() => {
          setCall(null);
          setExpired(false);
        }}
      />
    );
  }

  return (
    <PayForm onSubmit={start} className="mt-6 flex flex-col gap-4">
      <p className="text-sm text-muted">{voice.lead}</p>
      <AmountPresets legend={text.amount} presets={VOICE_PRESETS_CENTS} selected={cents} onSelect={setCents} />
      <FormAlert message={error?.message ?? null} />
      <PaySubmit busy={busy} label={voice.start.replace('{amount}', euro(cents))} busyLabel={voice.starting} />
    </PayForm>
  );
}
