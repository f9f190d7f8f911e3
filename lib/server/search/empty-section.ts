import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { SearchCategory, SearchSection } from '@/lib/contracts/search';
import { categoryLink } from './search-links';

/**
 * TV, mediathek and blog have no content tables yet: their content (TV series, the media
 * library, blog posts) comes with later issues. Until then their sections are honestly empty —
 * count 0, no items — so clients already read the §3 shape.
 */
export const CATEGORIES_WITHOUT_CONTENT = ['tv', 'mediathek', 'blog'] as const satisfies readonly SearchCategory[];

export function emptySection(type: SearchCategory, locale: Locale, pattern: string): SearchSection {
  return { type, count: 0, countCapped: false, link: categoryLink(locale, pattern, type), items: [] };
}
