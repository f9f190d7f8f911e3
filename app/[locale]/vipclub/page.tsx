import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import { pageLocale } from '@/components/layout/page-locale';
import { QueryProvider } from '@/components/providers/query-provider';
import { VideoGrid } from '@/components/video/video-grid';
import { VipBonusDays } from '@/components/vip/vip-bonus-days';
import { VipButton } from '@/components/vip/vip-button';
import { Vip30BoxButton } from '@/components/vip/vip30-box-button';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/format/currency';
import { pageViewerCountry } from '@/lib/server/http/page-viewer';
import { runtime } from '@/lib/server/runtime';
import { pageMetadata } from '@/lib/seo/metadata';
import { plans } from '@/lib/server/subscriptions/plans';
import { effectiveNow, formatCalendarDay, testDayOf } from '@/lib/server/time/test-day';
import { berlinMonth } from '@/lib/server/vip/vip-months';
import { vipVideosOfMonth } from '@/lib/server/vip/vip-videos-of-month';
import { vip30MonthValues, vip30ValueHistory } from '@/lib/server/vip/vip30-value-history';
import { Vip30HistoryTable, monthName } from './_components/vip30-history-table';

type Query = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Query> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const t = await getTranslations({ locale, namespace: 'VipClub' });
  return pageMetadata({ locale, pathname: '/vipclub', title: routes('vipClub'), description: t('lead', { price: formatMoney(plans.vipabo.firstPrice, 'EUR') }) });
}

/** The §2 test day of the request (qmday / qmdate), where allowed. */
const testDay = (query: Query) => testDayOf({ get: (name) => (typeof query[name] === 'string' ? (query[name] as string) : null) });

/**
 * §2 the VIP club (/vipclub/): what VIP brings, this month's VIP30 videos, what VIP30 gave in
 * each of the last 12 months (§7 value history), the guest's bonus days (a client island: per
 * guest) and the VIP subscription (the existing overlay flow), also from the vip30 box.
 */
export default async function VipclubPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const day = testDay(await searchParams);
  const now = effectiveNow(day);
  const { db } = runtime();
  const [routes, t, thisMonth, [thisValue], history] = await Promise.all([
    getTranslations({ locale, namespace: 'Routes' }),
    getTranslations({ locale, namespace: 'VipClub' }),
    pageViewerCountry().then((country) => vipVideosOfMonth(db, now, country)),
    vip30MonthValues(db, [berlinMonth(now)]),
    vip30ValueHistory(db, now),
  ]);
  const benefits = ['videos', 'tv', 'trial', 'cancel'] as const;
  const vipText = { become: t('become'), trial: t('trial', { price: formatMoney(plans.trialvipabo.firstPrice, 'EUR') }), isVip: t('isVip') };
  const lastMonth = history.months[0];
  const boxText = {
    title: t('box.title'),
    text: t('box.text', {
      month: lastMonth ? monthName(locale, lastMonth.month) : '',
      count: lastMonth?.videos ?? 0,
      value: formatMoney(lastMonth?.value.value ?? 0, 'EUR'),
      price: formatMoney(plans.vipabo.firstPrice, 'EUR'),
    }),
    close: t('box.close'),
    vip: vipText,
  };
  const bonusText = Object.fromEntries(
    (['visitor', 'loading', 'failed', 'none', 'total', 'activeUntil', 'permanent', 'grant'] as const).map((key) => [key, t.raw(`bonus.${key}`) as string]),
  ) as Record<'visitor' | 'loading' | 'failed' | 'none' | 'total' | 'activeUntil' | 'permanent' | 'grant', string>;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 pb-12">
      <div>
        <PageHeading title={routes('vipClub')} lead={t('lead', { price: formatMoney(plans.vipabo.firstPrice, 'EUR') })} />
        <ul className="mt-6 grid max-w-3xl gap-3 sm:grid-cols-2">
          {benefits.map((benefit) => (
            <li key={benefit} className="rounded-tile border border-line bg-surface p-4 text-sm">
              {t(`benefits.${benefit}`)}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap items-start gap-3">
          <QueryProvider>
            <VipButton locale={locale} text={vipText} />
          </QueryProvider>
          <Vip30BoxButton locale={locale} label={t('box.open')} text={boxText} />
        </div>
      </div>

      <section aria-labelledby="vip-month-videos" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="vip-month-videos" className="text-lg font-semibold sm:text-xl">
            {t('videos.heading')}
          </h2>
          <Link href="/vip-videos" className="text-sm font-medium text-accent hover:underline">
            {t('videos.all')}
          </Link>
        </div>
        <p className="text-sm text-muted">
          {t('videos.lead', { month: monthName(locale, thisMonth.month), count: thisValue?.videos ?? thisMonth.total, value: formatMoney(thisValue?.value.value ?? 0, 'EUR') })}
        </p>
        {thisMonth.videos.length > 0 ? <VideoGrid videos={thisMonth.videos} /> : <p className="text-sm">{t('videos.none')}</p>}
      </section>

      <Vip30HistoryTable
        locale={locale}
        months={history.months}
        text={{ heading: t('history.heading'), lead: t('history.lead'), month: t('history.month'), videos: t('history.videos'), value: t('history.value') }}
      />

      <section aria-labelledby="vip-bonus-days" className="flex flex-col gap-3">
        <h2 id="vip-bonus-days" className="text-lg font-semibold sm:text-xl">
          {t('bonus.heading')}
        </h2>
        <p className="text-sm text-muted">{t('bonus.lead')}</p>
        <QueryProvider>
          <VipBonusDays locale={locale} qmday={day ? formatCalendarDay(day) : null} text={bonusText} />
        </QueryProvider>
      </section>
    </div>
  );
}
