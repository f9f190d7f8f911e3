import 'server-only';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { TvPostSummary } from '@/lib/contracts/tv-mediathek';
import type { DbOrTx } from '@/lib/server/db/client';
import { tvPosts } from '@/lib/server/db/schema/tv-mediathek';
import { publishedPost, selectPosts, toPostSummary } from './post-row';

type Input = { seriesId: number | null; language: Locale; limit: number };

/** The newest TV posts of a series, or of the channel itself (seriesId null). */
export async function listPosts(db: DbOrTx, { seriesId, language, limit }: Input): Promise<TvPostSummary[]> {
  const ofSeries = seriesId === null ? isNull(tvPosts.seriesId) : eq(tvPosts.seriesId, seriesId);
  const rows = await selectPosts(db, language)
    .where(and(ofSeries, publishedPost()))
    .orderBy(desc(tvPosts.publishedAt), desc(tvPosts.id))
    .limit(limit);
  return rows.map(toPostSummary);
}
