import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { RouteTitleKey } from '@/i18n/route-titles';
import type { Locale } from '@/i18n/routing';

export type PageSeoTexts = { title: string; description: string; h1: string; h2: string };

type Values = Record<string, string | number>;

/**
 * §3 SEO text of a page (title, description, h1, h2) from messages `Seo.<routeKey>`; a route
 * without its own entry falls back to its name (`Routes.<routeKey>`) and the site description.
 * `values` fill placeholders such as {name} or {page}. Category and tag pages add the editorial
 * texts of the seo_texts table on top (lib/server/catalog or lib/seo services).
 */
export async function pageSeo(locale: Locale, key: RouteTitleKey, values: Values = {}): Promise<PageSeoTexts> {
  const seo = await getTranslations({ locale, namespace: 'Seo' as never });
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  const read = (field: keyof PageSeoTexts, fallback: string): string => {
    const id = `${key}.${field}`;
    return (seo as unknown as { has(k: string): boolean }).has(id) ? (seo as unknown as (k: string, v: Values) => string)(id, values) : fallback;
  };
  const name = routes(key as Parameters<typeof routes>[0], values as never);
  return {
    title: read('title', name),
    description: read('description', meta('description')),
    h1: read('h1', name),
    h2: read('h2', ''),
  };
}
