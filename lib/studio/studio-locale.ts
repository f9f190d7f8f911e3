import { type Locale, locales } from '@/i18n/routing';

/**
 * The studio's one language (the studio is not under /{locale}/): the first of de, en,
 * es, nl the browser's Accept-Language names, by its q weights; English otherwise.
 * 'de-AT' counts as 'de'; q=0 means "not this one".
 */
export function studioLocale(acceptLanguage: string | null): Locale {
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const match = ranked.find((entry) => (locales as readonly string[]).includes(entry.base));
  return match ? (match.base as Locale) : 'en';
}
