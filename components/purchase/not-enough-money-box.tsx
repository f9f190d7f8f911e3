'use client';

import { useRef } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogClose, DialogDescription, DialogTitle, dialogCentred, dialogFrame } from '@/components/ui/dialog';
import type { InsufficientFundsDetails } from '@/lib/contracts/purchase';
import { formatMoney } from '@/lib/format/currency';
import { fill } from '@/lib/format/fill';
import { openTopUp } from '@/lib/guest/open-top-up';
import { setPendingTopUpCallback } from '@/lib/guest/top-up-callback';
import type { NotEnoughMoneyText } from './buy-text';

type Props = {
  title: string;
  details: InsufficientFundsDetails;
  text: NotEnoughMoneyText;
  /** Buys again: run once by the first balance rise after the top-up (§4). */
  onToppedUp: () => void;
  onClose: () => void;
};

/**
 * §2 not-enough-money box: what the item costs, the balance, what is missing; "Top up" leaves the
 * purchase as the pending top-up callback (§4: a payment runs it) and opens the top-up flow
 * (or the compensation flow of a restricted guest, open-top-up.ts). Opened by name
 * (components/boxes/box-registry.ts), so it loads only when shown.
 */
export function NotEnoughMoneyBox({ title, details, text, onToppedUp, onClose }: Props) {
  const topUpRef = useRef<HTMLButtonElement>(null);
  const next = useRef<(() => void) | null>(null);

  const topUp = () => {
    setPendingTopUpCallback(onToppedUp);
    // The flow opens once focus is back on the buy button, so its overlay returns focus there.
    next.current = () => openTopUp();
    onClose();
  };

  const euro = (cents: number) => formatMoney(cents, 'EUR');
  const rows = [
    { label: text.price, value: euro(details.price) },
    { label: text.balance, value: euro(details.balance) },
    { label: text.missing, value: euro(details.missing), strong: true },
  ];

  return (
    <Dialog
      onClose={onClose}
      afterClose={() => next.current?.()}
      box="not-enough-money"
      initialFocus={topUpRef}
      className={`${dialogCentred} ${dialogFrame} text-left`}
    >
      <DialogTitle>{text.title}</DialogTitle>
      <DialogDescription>{fill(text.body, { title, missing: euro(details.missing) })}</DialogDescription>
      <dl className="mt-4 divide-y divide-line rounded-lg bg-surface-2 ring-1 ring-line">
        {rows.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-4 px-3 py-2 text-sm">
            <dt className="text-muted">{row.label}</dt>
            <dd className={`tabular-nums ${row.strong ? 'font-bold text-sale' : 'font-medium'}`}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose className={buttonStyles.secondary}>{text.cancel}</DialogClose>
        <button ref={topUpRef} type="button" onClick={topUp} className={buttonStyles.primary}>
          {text.topUp}
        </button>
      </div>
    </Dialog>
  );
}
