'use client';

import { buttonStyles } from '@/components/ui/button-styles';
import { openTopUp } from '@/lib/guest/open-top-up';
import { isLoggedIn, useGuest } from '@/stores/guest';

export type PaymentOptionsText = { heading: string; lead: string; oneclick: string; autorecharge: string; changecc: string; changels: string };

/**
 * The personal area's way to the §2 payment-method flows: one-click and automatic top-ups, the
 * saved card (changecc) and direct debit (changels). Each opens in the hosted overlay, where the
 * saved methods are listed and removed.
 */
export function PaymentOptions({ text }: { text: PaymentOptionsText }) {
  const guest = useGuest();
  if (!isLoggedIn(guest)) return null;
  const flows = ['oneclick', 'autorecharge', 'changecc', 'changels'] as const;
  return (
    <section aria-labelledby="account-payment-options" className="rounded-tile bg-surface p-4 ring-1 ring-line">
      <h2 id="account-payment-options" className="text-lg font-semibold">
        {text.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{text.lead}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {flows.map((flow) => (
          <button key={flow} type="button" className={buttonStyles.secondary} onClick={() => openTopUp(flow)}>
            {text[flow]}
          </button>
        ))}
      </div>
    </section>
  );
}
