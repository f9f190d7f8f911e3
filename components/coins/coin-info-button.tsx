'use client';

import { openBox } from '@/components/boxes/open-box';
import type { Locale } from '@/i18n/routing';

/**
 * The "?" beside a price in coins: opens the §2 coin-info box (its chunk loads then; this button
 * is all the page carries). `label` is its accessible name, translated by the page.
 */
export function CoinInfoButton({ locale, label }: { locale: Locale; label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => openBox('coinInfo', { locale })}
      className="inline-grid size-5 place-items-center rounded-full border border-line text-xs font-bold text-muted hover:border-accent hover:text-fg"
    >
      ?
    </button>
  );
}
