'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import { AUTO_RECHARGE_AMOUNT_CENTS, AUTO_RECHARGE_THRESHOLD_CENTS, type WalletMethods } from '@/lib/contracts/payment-methods';
import { payKeys } from '@/lib/queries/pay-keys';
import { payAutoRechargeMutation, payWalletMethodsOptions } from '@/lib/queries/pay-wallet';
import { AddCardScreen } from './add-card-screen';
import type { CompensationText } from './compensation-screen';
import { FormAlert } from './form-alert';
import { GuestGate } from './guest-gate';
import type { MethodsText } from './methods-text';
import type { PaymentText } from './payment-text';
import { errorAt, type FormError, formAlertOf, formErrorOf } from './pay-money';
import { PAY_SUBMIT_CLASS, PayField } from './pay-field';
import { PayForm, PaySubmit } from './pay-form';
import { RestrictionGate } from './restriction-gate';
import { SavedMethodsList } from './saved-methods-list';
import type { TestRow } from './test-mode-note';

export type AutoRechargeText = {
  lead: string;
  enabled: string;
  threshold: string;
  amount: string;
  save: string;
  saving: string;
  saved: string;
  noMethod: string;
  unavailable: string;
};

type Props = {
  language: Locale;
  text: PaymentText;
  methods: MethodsText;
  auto: AutoRechargeText;
  compensation: CompensationText;
  loginHref: string;
  testCards: TestRow[] | null;
};

/** Cents as the field shows them: '5' for whole euros, '7.50' otherwise (the server reads either). */
const field = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));
const within = (cents: number, limits: { min: number; max: number }, fallback: number) => (cents >= limits.min && cents <= limits.max ? cents : fallback);

/**
 * §2 payment view, flow autorecharge (always in a frame): the switch, the threshold and the amount
 * (limits from the contract), the saved methods with remove buttons; without a method the guest
 * adds a card in place. Saving dismisses the auto-recharge teaser.
 */
export function AutoRechargeView({ loginHref, ...props }: Props) {
  return (
    <GuestGate text={props.text} loginHref={loginHref}>
      <AutoRechargeScreen {...props} />
    </GuestGate>
  );
}

function AutoRechargeScreen({ language, text, methods, auto, compensation, testCards }: Omit<Props, 'loginHref'>) {
  const client = useQueryClient();
  const saved = useQuery(payWalletMethodsOptions(language));
  const [adding, setAdding] = useState(false);
  const [formVersion, setFormVersion] = useState(0);
  const reload = () => client.invalidateQueries({ queryKey: payKeys.walletMethods(language) });

  if (adding) {
    const back = () => {
      setAdding(false);
      void reload();
    };
    return (
      <RestrictionGate language={language} payment={text} compensation={compensation} testCards={testCards}>
        {(onRestricted) => <AddCardScreen language={language} text={text} methods={methods} testCards={testCards} onRestricted={onRestricted} onBack={back} />}
      </RestrictionGate>
    );
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

  const hasMethod = wallet.methods.length > 0;
  // Removing the last method switches auto recharge off: the form shows the saved state again.
  const removed = () => setFormVersion((version) => version + 1);
  return (
    <div className="mt-4 flex flex-col gap-6">
      <p className="text-sm text-muted">{auto.lead}</p>
      {hasMethod ? null : (
        <div className="flex flex-col gap-3 rounded-tile border border-line bg-surface-2 p-4 text-sm">
          <p>{auto.noMethod}</p>
          <button type="button" onClick={() => setAdding(true)} className={`${PAY_SUBMIT_CLASS} self-start`}>
            {methods.addCard}
          </button>
        </div>
      )}
      {hasMethod && !wallet.autoRecharge.available ? (
        <p className="rounded-tile border border-line bg-surface-2 p-4 text-sm">{auto.unavailable}</p>
      ) : (
        <SettingsForm key={formVersion} language={language} text={text} auto={auto} wallet={wallet} onNoMethod={() => void reload()} />
      )}
      <SavedMethodsList language={language} text={methods} methods={wallet.methods} onRemoved={removed} />
    </div>
  );
}

type FormProps = {
  language: Locale;
  text: PaymentText;
  auto: AutoRechargeText;
  /** The saved settings the form starts from; saving updates the methods' query. */
  wallet: WalletMethods;
  /** 409 NO_PAYMENT_METHOD: the methods changed meanwhile; the screen reloads them and offers a card. */
  onNoMethod: () => void;
};

const FIELDS = ['threshold', 'amount'] as const;

function SettingsForm({ language, text, auto, wallet, onNoMethod }: FormProps) {
  const id = useId();
  const saved = wallet.autoRecharge;
  const [enabled, setEnabled] = useState(saved.enabled);
  const [threshold, setThreshold] = useState(field(within(saved.threshold, AUTO_RECHARGE_THRESHOLD_CENTS, 500)));
  const [amount, setAmount] = useState(field(within(saved.amount, AUTO_RECHARGE_AMOUNT_CENTS, 2000)));
  const [error, setError] = useState<FormError | null>(null);
  const change = useMutation(payAutoRechargeMutation(language));

  const save = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const body = { enabled, threshold: threshold.trim().replace(',', '.'), amount: amount.trim().replace(',', '.') };
    change.mutate(body, {
      onError: (caught) => {
        if (caught instanceof ApiError && caught.code === 'NO_PAYMENT_METHOD') {
          setError({ field: null, message: auto.noMethod });
          onNoMethod();
        } else setError(formErrorOf(caught, text));
      },
    });
  };

  return (
    <PayForm onSubmit={save} className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <span id={`${id}-switch`} className="font-semibold">
          {auto.enabled}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-labelledby={`${id}-switch`}
          onClick={() => setEnabled(!enabled)}
          className="group inline-flex h-11 w-16 shrink-0 items-center justify-center"
        >
          <span className="relative h-7 w-12 rounded-full border border-line bg-surface-2 transition-colors group-aria-checked:border-accent group-aria-checked:bg-accent">
            <span className="absolute top-0.5 left-0.5 size-5 rounded-full bg-fg transition-transform group-aria-checked:translate-x-5 group-aria-checked:bg-on-accent" />
          </span>
        </button>
      </div>
      <PayField id={`${id}-threshold`} label={auto.threshold} type="text" inputMode="decimal" autoComplete="off" value={threshold} onChange={setThreshold} error={errorAt(error, 'threshold')} />
      <PayField id={`${id}-amount`} label={auto.amount} type="text" inputMode="decimal" autoComplete="off" value={amount} onChange={setAmount} error={errorAt(error, 'amount')} />
      <FormAlert message={formAlertOf(error, FIELDS)} />
      {change.isSuccess ? (
        <p role="status" className="text-sm font-semibold">
          {auto.saved}
        </p>
      ) : null}
      <PaySubmit busy={change.isPending} label={auto.save} busyLabel={auto.saving} />
    </PayForm>
  );
}
