'use client';

import { useEffect, useId, useRef } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
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
 * (or the compensation flow of a restricted guest, open-top-up.ts). Loaded only when shown.
 */
export function NotEnoughMoneyBox({ title, details, text, onToppedUp, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const topUpRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    topUpRef.current?.focus();
  }, []);

  const close = () => {
    const dialog = dialogRef.current;
    if (dialog && typeof dialog.close === 'function' && dialog.open) dialog.close();
    else onClose();
  };

  const topUp = () => {
    setPendingTopUpCallback(onToppedUp);
    openTopUp();
    close();
  };

  const euro = (cents: number) => formatMoney(cents, 'EUR');
  const rows = [
    { label: text.price, value: euro(details.price) },
    { label: text.balance, value: euro(details.balance) },
    { label: text.missing, value: euro(details.missing), strong: true },
  ];

  return (
    <dialog
      ref={dialogRef}
      data-box="not-enough-money"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      // Every way out (the buttons, Escape, the backdrop) ends here once.
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="m-auto w-[calc(100vw-2rem)] max-w-md rounded-xl border border-line bg-surface p-6 text-left text-fg shadow-2xl backdrop:bg-black/70 backdrop:backdrop-blur-sm"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {text.title}
      </h2>
      <p id={`${id}-body`} className="mt-2 text-sm text-muted">
        {fill(text.body, { title, missing: euro(details.missing) })}
      </p>
      <dl className="mt-4 divide-y divide-line rounded-lg bg-surface-2 ring-1 ring-line">
        {rows.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-4 px-3 py-2 text-sm">
            <dt className="text-muted">{row.label}</dt>
            <dd className={`tabular-nums ${row.strong ? 'font-bold text-sale' : 'font-medium'}`}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={close} className={buttonStyles.secondary}>
          {text.cancel}
        </button>
        <button ref={topUpRef} type="button" onClick={topUp} className={buttonStyles.primary}>
          {text.topUp}
        </button>
      </div>
    </dialog>
  );
}
