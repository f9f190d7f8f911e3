import { useId } from 'react';
import { formatNumber } from '@/lib/format/number';
import { RATING_DISLIKE, RATING_LIKE, type Rating, type RatingValue } from './rating-state';

export type RatingText = { group: string; like: string; dislike: string; failed: string };

type Props = {
  rating: Rating;
  /** Absent in the server's first view: the rating island takes the clicks once loaded (rating-island.tsx). */
  onRate?: (value: RatingValue) => void;
  failed: boolean;
  text: RatingText;
  /** Prefix of the counts' test ids (`{testId}-likes`, `{testId}-dislikes`). */
  testId?: string;
  /** 'dark': on a photo (the enlarged picture), where the page's surface colours would vanish. */
  tone?: 'page' | 'dark';
};

function Thumb({ down = false }: { down?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-4 fill-none stroke-current ${down ? 'rotate-180' : ''}`} strokeWidth="1.8">
      <path d="M7 10v11H3V10h4Zm0 0 4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.3 8a2 2 0 0 1-2 1.7H7" strokeLinejoin="round" />
    </svg>
  );
}

const tones = {
  page: 'border-line bg-surface-2 text-fg',
  dark: 'border-white/25 bg-black/60 text-white',
};

// No 'use client': the server draws the first view with it (useId works there too), the rating islands the rest.
/**
 * The like and dislike buttons with their counts (§3 isLiked / isDisliked as aria-pressed); the
 * count is each button's description, so "Like, 12" is read as one. Errors show below.
 */
export function RatingButtons({ rating, onRate, failed, text, testId, tone = 'page' }: Props) {
  const countId = useId();
  const button = (value: RatingValue, label: string, count: number) => (
    <button
      type="button"
      onClick={onRate && (() => onRate(value))}
      aria-pressed={rating.mine === value}
      aria-label={label}
      aria-describedby={`${countId}-${value}`}
      className={`inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold hover:border-accent aria-pressed:border-accent aria-pressed:text-accent ${tones[tone]}`}
    >
      <Thumb down={value === RATING_DISLIKE} />
      <span id={`${countId}-${value}`} className="tabular-nums" data-testid={testId ? `${testId}-${value === RATING_LIKE ? 'likes' : 'dislikes'}` : undefined}>
        {formatNumber(count)}
      </span>
    </button>
  );

  return (
    <div className="flex flex-col gap-1">
      <div role="group" aria-label={text.group} className="flex gap-2">
        {button(RATING_LIKE, text.like, rating.likes)}
        {button(RATING_DISLIKE, text.dislike, rating.dislikes)}
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-sale">
          {text.failed}
        </p>
      ) : null}
    </div>
  );
}
