'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { payKeys } from '@/lib/queries/pay-keys';
import { payWalletMethodsOptions } from '@/lib/queries/pay-wallet';
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
      <RestrictionGate language={props.language} payment={props.text} compensation={compensation} testCards={props.testCards}>
        {(onRestricted) => <OneClickScreen {...props} onRestricted={onRestricted} />}
      </RestrictionGate>
    </GuestGate>
  );
}

type ScreenProps = Omit<Props, 'loginHref' | 'compensation'> & { onRestricted: () => void };

function OneClickScreen({ language, text, methods, oneClick, testCards, onRestricted }: ScreenProps) {
  const client = useQueryClient();
  const saved = useQuery(payWalletMethodsOptions(language));
  const [adding, setAdding] = useState(false);
  const [tapped, setTapped] = useState<number | null>(null);
  const topUp = useTopUp({ language, text, onRestricted });
  const { busy, error, result } = topUp;

  if (adding) {
    const back = () => {
      setAdding(false);
      void client.invalidateQueries({ queryKey: payKeys.walletMethods(language) });
    };
    return <AddCardScreen language={language} text={text} methods={methods} testCards={testCards} onRestricted={onRestricted} onBack={back} />;
  }
  if (saved.isError) {
    return (
      <div className="mt-6">
        <FormAlert message={text.failed} />
      </div>
    );
  }
  const wallet = saved.data;
  if (!wallet) return <p role="status" className="mt-6 text-sm text-muted">{text.loading}</p>;

  if (result?.status === 'succeeded') {
    return (
      <TopUpDone text={text} result={result}>
        <FlowDoneButton flow="oneclick" label={text.continue} />
      </TopUpDone>
    );
  }
  if (result?.status === 'requires_confirmation') {
    return <ConfirmCodeForm text={text} lead={text.confirmLead} busy={busy} error={error} onConfirm={topUp.confirm} />;
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

  const method = wallet.methods.find((candidate) => candidate.isDefault) ?? wallet.methods[0];
  const pay = (cents: number) => {
    setTapped(cents);
    topUp.pay('wallet/pay/oneclick', { amount: euros(cents), idempotencyKey: newKey() });
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
