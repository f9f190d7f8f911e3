'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { payCompensationConfirmMutation, payCompensationMutation, payCompensationOptions } from '@/lib/queries/pay-compensation';
import { CARD_FIELDS, CardFields, EMPTY_CARD } from './card-fields';
import { ConfirmCodeForm } from './confirm-code-form';
import { FormAlert } from './form-alert';
import type { PaymentText } from './payment-text';
import { errorAt, type FormError, formAlertOf, formErrorOf, newKey } from './pay-money';
import { PAY_SUBMIT_CLASS } from './pay-field';
import { PayForm, PaySubmit } from './pay-form';
import { type TestRow, TestModeNote } from './test-mode-note';

export type CompensationText = {
  lead: string;
  items: string;
  reasonColumn: string;
  dateColumn: string;
  amountColumn: string;
  total: string;
  /** Per §3 reason: chargeback, returned_debit, failed_payment. */
  reason: Record<string, string>;
  /** "Pay {amount}" */
  pay: string;
  paying: string;
  done: string;
  nothingOpen: string;
  toTopUp: string;
  failed: string;
};

type Props = {
  language: Locale;
  payment: PaymentText;
  text: CompensationText;
  testCards: TestRow[] | null;
  /** After settling: back to the top-up in place, or a link to the payment view. */
  onContinue?: () => void;
  continueHref?: string;
};

/**
 * §6 operator compensation: a restricted guest sees the open items (reason, date, amount) and
 * their total, and pays them all at once by card; a decline stays here with its reason; once
 * nothing is open the account is unrestricted and the top-up follows. Shown once the open items
 * are loaded (payCompensationOptions); each payment's answer updates them.
 */
export function CompensationScreen({ language, payment, text, testCards, onContinue, continueHref }: Props) {
  const id = useId();
  const open = useQuery(payCompensationOptions(language)).data;
  const payDebt = useMutation(payCompensationMutation(language));
  const settle = useMutation(payCompensationConfirmMutation(language));
  const [card, setCard] = useState(EMPTY_CARD);
  const [error, setError] = useState<FormError | null>(null);
  const [paid, setPaid] = useState(false);
  /** The payment waiting for its confirmation code (3-D Secure), finished through wallet/pay/confirm. */
  const [confirming, setConfirming] = useState<number | null>(null);

  const busy = payDebt.isPending || settle.isPending;
  const declined = (reason: string | null) => setError({ field: null, message: payment.declined[reason ?? ''] ?? payment.declined.card_declined ?? text.failed });
  const failed = (caught: unknown) => setError(formErrorOf(caught, { ...payment, failed: text.failed }));

  const pay = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    payDebt.mutate(
      { card, idempotencyKey: newKey() },
      {
        onSuccess: (data) => {
          if (data.status === 'declined') declined(data.declineReason);
          else if (data.status === 'requires_confirmation') {
            if (data.topUpId) setConfirming(data.topUpId);
            else declined('confirmation_failed');
          } else if (data.open.items.length === 0) setPaid(true);
        },
        onError: failed,
      },
    );
  };

  const confirm = (code: string) => {
    if (confirming === null) return;
    setError(null);
    settle.mutate(
      { topUpId: confirming, code },
      {
        onSuccess: ({ result, open: now }) => {
          if (result.status === 'requires_confirmation') return;
          setConfirming(null);
          if (result.status !== 'succeeded') return declined(result.declineReason);
          // Paid: what is still open decides (a lost answer here must not hide the payment).
          if (!now || now.items.length === 0) setPaid(true);
        },
        onError: failed,
      },
    );
  };

  const next = onContinue ? (
    <button type="button" onClick={onContinue} className={PAY_SUBMIT_CLASS}>
      {text.toTopUp}
    </button>
  ) : continueHref ? (
    <a href={continueHref} className={PAY_SUBMIT_CLASS}>
      {text.toTopUp}
    </a>
  ) : null;

  if (!open) return null;
  if (paid || open.items.length === 0) {
    return (
      <div className="mt-6 flex flex-col gap-4">
        <p role="status" className="rounded-tile border border-online/40 bg-surface-2 p-4 font-semibold">
          {paid ? text.done : text.nothingOpen}
        </p>
        {next}
      </div>
    );
  }

  if (confirming !== null) return <ConfirmCodeForm text={payment} lead={payment.confirmLead} busy={busy} error={error} onConfirm={confirm} />;

  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'Europe/Berlin' });
  return (
    <div className="mt-4 flex flex-col gap-4">
      <p className="text-sm text-muted">{text.lead}</p>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-medium">{text.items}</caption>
        <thead className="text-xs text-muted">
          <tr>
            <th scope="col" className="py-1 pr-2 font-medium">{text.reasonColumn}</th>
            <th scope="col" className="py-1 pr-2 font-medium">{text.dateColumn}</th>
            <th scope="col" className="py-1 text-right font-medium">{text.amountColumn}</th>
          </tr>
        </thead>
        <tbody>
          {open.items.map((item) => (
            <tr key={item.id} className="border-t border-line">
              <td className="py-2 pr-2">{text.reason[item.reason] ?? item.reason}</td>
              <td className="py-2 pr-2 whitespace-nowrap">{date.format(new Date(item.createdAt))}</td>
              <td className="py-2 text-right whitespace-nowrap">{item.amountFormatted}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-line font-semibold">
            <th scope="row" colSpan={2} className="py-2 pr-2">{text.total}</th>
            <td className="py-2 text-right whitespace-nowrap">{open.totalFormatted}</td>
          </tr>
        </tfoot>
      </table>
      <PayForm onSubmit={pay} className="flex flex-col gap-4">
        <CardFields idPrefix={id} text={payment} card={card} onChange={setCard} errorOf={(field) => errorAt(error, field)} />
        <FormAlert message={formAlertOf(error, CARD_FIELDS)} />
        <PaySubmit busy={busy} label={text.pay.replace('{amount}', open.totalFormatted)} busyLabel={text.paying} />
        {testCards ? <TestModeNote title={payment.testMode} lead={payment.testCards} rows={testCards} /> : null}
      </PayForm>
    </div>
  );
}
