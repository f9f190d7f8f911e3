'use client';

import { startTransition, useEffect, useId, useOptimistic, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { formatNumber } from '@/lib/format/number';
import { getGuestState, isLoggedIn, useGuest } from '@/lib/guest/guest-state';
import { overlayController } from '@/lib/overlay/overlay-store';

type Mine = 5 | 1 | null;
type Rating = { likes: number; dislikes: number; mine: Mine };
export type VideoRatingText = { group: string; like: string; dislike: string; failed: string };
type Props = {
  locale: Locale;
  videoId: number;
  /** The counts of the cached page (video.rating). */
  likes: number;
  dislikes: number;
  text: VideoRatingText;
};

/** §9 like 5, dislike 1: what a guest's new rating does to the counts (one rating per guest, changeable). */
function rated(current: Rating, value: 5 | 1): Rating {
  if (current.mine === value) return current;
  const likes = current.likes + (value === 5 ? 1 : 0) - (current.mine === 5 ? 1 : 0);
  const dislikes = current.dislikes + (value === 1 ? 1 : 0) - (current.mine === 1 ? 1 : 0);
  return { likes, dislikes, mine: value };
}

const RATE_VIDEO = /* GraphQL */ `
  mutation RateVideo($videoId: Int!, $like: Boolean!) {
    rateVideo(videoId: $videoId, like: $like) {
      rating {
        likes
        dislikes
      }
      liked
      disliked
    }
  }
`;

/** The guest's like (§3 guestInfo.liked); the guest info does not say whether the guest disliked it. */
async function loadLiked(locale: Locale, videoId: number, accessToken: string): Promise<boolean> {
  const [{ restRequest }, { videoGuestInfoResponseSchema }] = await Promise.all([import('@/lib/api/rest'), import('@/lib/contracts/video-guest-info')]);
  const { data } = await restRequest('gallery/videoGuestInfo', { language: locale, accessToken, query: { ids: String(videoId) }, schema: videoGuestInfoResponseSchema });
  return data.items.some((item) => item.id === videoId && item.liked);
}

/** rateVideo through the one GraphQL client, loaded (with zod) on the first click only. */
async function send(locale: Locale, videoId: number, value: 5 | 1, accessToken: string): Promise<Rating> {
  const [{ graphqlRequest }, { z }] = await Promise.all([import('@/lib/api/query'), import('zod')]);
  const schema = z.object({
    rateVideo: z.object({ rating: z.object({ likes: z.number().int(), dislikes: z.number().int() }), liked: z.boolean(), disliked: z.boolean() }),
  });
  const { rateVideo } = await graphqlRequest(RATE_VIDEO, { language: locale, accessToken, schema, variables: { videoId, like: value === 5 } });
  return { likes: rateVideo.rating.likes, dislikes: rateVideo.rating.dislikes, mine: rateVideo.liked ? 5 : rateVideo.disliked ? 1 : null };
}

function Thumb({ down = false }: { down?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-4 fill-none stroke-current ${down ? 'rotate-180' : ''}`} strokeWidth="1.8">
      <path d="M7 10v11H3V10h4Zm0 0 4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.3 8a2 2 0 0 1-2 1.7H7" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Like and dislike of a video (§3 guestInfo.liked; §9 5 and 1), optimistic: the counts move at
 * once and fall back if the server refuses. The cached page shows everyone's counts; after
 * hydration a logged-in guest's own like is asked for (gallery/videoGuestInfo). A visitor is asked
 * to log in first.
 */
export function VideoRating({ locale, videoId, likes, dislikes, text }: Props) {
  const guest = useGuest();
  const guestId = isLoggedIn(guest) ? guest.guestId : null;
  const token = isLoggedIn(guest) ? guest.accessToken : null;
  // The guest's like as loaded after hydration, and the server's answer to their last rating (which wins).
  const [loaded, setLoaded] = useState<{ guestId: number; liked: boolean } | null>(null);
  const [answer, setAnswer] = useState<{ guestId: number; rating: Rating } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (guestId === null || !token) return;
    let live = true;
    loadLiked(locale, videoId, token)
      .then((liked) => live && setLoaded({ guestId, liked }))
      .catch(() => {});
    return () => {
      live = false;
    };
    // A refreshed token is the same guest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [guestId, videoId, locale]);

  const mine: Mine = loaded && loaded.guestId === guestId && loaded.liked ? 5 : null;
  const confirmed = (answer && answer.guestId === guestId ? answer.rating : null) ?? { likes, dislikes, mine };
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
        const rating = await send(locale, videoId, value, now.accessToken);
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
      <span id={`${countId}-${value}`} className="tabular-nums" data-testid={value === 5 ? 'video-likes' : 'video-dislikes'}>
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
