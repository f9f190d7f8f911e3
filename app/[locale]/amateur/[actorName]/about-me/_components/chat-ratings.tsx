import { getTranslations } from 'next-intl/server';
import { MIN_RATINGS_SHOWN, RATING_WINDOW_DAYS } from '@/lib/catalog/rules';
import type { ChatRatings as ChatRatingsData } from '@/lib/contracts/profile';

/** §3 chat ratings; §5: only with at least 10 ratings in the last 90 days, otherwise a note. */
export async function ChatRatings({ ratings }: { ratings: ChatRatingsData }) {
  const t = await getTranslations('AboutMe');
  const recent = ratings.lastNinetyDays;
  if (!recent) {
    return (
      <p className="text-muted" data-testid="ratings-not-enough">
        {t('ratingsNotEnough', { min: MIN_RATINGS_SHOWN, days: RATING_WINDOW_DAYS })}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2" data-testid="ratings">
      <p className="text-3xl font-bold tabular-nums text-fg">{t('satisfaction', { rate: recent.satisfactionRate })}</p>
      <div className="min-w-40 flex-1">
        <div
          aria-hidden="true"
          className="h-2 overflow-hidden rounded-full bg-surface-2"
        >
          <div className="h-full rounded-full bg-online" style={{ width: `${recent.satisfactionRate}%` }} />
        </div>
        <p className="mt-1.5 text-sm text-muted">{t('ratingsCount', { count: recent.countRatings, days: RATING_WINDOW_DAYS })}</p>
      </div>
    </div>
  );
}
