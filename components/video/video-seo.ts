import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { RouteTitleKey } from '@/i18n/route-titles';
import type { Locale } from '@/i18n/routing';
import { type PageSeoTexts, pageSeo } from '@/lib/seo/page-seo';

type Values = Record<string, string | number>;

/**
 * The SEO texts of a page (messages `Seo.<routeKey>`), with our own title, description and h1
 * where the route has no SEO entry yet (pageSeo then answers the bare route name).
 */
export async function videoPageSeo(
  locale: Locale,
  key: RouteTitleKey,
  values: Values,
  fallback: { title: string; description?: string },
): Promise<PageSeoTexts> {
  const seo = await pageSeo(locale, key, values);
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const routeName = routes(key as Parameters<typeof routes>[0], values as never);
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  const generic = meta('description');
  return {
    title: seo.title === routeName ? fallback.title : seo.title,
    h1: seo.h1 === routeName ? fallback.title : seo.h1,
    description: seo.description === generic && fallback.description ? fallback.description : seo.description,
    h2: seo.h2,
  };
}
