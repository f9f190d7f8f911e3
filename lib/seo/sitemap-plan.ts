/** sitemaps.org: at most 50,000 URLs per sitemap. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/**
 * Items (pages in four languages, URLS_PER_ITEM each) per child sitemap: 2,500 items = 10,000 URLs, well under the
 * limit, so one child is a few MB and renders in a blink at request time.
 */
export const ITEMS_PER_SITEMAP = 2_500;

export type ChunkedKind = 'performers' | 'videos' | 'albums';
export const chunkedKinds: readonly ChunkedKind[] = ['performers', 'videos', 'albums'];

/**
 * A child sitemap: the catalogue's static pages and categories, the editorial content (blog,
 * media centre, legal texts: a few hundred pages, one child), or one id range of a big table.
 */
export type SitemapChild = { kind: 'pages' } | { kind: 'content' } | { kind: ChunkedKind; part: number };

/** Where the children are served (app/sitemaps/[file]/route.ts). */
export const SITEMAP_CHILD_DIR = '/sitemaps/';

export function childFileName(child: SitemapChild): string {
  return child.kind === 'pages' || child.kind === 'content' ? `${child.kind}.xml` : `${child.kind}-${child.part}.xml`;
}

export function childPath(child: SitemapChild): string {
  return `${SITEMAP_CHILD_DIR}${childFileName(child)}`;
}

/** `videos-3.xml` → { kind: 'videos', part: 3 }; anything else → null (a 404). */
export function parseChildFileName(file: string): SitemapChild | null {
  if (file === 'pages.xml') return { kind: 'pages' };
  if (file === 'content.xml') return { kind: 'content' };
  const match = /^(performers|videos|albums)-([1-9]\d{0,5})\.xml$/.exec(file);
  if (!match) return null;
  return { kind: match[1] as ChunkedKind, part: Number(match[2]) };
}

/**
 * A table's ids from min to max, cut into ranges of ITEMS_PER_SITEMAP ids: ids are unique, so a
 * range never holds more items than that (gaps only make a child smaller), and a range is one
 * primary-key index scan, with no OFFSET walking the whole table.
 */
export type IdSpan = { min: number; max: number } | null;

export function partCount(span: IdSpan): number {
  if (!span || span.max < span.min) return 0;
  return Math.ceil((span.max - span.min + 1) / ITEMS_PER_SITEMAP);
}

/** The inclusive id range of part n (1-based). */
export function partRange(span: { min: number }, part: number): { from: number; to: number } {
  const from = span.min + (part - 1) * ITEMS_PER_SITEMAP;
  return { from, to: from + ITEMS_PER_SITEMAP - 1 };
}

/** Every child of the index, in order: pages and content first, then each table's parts. */
export function sitemapChildren(spans: Record<ChunkedKind, IdSpan>): SitemapChild[] {
  const children: SitemapChild[] = [{ kind: 'pages' }, { kind: 'content' }];
  for (const kind of chunkedKinds) {
    for (let part = 1; part <= partCount(spans[kind]); part += 1) children.push({ kind, part });
  }
  return children;
}
