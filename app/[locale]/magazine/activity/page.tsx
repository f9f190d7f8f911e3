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
  return pageMetadata({ locale, pathname: '/magazine/activity', title: routes('activityEvent'), description: t('leadActivity') });
}

/** §3 the points-based activity event: activities with points and limitPerDay, challenges, rewards with requiredPoints. */
export default async function ActivityEventPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  return <PointsEventPage locale={locale} type="activity" title={routes('activityEvent')} data={await pointsPageData('activity', await searchParams)} />;
}
