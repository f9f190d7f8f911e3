'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Locale } from '@/i18n/routing';
import { useGuestBalance } from '@/stores/guest-session';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { openTopUp } from '@/lib/guest/open-top-up';
import { overlayController } from '@/lib/overlay/overlay-loader';
import { receiptsOptions } from '@/lib/queries/wallet';

export type ReceiptsText = {
  loggedOut: string;
  login: string;
  balance: string;
  topUp: string;
  settings: string;
  receipts: string;
  empty: string;
  loading: string;
  failed: string;
  more: string;
  date: string;
  item: string;
  amount: string;
  statement: string;
  /** Names of the ledger kinds (top-up, bonus-code, purchase, seed-grant); others show as they are. */
  kinds: Record<string, string>;
};

/**
 * Receipts in the personal area: every charge and credit with date, item, amount and the
 * billing descriptor of the card statement. The page is the same for everyone (cached); the list
 * is the logged-in guest's own. The §7 guestBalance event (a top-up in the overlay, a purchase)
 * makes it stale, so the first page is read again (lib/realtime/query-invalidation.ts).
 */
export function ReceiptsList({ locale, text }: { locale: Locale; text: ReceiptsText }) {
  const guest = useGuest();
  const balance = useGuestBalance();
  const receipts = useInfiniteQuery({ ...receiptsOptions(locale), enabled: isLoggedIn(guest) });

  if (guest.status === 'pending') return <p role="status" className="text-sm text-muted">{text.loading}</p>;
  if (!isLoggedIn(guest)) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p>{text.loggedOut}</p>
        <button type="button" className={buttonStyles.primary} onClick={() => void overlayController().then((c) => c.openAuth({ view: 'login', force: true }))}>
          {text.login}
        </button>
      </div>
    );
  }

  const items = receipts.data?.pages.flatMap((page) => page.items) ?? [];
  const current = receipts.isError ? ({ failed: true } as const) : receipts.data ? { items, total: receipts.data.pages.at(-1)?.total ?? 0 } : null;
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });
  const more = () => void receipts.fetchNextPage();

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="account-balance" className="flex flex-wrap items-center gap-4 rounded-tile border border-line bg-surface p-5">
        <div>
          <h2 id="account-balance" className="text-sm text-muted">
            {text.balance}
          </h2>
          <p className="text-3xl font-bold tabular-nums">{balance?.balanceFormatted ?? '…'}</p>
        </div>
        <div className="ml-auto flex gap-2">
          <button type="button" className={buttonStyles.secondary} onClick={() => void overlayController().then((c) => c.openOverlay('settings'))}>
            {text.settings}
          </button>
          <button type="button" className={buttonStyles.primary} onClick={() => openTopUp()}>
            {text.topUp}
          </button>
        </div>
      </section>
      <section aria-labelledby="account-receipts">
        <h2 id="account-receipts" className="text-xl font-semibold">
          {text.receipts}
        </h2>
        {!current ? <p role="status" className="mt-3 text-sm text-muted">{text.loading}</p> : null}
        {current && 'failed' in current ? <p role="alert" className="mt-3 text-sm text-sale">{text.failed}</p> : null}
        {current && !('failed' in current) && current.items.length === 0 ? <p className="mt-3 text-sm text-muted">{text.empty}</p> : null}
        {current && !('failed' in current) && current.items.length > 0 ? (
          <>
            <table className="mt-3 w-full text-left text-sm">
              <thead className="text-muted">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">{text.date}</th>
                  <th scope="col" className="py-2 pr-3 font-medium">{text.item}</th>
                  <th scope="col" className="py-2 text-right font-medium">{text.amount}</th>
                </tr>
              </thead>
              <tbody>
                {current.items.map((receipt) => (
                  <tr key={receipt.id} className="border-t border-line align-top">
                    <td className="py-3 pr-3 whitespace-nowrap text-muted">{dateFormat.format(new Date(receipt.date))}</td>
                    <td className="py-3 pr-3">
                      <span className="font-medium">{text.kinds[receipt.kind] ?? receipt.kind}</span>
                      {receipt.detail ? <span className="text-muted"> · {receipt.detail}</span> : null}
                      {receipt.descriptor ? <span className="block text-xs text-muted">{text.statement.replace('{descriptor}', receipt.descriptor)}</span> : null}
                    </td>
                    <td className={`py-3 text-right font-semibold tabular-nums ${receipt.amount > 0 ? 'text-online' : ''}`}>
                      {receipt.amount > 0 ? '+' : ''}
                      {receipt.amountFormatted}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {current.items.length < current.total ? (
              <button type="button" className={`${buttonStyles.secondary} mt-4`} onClick={more}>
                {text.more}
              </button>
            ) : null}
          </>
        ) : null}
      </section>
    </div>
  );
}
