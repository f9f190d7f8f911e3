'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import type { SandboxDisputeResult } from '@/lib/contracts/sandbox-dispute';
import { payDisputableOptions, payDisputeMutation } from '@/lib/queries/pay-sandbox';
import { FormAlert } from './form-alert';
import { GuestGate, type GuestGateText } from './guest-gate';

/** messages SandboxDisputes; {amount} is filled in here. */
export type SandboxDisputesText = GuestGateText & {
  payments: string;
  listLoading: string;
  listFailed: string;
  empty: string;
  dispute: string;
  disputing: string;
  disputed: string;
  resultTitle: string;
  replayedTitle: string;
  disputedAmount: string;
  debited: string;
  open: string;
  restricted: string;
  notRestricted: string;
  conflict: string;
  failed: string;
};

type Props = { language: Locale; text: SandboxDisputesText; loginHref: string };

/** The sandbox provider's dispute desk (/pay/sandbox-disputes/): the logged-in tester charges back one of their card payments. */
export function SandboxDisputes({ language, text, loginHref }: Props) {
  return (
    <GuestGate text={text} loginHref={loginHref}>
      <DisputeDesk language={language} text={text} />
    </GuestGate>
  );
}

function DisputeDesk({ language, text }: { language: Locale; text: SandboxDisputesText }) {
  const list = useQuery(payDisputableOptions(language));
  const dispute = useMutation(payDisputeMutation(language));
  // The last chargeback's answer stays shown while the next one runs.
  const [outcome, setOutcome] = useState<SandboxDisputeResult | null>(null);
  const busy = dispute.isPending ? dispute.variables : null;
  const error = dispute.error ? (dispute.error instanceof ApiError && dispute.error.code === 'CONFLICT' ? text.conflict : text.failed) : null;
  const items = list.data;

  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });
  return (
    <div className="mt-4 flex flex-col gap-4">
      {outcome ? <DisputeOutcome text={text} outcome={outcome} /> : null}
      <section aria-labelledby="disputable-payments" className="flex flex-col gap-2">
        <h2 id="disputable-payments" className="text-sm font-medium">
          {text.payments}
        </h2>
        {list.isPending ? <p role="status" className="text-sm text-muted">{text.listLoading}</p> : null}
        {list.isError && !items ? <FormAlert message={text.listFailed} /> : null}
        {items && items.length === 0 ? <p className="text-sm text-muted">{text.empty}</p> : null}
        {items && items.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {items.map((item) => (
              <li key={item.topUpId} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm">
                <span className="flex flex-col">
                  <span className="font-semibold">{item.amountFormatted}</span>
                  <span className="text-xs text-muted">
                    {item.label} · {date.format(new Date(item.createdAt))}
                  </span>
                </span>
                {item.disputed ? (
                  <span className="text-xs font-semibold text-muted">{text.disputed}</span>
                ) : (
                  <button
                    type="button"
                    disabled={busy !== null}
                    onClick={() => dispute.mutate(item.topUpId, { onSuccess: setOutcome })}
                    className="min-h-11 shrink-0 rounded-full border border-line px-4 font-semibold hover:border-sale disabled:opacity-60"
                  >
                    {busy === item.topUpId ? text.disputing : text.dispute}
                  </button>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        <FormAlert message={error} />
      </section>
    </div>
  );
}

/** What the chargeback did: taken back from the balance, what is open now and whether that restricts the guest (§6). */
function DisputeOutcome({ text, outcome }: { text: SandboxDisputesText; outcome: SandboxDisputeResult }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The clicked button is gone (the payment now reads "charged back"): focus moves to the answer.
  useEffect(() => heading.current?.focus(), [outcome]);
  const restricted = outcome.open.items.length > 0;
  return (
    <section role="status" aria-labelledby="dispute-outcome" className="flex flex-col gap-1 rounded-tile border border-line bg-surface-2 p-4 text-sm">
      <h2 id="dispute-outcome" ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        {outcome.replayed ? text.replayedTitle : text.resultTitle}
      </h2>
      <p>{text.disputedAmount.replace('{amount}', outcome.amountFormatted)}</p>
      <p>{text.debited.replace('{amount}', outcome.debitedFormatted)}</p>
      <p>{text.open.replace('{amount}', outcome.open.totalFormatted)}</p>
      <p className={restricted ? 'font-semibold text-sale' : 'text-muted'}>{restricted ? text.restricted : text.notRestricted}</p>
    </section>
  );
}
