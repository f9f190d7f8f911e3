import 'server-only';
import { and, count, gt, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { MEDIATHEK_FRONT_NEWEST, type MediathekFront } from '@/lib/contracts/tv-mediathek';
import type { DbOrTx } from '@/lib/server/db/client';
import { tvEpisodes } from '@/lib/server/db/schema/tv-mediathek';
import { aired } from './episode-row';
import { listEpisodes } from './list-episodes';
import { listSeries } from './list-series';

/** Enough for every series of the channel on one front (it has about fifteen). */
const FRONT_SERIES = 100;

/**
 * §7 tv/updateMediathek: the mediathek front — the newest episodes, every series, the counts, and
 * how many episodes aired after `since` (what is new since the client last looked).
 */
export async function mediathekFront(db: DbOrTx, { language, since, now = new Date() }: { language: Locale; since?: Date; now?: Date }): Promise<MediathekFront> {
  const [newest, series, [counts], [fresh]] = await Promise.all([
    listEpisodes(db, { sort: 'newest', offset: 0, limit: MEDIATHEK_FRONT_NEWEST, language }),
    listSeries(db, { language, offset: 0, limit: FRONT_SERIES }),
    db
      .select({ episodes: count(), free: count(sqlFree()) })
      .from(tvEpisodes)
      .where(aired()),
    since ? db.select({ n: count() }).from(tvEpisodes).where(and(aired(), gt(tvEpisodes.airedAt, since))) : Promise.resolve([null]),
  ]);
  return {
    newest: newest.items,
    series: series.items,
    counts: { series: series.total, episodes: counts?.episodes ?? 0, freeEpisodes: counts?.free ?? 0, newSince: fresh ? fresh.n : null },
    serverTime: now.toISOString(),
  };
}

/** count(x) counts non-null x: null unless the episode is free. */
function sqlFree() {
  return sql`case when not ${tvEpisodes.premium} then 1 end`;
}
