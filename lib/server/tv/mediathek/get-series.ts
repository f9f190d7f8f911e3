import 'server-only';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { SERIES_POSTS, type TvSeriesDetail } from '@/lib/contracts/tv-mediathek';
import type { DbOrTx } from '@/lib/server/db/client';
import { tvSeries } from '@/lib/server/db/schema/tv-mediathek';
import { listPosts } from './list-posts';
import { selectSeries, toTvSeries } from './series-row';

/** A series by its key with description, genre and its newest TV posts, or null (unknown key or nothing aired). */
export async function getSeriesByKey(db: DbOrTx, key: string, language: Locale): Promise<TvSeriesDetail | null> {
  const [row] = await selectSeries(db, language).query.where(eq(tvSeries.key, key)).limit(1);
  if (!row) return null;
  const posts = await listPosts(db, { seriesId: row.id, language, limit: SERIES_POSTS });
  return { ...toTvSeries(row), description: row.description, genre: row.genre, seasonCount: row.seasonCount, posts };
}
