import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DailyBonusIsland } from '@/components/daily-bonus/daily-bonus-island';
import { dailyBonusText } from '@/components/daily-bonus/daily-bonus-text';
import { ModelsOfMonth } from '@/components/daily-bonus/models-of-month';
import { pageLocale } from '@/components/layout/page-locale';
import { listDailyBonus } from '@/lib/server/daily-bonus/list-daily-bonus';
import { modelsOfMonth } from '@/lib/server/daily-bonus/models-of-month';
import { runtime } from '@/lib/server/runtime';
import { effectiveNow, formatCalendarDay, testDayOf } from '@/lib/server/time/test-day';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const t = await getTranslations({ locale, namespace: 'dailyBonus' });
  return pageMetadata({ locale, pathname: '/daily-deals', title: routes('dailyDeals'), description: t('lead') });
}

/** The §2 test day of the request (qmday / qmdate), where allowed. */
function testDay(query: Record<string, string | string[] | undefined>) {
  return testDayOf({ get: (name) => (typeof query[name] === 'string' ? (query[name] as string) : null) });
}

/**
 * §2/§3 daily bonus (/daily-deals/): the offers of yesterday, today and tomorrow on the Berlin
 * day of the request (or its test day), the countdown, the claim, the consumed offers (a client
 * island: purchased flags are per guest) and the models of the month.
 */
export default async function DailyDealsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const day = testDay(await searchParams);
  const now = effectiveNow(day);
  const { db } = runtime();
  const [t, routes, text, days, models] = await Promise.all([
    getTranslations({ locale, namespace: 'dailyBonus' }),
    getTranslations({ locale, namespace: 'Routes' }),
    dailyBonusText(locale),
    listDailyBonus(db, now, null),
    modelsOfMonth(db, now),
  ]);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 pb-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{routes('dailyDeals')}</h1>
        <p className="text-muted">{t('lead')}</p>
      </header>
      <DailyBonusIsland locale={locale} qmday={day ? formatCalendarDay(day) : null} initial={days} text={text} />
      <ModelsOfMonth locale={locale} models={models} heading={t('models')} empty={t('modelsNone')} />
    </div>
  );
}
