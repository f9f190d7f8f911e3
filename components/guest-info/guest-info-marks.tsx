'use client';

import { useLazyQuery } from '@/lib/queries/use-lazy-query';
import { type GuestInfoKind, badgeState } from './badge-state';

/** The GuestInfo messages, translated on the server. */
export type GuestInfoText = { bought: string; gifted: string; flatrate: string; liked: string };

type Props = { kind: GuestInfoKind; id: number; text: GuestInfoText; guestId: number };

/**
 * A logged-in guest's marks on a tile (loaded by guest-info-badge.tsx for guests only): the
 * tile's query (guest-info-registry.ts) asks for all the page's tiles in one request and shows
 * "Bought" / "Gift" / "Included in VIP" and a like mark.
 */
export function GuestInfoMarks({ kind, id, text, guestId }: Props) {
  const info = useLazyQuery(() => import('./guest-info-registry').then((registry) => registry.guestInfoOptions(kind, id)), [kind, id, guestId]);

  const flags = info.data ?? null;
  if (!flags) return null;
  const { status, liked } = badgeState(flags);
  if (!status && !liked) return null;
  return (
    <span className="inline-flex items-center gap-1.5" data-testid="guest-info" data-guest-info={status ?? 'liked'}>
      {status ? (
        <span className="inline-flex items-center gap-1 rounded bg-accent/15 px-1.5 py-0.5 text-[0.6875rem] font-semibold leading-tight text-accent">
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3 shrink-0 fill-none stroke-current" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
            <path d="m3.5 8.5 3 3 6-6.5" />
          </svg>
          {text[status]}
        </span>
      ) : null}
      {liked ? (
        <span className="inline-flex text-sale" title={text.liked}>
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 fill-current">
            <path d="M8 14.2S1.8 10.6 1.8 6.1A3.2 3.2 0 0 1 8 4.4a3.2 3.2 0 0 1 6.2 1.7C14.2 10.6 8 14.2 8 14.2Z" />
          </svg>
          <span className="sr-only">{text.liked}</span>
        </span>
      ) : null}
    </span>
  );
}
