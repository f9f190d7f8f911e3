'use client';

import { type FormEvent, useId, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { AmountPresets } from './amount-presets';
import type { CompensationText } from './compensation-screen';
import { ConfirmCodeForm } from './confirm-code-form';
import { FormAlert } from './form-alert';
import { FlowDoneButton, GuestGate } from './guest-gate';
import type { PaymentText } from './payment-text';
import { errorAt, euro, euros, formAlertOf, newKey } from './pay-money';
import { PayField } from './pay-field';
import { PayForm, PaySubmit } from './pay-form';
import { RestrictionGate } from './restriction-gate';
import { type TestRow, TestModeNote } from './test-mode-note';
import { TopUpDone } from './top-up-done';
import { useTopUp } from './use-top-up';

export type CarrierText = {
  lead: string;
  msisdn: string;
  msisdnHint: string;
  /** "Pay {amount} by phone bill" */
  pay: string;
  paying: string;
  /** "We sent a code by text message to {msisdn}…" */
  confirmLead: string;
  declined: string;
  testLead: string;
  testCode: string;
  testDeclined: string;
};

/** Carrier billing allows at most 50 € (lib/contracts/payment-methods.ts). */
const CARRIER_PRESETS_CENTS = [500, 1000, 2000, 5000] as const;
/** The amount has no field of its own: its errors go to the form's alert. */
const FIELDS = ['msisdn'] as const;

type Props = {
  language: Locale;
  text: PaymentText;
  carrier: CarrierText;
  compensation: CompensationText;
  loginHref: string;
  /** Test mode: the code of the sandbox's text message and the number it declines. */
  carrierTest: { code: string; declinedNumber: string } | null;
  testCards: TestRow[] | null;
};

/** §2 carrier view: an amount up to 50 €, the mobile number, the code from the text message. */
export function CarrierView({ loginHref, compensation, testCards, ...props }: Props) {
  return (
    <GuestGate text={props.text} loginHref={loginHref}>
      <RestrictionGate language={props.language} payment={props.text} compensation={compensation} testCards={testCards}>
        {(onRestricted) => <CarrierForm {...props} onRestricted={onRestricted} />}
      </RestrictionGate>
    </GuestGate>
  );
}

type FormProps = Omit<Props, 'loginHref' | 'compensation' | 'testCards'> & { onRestricted: () => void };

function CarrierForm({ language, text, carrier, carrierTest, onRestricted }: FormProps) {
  const id = useId();
  const [cents, setCents] = useState(1000);
  const [msisdn, setMsisdn] = useState('');
  // An operator's reasons are not a card's: one sentence for every decline.
  const topUp = useTopUp({ language, text: { ...text, declined: {} }, declinedFallback: carrier.declined, onRestricted });
  const { busy, error, result } = topUp;

  const pay = (event: FormEvent) => {
    event.preventDefault();
    topUp.pay('wallet/pay/carrier', { amount: euros(cents), msisdn, idempotencyKey: newKey() });
  };

  if (result?.status === 'succeeded') {
    return (
      <TopUpDone text={text} result={result}>
        <FlowDoneButton flow="carrier" label={text.continue} />
      </TopUpDone>
    );
  }

  if (result?.status === 'requires_confirmation') {
    return <ConfirmCodeForm text={text} lead={carrier.confirmLead.replace('{msisdn}', msisdn.trim())} busy={busy} error={error} onConfirm={topUp.confirm} />;
  }

  const testRows = carrierTest
    ? [
        { label: carrier.testCode, value: carrierTest.code },
        { label: carrier.testDeclined, value: carrierTest.declinedNumber },
      ]
    : [];
  return (
    <PayForm onSubmit={pay} className="mt-6 flex flex-col gap-4">
      <p className="text-sm text-muted">{carrier.lead}</p>
      <AmountPresets legend={text.amount} presets={CARRIER_PRESETS_CENTS} selected={cents} onSelect={setCents} />
      <PayField id={`${id}-msisdn`} label={carrier.msisdn} type="tel" inputMode="tel" autoComplete="tel" value={msisdn} onChange={setMsisdn} hint={carrier.msisdnHint} error={errorAt(error, 'msisdn')} />
      <FormAlert message={formAlertOf(error, FIELDS)} />
      <PaySubmit busy={busy} label={carrier.pay.replace('{amount}', euro(cents))} busyLabel={carrier.paying} />
      {carrierTest ? <TestModeNote title={text.testMode} lead={carrier.testLead} rows={testRows} /> : null}
    </PayForm>
  );
}
