import type { Metadata } from 'next';
import type { ComponentType } from 'react';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/components/layout/page-locale';
import { type SeasonalText, seasonalText } from '@/components/seasonal/seasonal-text';
import type { Locale } from '@/i18n/routing';
import { type PageQuery, testDayOfQuery } from '@/lib/server/activity/points-page-data';
import type { Db } from '@/lib/server/db/client';
import { runtime } from '@/lib/server/runtime';
import { effectiveNow, formatCalendarDay } from '@/lib/server/time/test-day';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<PageQuery> };
type IslandProps<S> = { locale: Locale; qmday: string | null; initial: S; text: SeasonalText };

type Spec<S> = {
  pathname: '/magazine/easter' | '/magazine/advent-calendar';
  /** Routes.* (title) and seasonal.* (lead) keys. */
  title: 'easter' | 'adventCalendar';
  lead: 'easterLead' | 'adventLead';
  /** The event as a visitor sees it on the day; the island loads the guest's part. */
  state: (db: Db, guestId: null, now: Date) => Promise<S>;
  Island: ComponentType<IslandProps<S>>;
};

/**
 * §2/§3 a seasonal event page (the Easter egg hunt, the advent calendar): its title and lead, the
 * event's state on the request's test day (qmday / qmdate, where allowed), and the guest's part as
 * a client island fed with that state.
 */
export function seasonalEventPage<S>({ pathname, title, lead, state, Island }: Spec<S>) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = await pageLocale(params);
    const [routes, t] = await Promise.all([getTranslations({ locale, namespace: 'Routes' }), getTranslations({ locale, namespace: 'seasonal' })]);
    return pageMetadata({ locale, pathname, title: routes(title), description: t(lead) });
  }

  async function SeasonalEventPage({ params, searchParams }: Props) {
    const locale = await pageLocale(params);
    const day = testDayOfQuery(await searchParams);
    const [routes, t, text, initial] = await Promise.all([
      getTranslations({ locale, namespace: 'Routes' }),
      getTranslations({ locale, namespace: 'seasonal' }),
      seasonalText(locale),
      state(runtime().db, null, effectiveNow(day)),
    ]);
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 pb-8">
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold">{routes(title)}</h1>
          <p className="text-muted">{t(lead)}</p>
        </header>
        <Island locale={locale} qmday={day ? formatCalendarDay(day) : null} initial={initial} text={text} />
      </div>
    );
  }

  return { generateMetadata, SeasonalEventPage };
}
