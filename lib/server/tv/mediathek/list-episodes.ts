import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { MediathekSort, MediathekVideoPage } from '@/lib/contracts/tv-mediathek';
import type { DbOrTx } from '@/lib/server/db/client';
import { tvEpisodes, tvSeries } from '@/lib/server/db/schema/tv-mediathek';
import { SORT_ORDER, aired, selectEpisodes, toMediathekVideo } from './episode-row';

type Input = { seriesKey?: string; sort: MediathekSort; offset: number; limit: number; language: Locale };

/**
 * §3 mediathek videos in one of the §9 mediathek sorts, of one series or of all, paged. An
 * unknown series key lists nothing (callers that must tell 404 ask getSeriesByKey first).
 */
export async function listEpisodes(db: DbOrTx, { seriesKey, sort, offset, limit, language }: Input): Promise<MediathekVideoPage> {
  const where = and(aired(), seriesKey === undefined ? undefined : eq(tvSeries.key, seriesKey));
  const [rows, [total]] = await Promise.all([
    selectEpisodes(db, language)
      .where(where)
      .orderBy(...SORT_ORDER[sort])
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(tvEpisodes).innerJoin(tvSeries, eq(tvSeries.id, tvEpisodes.seriesId)).where(where),
  ]);
  return { items: rows.map(toMediathekVideo), total: total?.n ?? 0 };
}
