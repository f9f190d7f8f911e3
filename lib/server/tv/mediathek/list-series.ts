import 'server-only';
import { asc, desc, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { TvSeriesPage } from '@/lib/contracts/tv-mediathek';
import type { DbOrTx } from '@/lib/server/db/client';
import { tvSeries } from '@/lib/server/db/schema/tv-mediathek';
import { selectSeries, toTvSeries } from './series-row';

type Input = { language: Locale; offset: number; limit: number };

/** §3 TV series with aired episodes, the one with the newest episode first, paged. */
export async function listSeries(db: DbOrTx, { language, offset, limit }: Input): Promise<TvSeriesPage> {
  const { stats, query } = selectSeries(db, language);
  const [rows, [total]] = await Promise.all([
    query.orderBy(desc(stats.latestAt), asc(tvSeries.id)).offset(offset).limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(stats),
  ]);
  return { items: rows.map(toTvSeries), total: total?.n ?? 0 };
}
