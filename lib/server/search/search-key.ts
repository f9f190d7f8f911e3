import 'server-only';
import type { Locale } from '@/i18n/routing';
import { patternKey } from './normalize';

/**
 * §9 search cache key: (normalized pattern, language, country, category, page), plus whatever
 * else changes the answer (order, page size, filter) so two different questions never share.
 */
export function searchKey(parts: {
  pattern: string;
  language: Locale;
  viewerCountry: string | null;
  category: string;
  page: number;
  extra?: unknown;
}): string {
  return JSON.stringify([
    patternKey(parts.pattern),
    parts.language,
    parts.viewerCountry?.toUpperCase() ?? null,
    parts.category,
    parts.page,
    parts.extra ?? null,
  ]);
}
