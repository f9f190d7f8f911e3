'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { OnlineBadge } from '@/components/actor/online-badge';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Locale } from '@/i18n/routing';
import type { ActorGridType, ActorTile } from '@/lib/contracts/tile-grid-actors';
import { fillCount } from '@/lib/format/fill-count';
import { actorGridOptions } from '@/lib/queries/tile-grid';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { fillHref } from './href-template';
import { LoadState, type PersonalGateText } from './login-prompt';

export type ActorGridText = {
  heading: string;
  /** Under the heading; best chats: one for his own chats, one for the §5 ranking. */
  lead: string;
  rankingLead?: string;
  empty: string;
  /** ICU plurals: "{count, plural, one {# chat} other {# chats}}", "Rated great {count, plural, …}". */
  chats: string;
  great: string;
  online: string;
  more: string;
  gate: Pick<PersonalGateText, 'loading' | 'failed' | 'retry'>;
};

type Props = { type: ActorGridType; locale: Locale; text: ActorGridText; actorHref: string };

/** §2 tile grid columns: three below 768 px, four below 1200 px, five above. */
const PAGE_SIZE = 10;

/** My video chats count the chats; best chats say how often he rated her great (else the chats). */
function detail(type: ActorGridType, tile: ActorTile, text: ActorGridText, locale: Locale): string | null {
  if (type === 'bestChats' && tile.greatRatings) return fillCount(text.great, { count: tile.greatRatings }, locale);
  if (tile.chats) return fillCount(text.chats, { count: tile.chats }, locale);
  return null;
}

/** One §2 actor tile grid of the personal area (§7 tileGrid get/{type}/{payload}), for a logged-in guest. */
export function ActorGridSection({ type, locale, text, actorHref }: Props) {
  const guest = useGuest();
  const query = useInfiniteQuery({ ...actorGridOptions(type, locale, PAGE_SIZE), enabled: isLoggedIn(guest) });
  if (!isLoggedIn(guest)) return null;
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items).filter((item, index, all) => all.findIndex((had) => had.id === item.id) === index);
  const ranking = pages[0]?.source === 'ranking';
  const headingId = `actor-grid-${type}`;

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-lg font-bold">
        {text.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{ranking && text.rankingLead ? text.rankingLead : text.lead}</p>
      <div className="mt-3">
        {!query.data ? (
          <LoadState text={text.gate} failed={query.isError} onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <p className="text-sm text-muted">{text.empty}</p>
        ) : (
          <ul aria-label={text.heading} className="grid grid-cols-3 gap-2 md:grid-cols-4 lg:grid-cols-5">
            {items.map((tile) => (
              <li key={tile.id} className="flex min-w-0 flex-col items-center gap-1 rounded-tile border border-line bg-surface p-2 text-center">
                {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG avatars, already sized */}
                <img src={tile.avatarUrl} alt="" width={64} height={64} loading="lazy" className="size-16 rounded-full bg-surface-2" />
                <a href={fillHref(actorHref, tile.slug)} className="max-w-full truncate text-sm font-semibold hover:text-accent">
                  {tile.name}
                </a>
                {tile.isOnline ? <OnlineBadge label={text.online} look="compact" /> : null}
                {detail(type, tile, text, locale) ? <span className="text-xs text-muted">{detail(type, tile, text, locale)}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </div>
      {query.hasNextPage ? (
        <button type="button" className={`${buttonStyles.secondary} mt-3`} disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {text.more}
        </button>
      ) : null}
    </section>
  );
}
