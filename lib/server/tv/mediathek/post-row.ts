import 'server-only';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { TvPostSummary } from '@/lib/contracts/tv-mediathek';
import { imageUrl } from '@/lib/media/image-urls';
import type { DbOrTx } from '@/lib/server/db/client';
import { tvPostTexts, tvPosts, tvSeries } from '@/lib/server/db/schema/tv-mediathek';

export const postColumns = {
  id: tvPosts.id,
  slug: tvPosts.slug,
  title: tvPostTexts.title,
  teaser: tvPostTexts.teaser,
  seriesKey: tvSeries.key,
  publishedAt: tvPosts.publishedAt,
  imageSeed: tvPosts.imageSeed,
};

type PostRow = { slug: string; title: string; teaser: string; seriesKey: string | null; publishedAt: Date; imageSeed: number };

/** Published posts only: one dated in the future stays hidden until its moment. */
export const publishedPost = () => lte(tvPosts.publishedAt, sql`now()`);

/** Posts with their text in `language` and the key of their series (null: the channel's). */
export function selectPosts(db: DbOrTx, language: Locale) {
  return db
    .select(postColumns)
    .from(tvPosts)
    .innerJoin(tvPostTexts, and(eq(tvPostTexts.postId, tvPosts.id), eq(tvPostTexts.language, language)))
    .leftJoin(tvSeries, eq(tvSeries.id, tvPosts.seriesId))
    .$dynamic();
}

export const postLink = (slug: string) => `/tv/posts/${slug}/`;

export function toPostSummary(row: PostRow): TvPostSummary {
  return {
    slug: row.slug,
    title: row.title,
    teaser: row.teaser,
    seriesKey: row.seriesKey,
    publishedAt: row.publishedAt.toISOString(),
    picture: imageUrl('video', row.imageSeed, 'w640'),
    link: postLink(row.slug),
  };
}
