import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Crumb } from '@/lib/seo/json-ld';
import { localizedPath } from '@/lib/seo/metadata';

/** The media centre's breadcrumb trail: home › all TV series › the series › (this page). */
export async function seriesCrumbs(locale: Locale, series: { key: string; title: string } | null, last?: Crumb): Promise<Crumb[]> {
  const crumbs = await getTranslations({ locale, namespace: 'Breadcrumb' });
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const trail: Crumb[] = [
    { name: crumbs('home'), url: localizedPath(locale, '/') },
    { name: routes('tvSeriesOverview'), url: localizedPath(locale, '/tv/media/series') },
  ];
  if (series) trail.push({ name: series.title, url: localizedPath(locale, '/tv/mediathek/[series]', { series: series.key }) });
  if (last) trail.push(last);
  return trail;
}
