'use client';

import { type FormEvent, useId, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import { restRequest } from '@/lib/api/rest';
import { formatMoney } from '@/lib/format/currency';
import type { OverlayFlow } from '@/lib/overlay/flows';
import { TOP_UP_PRESETS_CENTS, type TopUpResult, topUpResponseSchema } from '@/lib/contracts/wallet';
import { FlowDoneButton, GuestGate } from './guest-gate';
import { PayField } from './pay-field';
import { PayForm, PaySubmit } from './pay-form';

export type PaymentText = {
  loading: string;
  loggedOut: string;
  toLogin: string;
  amount: string;
  otherAmount: string;
  cardNumber: string;
  expiry: string;
  expiryHint: string;
  cvc: string;
  holder: string;
  /** "Pay {amount}" with the amount filled in here. */
  pay: string;
  paying: string;
  testMode: string;
  testCards: string;
  declined: Record<string, string>;
  invalid: string;
  failed: string;
  restricted: string;
  confirmTitle: string;
  confirmLead: string;
  code: string;
  confirm: string;
  confirming: string;
  wrongCode: string;
  /** "{amount} added" */
  done: string;
  /** "New balance: {balance}" */
  newBalance: string;
  descriptor: string;
  continue: string;
};

type TestCard = { label: string; number: string };
type Props = { language: Locale; text: PaymentText; loginHref: string; flow: OverlayFlow; preselected?: number; testCards: TestCard[] | null };

/** §9: the one money format ('20 €', '19,99 €'). */
const euro = (cents: number) => formatMoney(cents, 'EUR');

const newKey = () => crypto.randomUUID().replaceAll('-', '');

/**
 * §2 payment view, flow moneycharge (and its card variants): an amount, the card, the sandbox's
 * test cards when in test mode; a decline keeps the guest here with the reason; a confirmation
 * step asks for the code. The amount is sent in euros; the server converts and checks it.
 */
export function PaymentView(props: Props) {
  return <GuestGate text={props.text} loginHref={props.loginHref}>{(accessToken) => <PaymentForm {...props} accessToken={accessToken} />}</GuestGate>;
}

function PaymentForm({ language, text, flow, preselected, testCards, accessToken }: Props & { accessToken: string }) {
  const id = useId();
  const [cents, setCents] = useState<number>(preselected ?? 2000);
  const [other, setOther] = useState('');
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '', holder: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const [result, setResult] = useState<TopUpResult | null>(null);
  const [code, setCode] = useState('');


  const amount = other.trim() ? other.trim().replace(',', '.') : (cents / 100).toFixed(2);
  const session = { language, accessToken };
  const fail = (caught: unknown) => {
    if (caught instanceof ApiError && caught.status === 422) {
      const issue = caught.issues?.[0];
      const field = caught.code === 'CONFIRMATION_CODE_WRONG' ? 'code' : (issue?.path ?? null);
      setError({ field, message: caught.code === 'CONFIRMATION_CODE_WRONG' ? text.wrongCode : (issue?.message ?? text.invalid) });
    } else if (caught instanceof ApiError && caught.code === 'RESTRICTED') setError({ field: null, message: text.restricted });
    else setError({ field: null, message: text.failed });
  };
  const settle = (next: TopUpResult) => {
    setResult(next);
    if (next.status === 'declined') setError({ field: null, message: text.declined[next.declineReason ?? ''] ?? text.declined.card_declined ?? text.failed });
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = { amount, card, flow, idempotencyKey: newKey() };
      settle((await restRequest('wallet/pay/topup', { ...session, schema: topUpResponseSchema, method: 'POST', body })).data);
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!result) return;
    setBusy(true);
    setError(null);
    try {
      const body = { topUpId: result.topUpId, code };
      settle((await restRequest('wallet/pay/confirm', { ...session, schema: topUpResponseSchema, method: 'POST', body })).data);
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(false);
    }
  };

  if (result?.status === 'succeeded') {
    return (
      <div className="mt-6 flex flex-col gap-4">
        <div role="status" className="rounded-tile border border-online/40 bg-surface-2 p-4">
          <p className="text-lg font-semibold">{text.done.replace('{amount}', result.amountFormatted)}</p>
          <p className="mt-1 text-sm">{text.newBalance.replace('{balance}', result.balanceFormatted)}</p>
          <p className="mt-2 text-xs text-muted">{text.descriptor.replace('{descriptor}', result.descriptor)}</p>
        </div>
        <FlowDoneButton flow={flow} label={text.continue} />
      </div>
    );
  }

  if (result?.status === 'requires_confirmation') {
    return (
      <PayForm onSubmit={confirm} className="mt-6 flex flex-col gap-4">
        <h2 className="text-lg font-semibold">{text.confirmTitle}</h2>
        <p className="text-sm text-muted">{text.confirmLead}</p>
        <PayField id={`${id}-code`} label={text.code} type="text" autoComplete="one-time-code" value={code} onChange={setCode} error={error?.field === 'code' ? error.message : null} />
        <PaySubmit busy={busy} label={text.confirm} busyLabel={text.confirming} />
      </PayForm>
    );
  }

  const fieldError = (field: string) => (error?.field === field ? error.message : null);
  const cardField = (key: keyof typeof card) => (value: string) => setCard((current) => ({ ...current, [key]: value }));
  return (
    <PayForm onSubmit={pay} className="mt-6 flex flex-col gap-4">
      <fieldset>
        <legend className="text-sm font-medium">{text.amount}</legend>
        <div className="mt-2 grid grid-cols-4 gap-2">
          {TOP_UP_PRESETS_CENTS.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={!other && cents === preset}
              onClick={() => {
                setCents(preset);
                setOther('');
              }}
              className="min-h-11 rounded-lg border border-line bg-surface-2 text-sm font-semibold aria-pressed:border-accent aria-pressed:text-accent"
            >
              {euro(preset)}
            </button>
          ))}
        </div>
      </fieldset>
      <PayField id={`${id}-other`} label={text.otherAmount} type="text" autoComplete="off" value={other} onChange={setOther} error={fieldError('amount')} />
      <PayField id={`${id}-number`} label={text.cardNumber} type="text" autoComplete="cc-number" value={card.number} onChange={cardField('number')} error={fieldError('card.number')} />
      <div className="grid grid-cols-2 gap-3">
        <PayField id={`${id}-expiry`} label={text.expiry} type="text" autoComplete="cc-exp" value={card.expiry} onChange={cardField('expiry')} hint={text.expiryHint} error={fieldError('card.expiry')} />
        <PayField id={`${id}-cvc`} label={text.cvc} type="text" autoComplete="cc-csc" value={card.cvc} onChange={cardField('cvc')} error={fieldError('card.cvc')} />
      </div>
      <PayField id={`${id}-holder`} label={text.holder} type="text" autoComplete="cc-name" value={card.holder} onChange={cardField('holder')} error={fieldError('card.holder')} />
      {error && error.field === null ? (
        <p role="alert" className="text-sm text-sale">
          {error.message}
        </p>
      ) : null}
      <PaySubmit busy={busy} label={text.pay.replace('{amount}', other.trim() ? `${other.trim()} €` : euro(cents))} busyLabel={text.paying} />
      {testCards ? (
        <aside aria-label={text.testMode} className="rounded-tile border border-dashed border-line p-3 text-xs text-muted">
          <p className="font-semibold text-fg">{text.testMode}</p>
          <p className="mt-1">{text.testCards}</p>
          <ul className="mt-2 grid gap-1">
            {testCards.map((test) => (
              <li key={test.number} className="flex justify-between gap-3">
                <span>{test.label}</span>
                <code className="font-mono text-fg">{test.number}</code>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </PayForm>
  );
}
