import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PointsEventPage } from '@/components/activity/points-event-page';
import { pageLocale } from '@/components/layout/page-locale';
import { type PageQuery, pointsPageData } from '@/lib/server/activity/points-page-data';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<PageQuery> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const t = await getTranslations({ locale, namespace: 'activity' });
  return pageMetadata({ locale, pathname: '/magazine/goldrush', title: routes('goldRush'), description: t('metaGoldRush') });
}

/** §2 gold rush: each login, video or message digs a nugget (up to nuggetsPerDay), gold buys rewards. */
export default async function GoldRushPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  return <PointsEventPage locale={locale} type="goldRush" title={routes('goldRush')} data={await pointsPageData('goldRush', await searchParams)} />;
}
