import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/components/layout/page-locale';
import { EasterIsland } from '@/components/seasonal/easter-island';
import { seasonalText } from '@/components/seasonal/seasonal-text';
import { runtime } from '@/lib/server/runtime';
import { easterState } from '@/lib/server/seasonal/easter-state';
import { effectiveNow, formatCalendarDay, testDayOf } from '@/lib/server/time/test-day';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const t = await getTranslations({ locale, namespace: 'seasonal' });
  return pageMetadata({ locale, pathname: '/magazine/easter', title: routes('easter'), description: t('easterLead') });
}

/** §2 the request's test day (qmday / qmdate), where allowed. */
const testDay = (query: Record<string, string | string[] | undefined>) => testDayOf({ get: (name) => (typeof query[name] === 'string' ? (query[name] as string) : null) });

/**
 * §2/§3 the Easter egg hunt: the event's state on the (test) day, its rewards; the guest's eggs,
 * reward history and redeeming are a client island. The eggs themselves sit on other pages
 * (components/seasonal/egg-hunt.ts).
 */
export default async function MagazineEasterPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const day = testDay(await searchParams);
  const [routes, t, text, initial] = await Promise.all([
    getTranslations({ locale, namespace: 'Routes' }),
    getTranslations({ locale, namespace: 'seasonal' }),
    seasonalText(locale),
    easterState(runtime().db, null, effectiveNow(day)),
  ]);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 pb-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{routes('easter')}</h1>
        <p className="text-muted">{t('easterLead')}</p>
      </header>
      <EasterIsland locale={locale} qmday={day ? formatCalendarDay(day) : null} initial={initial} text={text} />
    </div>
  );
}
