'use client';

import { useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { AddCardScreen } from './add-card-screen';
import type { CompensationText } from './compensation-screen';
import { ConfirmCodeForm } from './confirm-code-form';
import { FormAlert } from './form-alert';
import { FlowDoneButton, GuestGate } from './guest-gate';
import type { MethodsText } from './methods-text';
import type { PaymentText } from './payment-text';
import { euro, euros, newKey } from './pay-money';
import { PAY_SUBMIT_CLASS } from './pay-field';
import { RestrictionGate } from './restriction-gate';
import type { TestRow } from './test-mode-note';
import { TopUpDone } from './top-up-done';
import { useTopUp } from './use-top-up';
import { useWalletMethods } from './use-wallet-methods';

export type OneClickText = {
  lead: string;
  /** "Paid with {label}" */
  paidWith: string;
  /** "Top up {amount}" */
  topUp: string;
  paying: string;
  unavailable: string;
};

type Props = {
  language: Locale;
  text: PaymentText;
  methods: MethodsText;
  oneClick: OneClickText;
  compensation: CompensationText;
  loginHref: string;
  testCards: TestRow[] | null;
};

/**
 * §2 payment view, flow oneclick: the configured amounts as big buttons, one tap charges the
 * default saved method. Without one, it explains and offers to add a card in place (changecc).
 */
export function OneClickView({ loginHref, compensation, ...props }: Props) {
  return (
    <GuestGate text={props.text} loginHref={loginHref}>
      {(accessToken) => (
        <RestrictionGate language={props.language} accessToken={accessToken} payment={props.text} compensation={compensation} testCards={props.testCards}>
          {(onRestricted) => <OneClickScreen {...props} accessToken={accessToken} onRestricted={onRestricted} />}
        </RestrictionGate>
      )}
    </GuestGate>
  );
}

type ScreenProps = Omit<Props, 'loginHref' | 'compensation'> & { accessToken: string; onRestricted: () => void };

function OneClickScreen({ language, accessToken, text, methods, oneClick, testCards, onRestricted }: ScreenProps) {
  const { wallet, failed, reload } = useWalletMethods(language, accessToken);
  const [adding, setAdding] = useState(false);
  const [tapped, setTapped] = useState<number | null>(null);
  const topUp = useTopUp({ language, accessToken, text, onRestricted });
  const { busy, error, result } = topUp;

  if (adding) {
    const back = () => {
      setAdding(false);
      void reload();
    };
    return <AddCardScreen language={language} accessToken={accessToken} text={text} methods={methods} testCards={testCards} onRestricted={onRestricted} onBack={back} />;
  }
  if (failed) {
    return (
      <div className="mt-6">
        <FormAlert message={text.failed} />
      </div>
    );
  }
  if (!wallet) return <p role="status" className="mt-6 text-sm text-muted">{text.loading}</p>;

  if (result?.status === 'succeeded') {
    return (
      <TopUpDone text={text} result={result}>
        <FlowDoneButton flow="oneclick" label={text.continue} />
      </TopUpDone>
    );
  }
  if (result?.status === 'requires_confirmation') {
    return <ConfirmCodeForm text={text} lead={text.confirmLead} busy={busy} error={error} onConfirm={(code) => void topUp.confirm(code)} />;
  }

  if (!wallet.oneClick.available) {
    return (
      <div className="mt-6 flex flex-col gap-4 text-sm">
        <p>{oneClick.unavailable}</p>
        <button type="button" onClick={() => setAdding(true)} className={PAY_SUBMIT_CLASS}>
          {methods.addCard}
        </button>
      </div>
    );
  }

  const method = wallet.methods.find((saved) => saved.isDefault) ?? wallet.methods[0];
  const pay = (cents: number) => {
    setTapped(cents);
    void topUp.pay('wallet/pay/oneclick', { amount: euros(cents), idempotencyKey: newKey() });
  };
  return (
    <div className="mt-6 flex flex-col gap-4">
      <p className="text-sm text-muted">{oneClick.lead}</p>
      {method ? <p className="font-semibold">{oneClick.paidWith.replace('{label}', method.label)}</p> : null}
      <div className="grid grid-cols-2 gap-3">
        {wallet.oneClick.amounts.map((cents) => (
          <button
            key={cents}
            type="button"
            disabled={busy}
            onClick={() => pay(cents)}
            className="min-h-16 rounded-tile border border-line bg-surface-2 px-3 text-lg font-bold hover:border-accent disabled:opacity-60"
          >
            {busy && tapped === cents ? oneClick.paying : oneClick.topUp.replace('{amount}', euro(cents))}
          </button>
        ))}
      </div>
      <FormAlert message={error?.message ?? null} />
    </div>
  );
}
