'use client';

import { startTransition, useId, useOptimistic, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { formatNumber } from '@/lib/format/number';
import { getGuestState, isLoggedIn, useGuest } from '@/lib/guest/guest-state';
import { overlayController } from '@/lib/overlay/overlay-store';
import { useAlbumGuestView } from './album-guest-view';

type Rating = { likes: number; dislikes: number; mine: 5 | 1 | null };
type Props = {
  locale: Locale;
  albumId: number;
  /** The counts of the cached page. */
  likes: number;
  dislikes: number;
  text: { group: string; like: string; dislike: string; failed: string };
};

/** §9 like 5, dislike 1: what a guest's new rating does to the counts (one rating per guest, changeable). */
function rated(current: Rating, value: 5 | 1): Rating {
  if (current.mine === value) return current;
  const likes = current.likes + (value === 5 ? 1 : 0) - (current.mine === 5 ? 1 : 0);
  const dislikes = current.dislikes + (value === 1 ? 1 : 0) - (current.mine === 1 ? 1 : 0);
  return { likes, dislikes, mine: value };
}

async function send(locale: Locale, albumId: number, value: 5 | 1, accessToken: string): Promise<Rating> {
  const [{ restRequest }, { ratingResponseSchema }] = await Promise.all([import('@/lib/api/rest'), import('@/lib/contracts/social')]);
  const { data } = await restRequest('gallery/rateAlbum', { language: locale, accessToken, body: { albumId, rating: value }, schema: ratingResponseSchema });
  return { likes: data.rating.likes, dislikes: data.rating.dislikes, mine: data.isLiked ? 5 : data.isDisliked ? 1 : null };
}

function Thumb({ down = false }: { down?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-4 fill-none stroke-current ${down ? 'rotate-180' : ''}`} strokeWidth="1.8">
      <path d="M7 10v11H3V10h4Zm0 0 4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.3 8a2 2 0 0 1-2 1.7H7" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Like and dislike of an album (§3 isLiked, isDisliked; §9 5 and 1), optimistic: the counts move
 * at once and fall back if the server refuses. The cached page shows everyone's counts; the
 * guest's own rating arrives with their view of the album. A visitor is asked to log in first.
 */
export function AlbumRating({ locale, albumId, likes, dislikes, text }: Props) {
  const guest = useGuest();
  const view = useAlbumGuestView(locale, albumId);
  const guestId = isLoggedIn(guest) ? guest.guestId : null;
  // The server's answer to this guest's last rating wins over the view loaded before it.
  const [answer, setAnswer] = useState<{ guestId: number; rating: Rating } | null>(null);
  const [failed, setFailed] = useState(false);
  const fromView: Rating | null = view ? { likes: view.rating.likes, dislikes: view.rating.dislikes, mine: view.isLiked ? 5 : view.isDisliked ? 1 : null } : null;
  const confirmed = (answer && answer.guestId === guestId ? answer.rating : null) ?? fromView ?? { likes, dislikes, mine: null };
  const [shown, rate] = useOptimistic(confirmed, rated);
  const countId = useId();

  const onRate = (value: 5 | 1) => {
    const now = getGuestState();
    if (!isLoggedIn(now)) {
      void overlayController().then((controller) => controller.openAuth());
      return;
    }
    setFailed(false);
    startTransition(async () => {
      rate(value);
      try {
        const rating = await send(locale, albumId, value, now.accessToken);
        startTransition(() => setAnswer({ guestId: now.guestId, rating }));
      } catch {
        setFailed(true);
      }
    });
  };

  const button = (value: 5 | 1, label: string, count: number) => (
    <button
      type="button"
      onClick={() => onRate(value)}
      aria-pressed={shown.mine === value}
      aria-label={label}
      aria-describedby={`${countId}-${value}`}
      className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-line bg-surface-2 px-3.5 text-sm font-semibold text-fg hover:border-accent aria-pressed:border-accent aria-pressed:text-accent"
    >
      <Thumb down={value === 1} />
      <span id={`${countId}-${value}`} className="tabular-nums">
        {formatNumber(count)}
      </span>
    </button>
  );

  return (
    <div className="flex flex-col gap-1">
      <div role="group" aria-label={text.group} className="flex gap-2">
        {button(5, text.like, shown.likes)}
        {button(1, text.dislike, shown.dislikes)}
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-sale">
          {text.failed}
        </p>
      ) : null}
    </div>
  );
}
