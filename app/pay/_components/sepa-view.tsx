'use client';

import { type FormEvent, useId, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { TOP_UP_PRESETS_CENTS } from '@/lib/contracts/wallet';
import { AmountPresets } from './amount-presets';
import type { CompensationText } from './compensation-screen';
import { FormAlert } from './form-alert';
import { FlowDoneButton, GuestGate } from './guest-gate';
import type { PaymentText } from './payment-text';
import { errorAt, euro, euros, formAlertOf, newKey } from './pay-money';
import { PayCheckbox } from './pay-checkbox';
import { PayField } from './pay-field';
import { PayForm, PaySubmit } from './pay-form';
import { RestrictionGate } from './restriction-gate';
import { type TestRow, TestModeNote } from './test-mode-note';
import { TopUpDone } from './top-up-done';
import { useTopUp } from './use-top-up';

export type SepaText = {
  iban: string;
  ibanHint: string;
  holder: string;
  /** The SEPA mandate, {descriptor} (the creditor) and {amount} filled in here. */
  mandate: string;
  mandateMissing: string;
  /** "Pay {amount} by direct debit" */
  pay: string;
  paying: string;
  /** Every decline reason of a bank. */
  declined: string;
  saved: string;
  testIbans: string;
};

type Props = {
  language: Locale;
  text: PaymentText;
  sepa: SepaText;
  compensation: CompensationText;
  loginHref: string;
  /** BILLING_DESCRIPTOR: the creditor named in the mandate and on the statement. */
  descriptor: string;
  preselected?: number;
  testIbans: TestRow[] | null;
  testCards: TestRow[] | null;
};

const FIELDS = ['amount', 'iban', 'holder', 'mandate'] as const;

/** §2 payment view, flow changels (paytype LS): a top-up by SEPA direct debit that saves the account as the LS method. */
export function SepaView({ loginHref, compensation, testCards, ...props }: Props) {
  return (
    <GuestGate text={props.text} loginHref={loginHref}>
      <RestrictionGate language={props.language} payment={props.text} compensation={compensation} testCards={testCards}>
        {(onRestricted) => <SepaForm {...props} onRestricted={onRestricted} />}
      </RestrictionGate>
    </GuestGate>
  );
}

type FormProps = Omit<Props, 'loginHref' | 'compensation' | 'testCards'> & { onRestricted: () => void };

function SepaForm({ language, text, sepa, descriptor, preselected, testIbans, onRestricted }: FormProps) {
  const id = useId();
  const [cents, setCents] = useState<number>(preselected ?? 2000);
  const [other, setOther] = useState('');
  const [iban, setIban] = useState('');
  const [holder, setHolder] = useState('');
  const [mandate, setMandate] = useState(false);
  // A bank's reasons are not a card's: one sentence for every decline.
  const topUp = useTopUp({ language, text: { ...text, declined: {} }, declinedFallback: sepa.declined, onRestricted });
  const { busy, error, result } = topUp;
  const shown = other.trim() ? `${other.trim()} €` : euro(cents);

  const pay = (event: FormEvent) => {
    event.preventDefault();
    if (!mandate) return topUp.setError({ field: 'mandate', message: sepa.mandateMissing });
    const amount = other.trim() ? other.trim().replace(',', '.') : euros(cents);
    topUp.pay('wallet/pay/sepa', { amount, iban, holder, mandate: true, flow: 'changels', idempotencyKey: newKey() });
  };

  if (result?.status === 'succeeded') {
    return (
      <TopUpDone text={text} result={result} note={sepa.saved}>
        <FlowDoneButton flow="changels" label={text.continue} />
      </TopUpDone>
    );
  }

  return (
    <PayForm onSubmit={pay} className="mt-6 flex flex-col gap-4">
      <AmountPresets
        legend={text.amount}
        presets={TOP_UP_PRESETS_CENTS}
        selected={other ? null : cents}
        onSelect={(preset) => {
          setCents(preset);
          setOther('');
        }}
      />
      <PayField id={`${id}-other`} label={text.otherAmount} type="text" inputMode="decimal" autoComplete="off" value={other} onChange={setOther} error={errorAt(error, 'amount')} />
      <PayField id={`${id}-iban`} label={sepa.iban} type="text" autoComplete="off" value={iban} onChange={setIban} hint={sepa.ibanHint} error={errorAt(error, 'iban')} />
      <PayField id={`${id}-holder`} label={sepa.holder} type="text" autoComplete="name" value={holder} onChange={setHolder} error={errorAt(error, 'holder')} />
      <PayCheckbox
        id={`${id}-mandate`}
        label={sepa.mandate.replace('{descriptor}', descriptor).replace('{amount}', shown)}
        checked={mandate}
        onChange={setMandate}
        error={errorAt(error, 'mandate')}
      />
      <FormAlert message={formAlertOf(error, FIELDS)} />
      <PaySubmit busy={busy} label={sepa.pay.replace('{amount}', shown)} busyLabel={sepa.paying} />
      {testIbans ? <TestModeNote title={text.testMode} lead={sepa.testIbans} rows={testIbans} /> : null}
    </PayForm>
  );
}
