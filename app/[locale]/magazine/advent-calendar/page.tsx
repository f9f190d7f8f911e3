import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/components/layout/page-locale';
import { AdventIsland } from '@/components/seasonal/advent-island';
import { seasonalText } from '@/components/seasonal/seasonal-text';
import { runtime } from '@/lib/server/runtime';
import { adventState } from '@/lib/server/seasonal/advent-state';
import { effectiveNow, formatCalendarDay, testDayOf } from '@/lib/server/time/test-day';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const t = await getTranslations({ locale, namespace: 'seasonal' });
  return pageMetadata({ locale, pathname: '/magazine/advent-calendar', title: routes('adventCalendar'), description: t('adventLead') });
}

/** §2 the request's test day (qmday / qmdate), where allowed. */
const testDay = (query: Record<string, string | string[] | undefined>) => testDayOf({ get: (name) => (typeof query[name] === 'string' ? (query[name] as string) : null) });

/** §2/§3 the advent calendar: 24 doors on the (test) day; opening is the guest's client island. */
export default async function MagazineAdventCalendarPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const day = testDay(await searchParams);
  const [routes, t, text, initial] = await Promise.all([
    getTranslations({ locale, namespace: 'Routes' }),
    getTranslations({ locale, namespace: 'seasonal' }),
    seasonalText(locale),
    adventState(runtime().db, null, effectiveNow(day)),
  ]);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 pb-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{routes('adventCalendar')}</h1>
        <p className="text-muted">{t('adventLead')}</p>
      </header>
      <AdventIsland locale={locale} qmday={day ? formatCalendarDay(day) : null} initial={initial} text={text} />
    </div>
  );
}
