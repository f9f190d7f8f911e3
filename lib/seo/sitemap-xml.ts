import { type Locale, locales } from '@/i18n/routing';

/** One page of the sitemap in every language: each locale's URL becomes a <url> with all alternates. */
export type SitemapItem = {
  /** Root-relative localized paths (lib/seo/route-path.ts), one per language. */
  paths: Record<Locale, string>;
  lastmod?: Date | null;
};

/** The language of x-default (the one `/` falls back to). */
const X_DEFAULT: Locale = 'en';

/** XML text and attribute escaping (&, <, >, ", '). */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

/** W3C datetime without milliseconds, as sitemaps.org shows it. */
export function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** How many <url> entries an item becomes: one per language. */
export const URLS_PER_ITEM = locales.length;

/** A child sitemap: every item once per language, each with hreflang alternates and x-default. */
export function urlsetXml(origin: string, items: readonly SitemapItem[]): string {
  const base = origin.replace(/\/$/, '');
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
  ];
  for (const item of items) {
    const href = (locale: Locale) => xmlEscape(`${base}${item.paths[locale]}`);
    const alternates =
      locales.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`).join('') +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href(X_DEFAULT)}"/>`;
    const lastmod = item.lastmod ? `<lastmod>${w3cDate(item.lastmod)}</lastmod>` : '';
    for (const locale of locales) parts.push(`<url><loc>${href(locale)}</loc>${lastmod}${alternates}</url>\n`);
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

/** The sitemap index: absolute URLs of the child sitemaps. */
export function sitemapIndexXml(origin: string, childPaths: readonly string[]): string {
  const base = origin.replace(/\/$/, '');
  const entries = childPaths.map((p) => `<sitemap><loc>${xmlEscape(`${base}${p}`)}</loc></sitemap>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`;
}
