'use client';

import { type FormEvent, useId, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { TOP_UP_PRESETS_CENTS, type cardTopUpFlows } from '@/lib/contracts/wallet';
import { AmountPresets } from './amount-presets';
import { CARD_FIELDS, CardFields, EMPTY_CARD } from './card-fields';
import type { CompensationText } from './compensation-screen';
import { ConfirmCodeForm } from './confirm-code-form';
import { FormAlert } from './form-alert';
import { FlowDoneButton, GuestGate } from './guest-gate';
import type { PaymentText } from './payment-text';
import { errorAt, euro, euros, formAlertOf, newKey } from './pay-money';
import { PayCheckbox } from './pay-checkbox';
import { PAY_SUBMIT_CLASS, PayField } from './pay-field';
import { PayForm, PaySubmit } from './pay-form';
import { RestrictionGate } from './restriction-gate';
import { type TestRow, TestModeNote } from './test-mode-note';
import { TopUpDone } from './top-up-done';
import { useTopUp } from './use-top-up';

export type CardTopUpFlow = (typeof cardTopUpFlows)[number];

/** Saving the card (messages PayMethods): the moneycharge checkbox, the changecc note, the success line. */
export type CardSaveText = { saveCard: string; changeccNote: string; cardSaved: string };

type FormProps = {
  language: Locale;
  text: PaymentText;
  save: CardSaveText;
  flow: CardTopUpFlow;
  preselected?: number;
  testCards: TestRow[] | null;
  onRestricted?: () => void;
  /** Shown in place of another screen (one-click, auto recharge): its way back instead of ending the flow. */
  onDone?: () => void;
};

type Props = Omit<FormProps, 'onRestricted' | 'onDone'> & { loginHref: string; compensation: CompensationText };

/**
 * §2 payment view, flows moneycharge, trialmoneycharge, limit (the card may be saved for one-click)
 * and changecc (paytype CC: the card becomes the saved method). A restricted guest settles the
 * open payment first (§6).
 */
export function PaymentView({ loginHref, compensation, ...props }: Props) {
  return (
    <GuestGate text={props.text} loginHref={loginHref}>
      <RestrictionGate language={props.language} payment={props.text} compensation={compensation} testCards={props.testCards}>
        {(onRestricted) => <CardTopUpForm {...props} onRestricted={onRestricted} />}
      </RestrictionGate>
    </GuestGate>
  );
}

/**
 * The card top-up: an amount, the card, the sandbox's test cards in test mode; a decline keeps
 * the guest here with the reason; a confirmation step asks for the code. The amount is sent in
 * euros; the server converts and checks it.
 */
export function CardTopUpForm({ language, text, save, flow, preselected, testCards, onRestricted, onDone }: FormProps) {
  const id = useId();
  const [cents, setCents] = useState<number>(preselected ?? 2000);
  const [other, setOther] = useState('');
  const [card, setCard] = useState(EMPTY_CARD);
  const [saveCard, setSaveCard] = useState(false);
  const [sentSave, setSentSave] = useState(false);
  const topUp = useTopUp({ language, text, onRestricted });
  const { busy, error, result } = topUp;
  const alwaysSaves = flow === 'changecc';

  const pay = (event: FormEvent) => {
    event.preventDefault();
    const amount = other.trim() ? other.trim().replace(',', '.') : euros(cents);
    setSentSave(alwaysSaves || saveCard);
    topUp.pay('wallet/pay/topup', { amount, card, flow, saveCard: alwaysSaves || saveCard, idempotencyKey: newKey() });
  };

  if (result?.status === 'succeeded') {
    return (
      <TopUpDone text={text} result={result} note={sentSave ? save.cardSaved : undefined}>
        {onDone ? (
          <button type="button" onClick={onDone} className={PAY_SUBMIT_CLASS}>
            {text.continue}
          </button>
        ) : (
          <FlowDoneButton flow={flow} label={text.continue} />
        )}
      </TopUpDone>
    );
  }

  if (result?.status === 'requires_confirmation') {
    return <ConfirmCodeForm text={text} lead={text.confirmLead} busy={busy} error={error} onConfirm={topUp.confirm} />;
  }

  return (
    <PayForm onSubmit={pay} className="mt-6 flex flex-col gap-4">
      {alwaysSaves ? <p className="rounded-tile border border-line bg-surface-2 p-3 text-sm">{save.changeccNote}</p> : null}
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
      <CardFields idPrefix={id} text={text} card={card} onChange={setCard} errorOf={(field) => errorAt(error, field)} />
      {alwaysSaves ? null : <PayCheckbox id={`${id}-save`} label={save.saveCard} checked={saveCard} onChange={setSaveCard} />}
      <FormAlert message={formAlertOf(error, ['amount', ...CARD_FIELDS])} />
      <PaySubmit busy={busy} label={text.pay.replace('{amount}', other.trim() ? `${other.trim()} €` : euro(cents))} busyLabel={text.paying} />
      {testCards ? <TestModeNote title={text.testMode} lead={text.testCards} rows={testCards} /> : null}
    </PayForm>
  );
}
