import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { SearchCategory } from '@/lib/contracts/search';
import { searchPatternParam } from '@/lib/search/pattern-param';
import { localizedPath } from '@/lib/seo/metadata';

/** The localized video search page of a pattern (§2 /search/videos/{searchPattern}/). */
export function searchPageLink(locale: Locale, pattern: string): string {
  return localizedPath(locale, '/search/videos/[searchPattern]', { searchPattern: searchPatternParam(pattern) });
}

/**
 * Where a category's results are shown: the search page, at the category's section. Only the
 * video search has a page of its own (§2); the other categories are sections on it.
 */
export function categoryLink(locale: Locale, pattern: string, category: SearchCategory): string {
  const page = searchPageLink(locale, pattern);
  return category === 'videos' ? page : `${page}#search-${category}`;
}

export function profileLink(locale: Locale, slug: string): string {
  return localizedPath(locale, '/amateur/[actorName]', { actorName: slug });
}

export function videoLink(locale: Locale, slug: string, videoId: number): string {
  return localizedPath(locale, '/amateur/[actorName]/video/[videoId]', { actorName: slug, videoId: String(videoId) });
}

export function albumLink(locale: Locale, slug: string, albumId: number): string {
  return localizedPath(locale, '/amateur/[actorName]/pictures/[albumId]', { actorName: slug, albumId: String(albumId) });
}
