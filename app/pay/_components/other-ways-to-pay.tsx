'use client';

import { useSyncExternalStore } from 'react';

export type PayWay = 'card' | 'sepa' | 'carrier' | 'voice';
export type OtherWaysText = { heading: string; ways: Record<PayWay, string> };

/** Where each way of paying lives: the view and the §2 flow (the voice top-up is a card flow with option=voice). */
const target: Record<PayWay, { view: string; flow: string; option?: string }> = {
  card: { view: 'payment', flow: 'moneycharge' },
  sepa: { view: 'payment', flow: 'changels' },
  carrier: { view: 'carrier', flow: 'carrier' },
  voice: { view: 'payment', flow: 'moneycharge', option: 'voice' },
};

/** The same overlay (frame id, language, host, options) with another view and flow. */
function hrefFor(way: PayWay, search: string): string {
  const { view, flow, option } = target[way];
  const query = new URLSearchParams(search);
  query.set('flow', flow);
  if (option) query.set('option', option);
  else query.delete('option');
  return `/pay/${view}/?${query}`;
}

/**
 * §2 top-up by card, direct debit (paytype LS), phone bill (carrier) or phone call (paytype
 * Voice): the payment screens link to each other inside the frame, keeping the overlay's query.
 * The links get their href after hydration (they need the frame's own URL).
 */
/** The frame's query; null while rendering on the server and hydrating. */
function useFrameSearch(): string | null {
  return useSyncExternalStore(
    () => () => {},
    () => window.location.search,
    () => null,
  );
}

/** Test mode: the payment provider's dispute desk (app/pay/sandbox-disputes), in the same frame. */
export function SandboxDisputesLink({ label }: { label: string }) {
  const search = useFrameSearch();
  const query = new URLSearchParams(search ?? '');
  const href = search === null ? undefined : `/pay/sandbox-disputes/?${new URLSearchParams({ fid: query.get('fid') ?? '', lang: query.get('lang') ?? 'en' })}`;
  return (
    <p className="mt-4 text-xs text-muted">
      <a href={href} className="font-semibold text-accent underline-offset-4 hover:underline">
        {label}
      </a>
    </p>
  );
}

export function OtherWaysToPay({ current, text }: { current: PayWay; text: OtherWaysText }) {
  const search = useFrameSearch();
  const ways = (Object.keys(target) as PayWay[]).filter((way) => way !== current);
  return (
    <nav aria-label={text.heading} className="mt-6 border-t border-line pt-4">
      <h2 className="text-sm font-semibold text-muted">{text.heading}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {ways.map((way) => (
          <li key={way}>
            <a
              href={search === null ? undefined : hrefFor(way, search)}
              aria-disabled={search === null ? true : undefined}
              className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface-2 px-4 text-sm font-medium hover:border-accent hover:text-accent"
            >
              {text.ways[way]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
