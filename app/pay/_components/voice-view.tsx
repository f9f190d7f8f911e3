'use client';

import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useCallback, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import type { VoiceTopUp } from '@/lib/contracts/payment-methods';
import type { TopUpResult } from '@/lib/contracts/wallet';
import { payVoiceTopUpMutation } from '@/lib/queries/pay-top-up';
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
import { VoicePinScreen, type VoiceText } from './voice-pin-screen';

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
      <RestrictionGate language={props.language} payment={props.text} compensation={compensation} testCards={testCards}>
        {(onRestricted) => <VoiceTopUpFlow {...props} onRestricted={onRestricted} />}
      </RestrictionGate>
    </GuestGate>
  );
}

type FlowProps = Omit<Props, 'loginHref' | 'compensation' | 'testCards'> & { onRestricted: () => void };

function VoiceTopUpFlow({ language, text, voice, flow, sandboxTelephone, onRestricted }: FlowProps) {
  const [cents, setCents] = useState(1000);
  const [error, setError] = useState<FormError | null>(null);
  const [call, setCall] = useState<VoiceTopUp | null>(null);
  const [paid, setPaid] = useState<TopUpResult | null>(null);
  const [expired, setExpired] = useState(false);
  const voiceTopUp = useMutation(payVoiceTopUpMutation(language));
  // Stable, so the call screen's polling is not restarted by a render of this one.
  const onExpired = useCallback(() => setExpired(true), []);

  const start = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    voiceTopUp.mutate(
      { amount: String(cents), idempotencyKey: newKey() },
      {
        onSuccess: (data) => {
          setExpired(false);
          if (data.status === 'succeeded') setPaid(data);
          else setCall(data);
        },
        onError: (caught) => {
          if (caught instanceof ApiError && caught.code === 'RESTRICTED') onRestricted();
          else setError(formErrorOf(caught, text));
        },
      },
    );
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
      <PaySubmit busy={voiceTopUp.isPending} label={voice.start.replace('{amount}', euro(cents))} busyLabel={voice.starting} />
    </PayForm>
  );
}
