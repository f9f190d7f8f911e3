'use client';

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { OnlineBadge } from '@/components/actor/online-badge';
import { useRealtimeSession } from '@/stores/realtime-session';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Locale } from '@/i18n/routing';
import { fill } from '@/lib/format/fill';
import { favoriteActorsOptions, favoriteActorsPageOptions } from '@/lib/queries/favorites';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { fillHref } from './href-template';
import { LoadState, LoginPrompt, type PersonalGateText } from './login-prompt';

export type FavoriteCamsText = {
  gate: PersonalGateText;
  empty: string;
  listLabel: string;
  total: string;
  online: string;
  offline: string;
  more: string;
  previous: string;
  next: string;
  page: string;
  remove: string;
};

/** §9: favourite actors per page 10 on mobile; the desktop shows blocks of 50. §2: the mobile layout is below 1023 px. */
const MOBILE_PAGE = 10;
const DESKTOP_BLOCK = 50;
const MOBILE_QUERY = '(max-width: 1022px)';

function subscribeMobile(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isMobile = () => window.matchMedia(MOBILE_QUERY).matches;

type Props = { locale: Locale; text: FavoriteCamsText; actorHref: string };

/** §2 favorite-cams: the guest's pinned performers (guest/favorite/actors), newest pin first, with their online state. */
export function FavoriteCamsList({ locale, text, actorHref }: Props) {
  const [page, setPage] = useState(0);
  const mobile = useSyncExternalStore(subscribeMobile, isMobile, () => false);
  const guest = useGuest();
  const loggedIn = isLoggedIn(guest);
  // §4 pin and unpin events (here or in another tab) make both stale (lib/realtime/query-invalidation.ts).
  const onePage = useQuery({ ...favoriteActorsPageOptions(locale, page * MOBILE_PAGE, MOBILE_PAGE), enabled: loggedIn && mobile });
  const blocks = useInfiniteQuery({ ...favoriteActorsOptions(locale, DESKTOP_BLOCK), enabled: loggedIn && !mobile });
  const session = useRealtimeSession();
  const query = mobile ? onePage : blocks;
  const data = mobile
    ? onePage.data
    : blocks.data && {
        items: blocks.data.pages.flatMap((p) => p.items).filter((item, index, all) => all.findIndex((had) => had.id === item.id) === index),
        total: blocks.data.pages.at(-1)?.total ?? 0,
      };

  if (guest.status === 'anonymous') return <LoginPrompt text={text.gate} />;
  if (!data) return <LoadState text={text.gate} failed={query.isError} onRetry={() => void query.refetch()} />;
  if (data.total === 0) return <p className="text-sm text-muted">{text.empty}</p>;

  const pages = Math.max(1, Math.ceil(data.total / MOBILE_PAGE));
  const more = () => void blocks.fetchNextPage();

  return (
    <div>
      <p className="mb-3 text-sm text-muted">{fill(text.total, { count: data.total })}</p>
      <ul aria-label={text.listLabel} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {data.items.map((actor) => (
          <li key={actor.id} className="flex items-center gap-3 rounded-tile border border-line bg-surface p-3">
            <span aria-hidden="true" className="relative flex size-12 shrink-0 items-center justify-center rounded-full bg-surface-2 text-lg font-bold text-accent ring-1 ring-line">
              {actor.name.charAt(0).toUpperCase()}
              {actor.isOnline ? <span className="absolute bottom-0 right-0 size-3 rounded-full bg-online ring-2 ring-surface" /> : null}
            </span>
            <div className="flex min-w-0 flex-1 flex-col items-start gap-0.5">
              <a href={fillHref(actorHref, actor.name.toLowerCase())} className="max-w-full truncate font-semibold hover:text-accent">
                {actor.name}
              </a>
              {actor.isOnline ? <OnlineBadge label={text.online} look="compact" /> : <span className="text-xs text-muted">{text.offline}</span>}
            </div>
            <button
              type="button"
              aria-label={fill(text.remove, { name: actor.name })}
              disabled={!session}
              onClick={() => session?.send({ type: 'favoriteUnpinActor', actorId: actor.id })}
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-accent hover:bg-surface-2 disabled:opacity-40"
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
                <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      {mobile ? (
        <nav aria-label={fill(text.page, { page: page + 1, pages })} className="mt-4 flex items-center justify-between gap-2">
          <button type="button" className={`${buttonStyles.secondary} disabled:opacity-50`} disabled={page === 0} onClick={() => setPage(page - 1)}>
            {text.previous}
          </button>
          <span className="text-sm whitespace-nowrap text-muted">{fill(text.page, { page: page + 1, pages })}</span>
          <button type="button" className={`${buttonStyles.secondary} disabled:opacity-50`} disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            {text.next}
          </button>
        </nav>
      ) : data.items.length < data.total ? (
        <button type="button" className={`${buttonStyles.secondary} mt-4`} onClick={more}>
          {text.more}
        </button>
      ) : null}
    </div>
  );
}
