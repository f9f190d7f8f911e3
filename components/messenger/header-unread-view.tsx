'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { subscribeUnreadTotal } from '@/lib/messenger/watch-unread';
import type { HeaderUnreadText } from './header-unread-text';

type HeaderUnreadViewProps = { locale: Locale; text: HeaderUnreadText; variant: 'icon' | 'menu'; guestId: number };

/** The logged-in half of HeaderUnreadLink: the link, its count, the REST read and the WebSocket watch. */
export function HeaderUnreadView({ locale, text, variant, guestId }: HeaderUnreadViewProps) {
  const [unread, setUnread] = useState<{ guestId: number; total: number } | null>(null);

  // This chunk loads for a guest only, so the watch travels in it (one round trip, not two).
  useEffect(() => subscribeUnreadTotal(locale, (total) => setUnread({ guestId, total })), [guestId, locale]);

  // A count of another guest (before a logout) never shows.
  const total = unread?.guestId === guestId ? unread.total : 0;
  const label = total > 0 ? text.unread.replace('{count}', String(total)) : text.label;
  // In the phone menu (the header has no room for the icon below 640 px): the same link as a row.
  if (variant === 'menu') {
    return (
      <a href={text.href} aria-label={label} data-unread={total} className="flex min-h-11 items-center justify-between rounded-lg px-3 text-base font-semibold text-fg hover:bg-surface-2">
        {text.label}
        {total > 0 ? (
          <span aria-hidden="true" className="grid min-w-6 place-items-center rounded-full bg-accent px-1.5 text-xs font-bold text-on-accent">
            {total > 99 ? '99+' : total}
          </span>
        ) : null}
      </a>
    );
  }
  return (
    <a
      href={text.href}
      aria-label={label}
      data-unread={total}
      className="relative hidden size-10 shrink-0 place-items-center rounded-full text-fg hover:bg-surface-2 sm:grid"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
        <path d="M4 5h16v11H8l-4 4V5Z" strokeLinejoin="round" />
      </svg>
      {total > 0 ? (
        <span aria-hidden="true" className="absolute -right-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-accent px-1 text-[11px] font-bold text-on-accent">
          {total > 99 ? '99+' : total}
        </span>
      ) : null}
    </a>
  );
}
