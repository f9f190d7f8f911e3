import 'server-only';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { VideoContestInfo } from '@/lib/contracts/video';
import { rankingOrder } from '@/lib/server/contests/contest-media-rows';
import { contestStateAt } from '@/lib/server/contests/contest-state';
import { rankedPlaces } from '@/lib/server/contests/contest-winners';
import type { DbOrTx } from '@/lib/server/db/client';
import { contestMedia, contests } from '@/lib/server/db/schema/contests';

/** A video's contest for every language: the detail answer picks the title of its language. */
export type VideoContestEntry = Omit<VideoContestInfo, 'title'> & { titles: Record<Locale, string> };

/** The place of one medium in a running contest: its rank by votes (ties: the earlier mediaIndex), as the top list ranks. */
async function currentRank(db: DbOrTx, contestId: number, mediaId: number): Promise<number | null> {
  const ranking = await db.select({ mediaId: contestMedia.id }).from(contestMedia).where(eq(contestMedia.contestId, contestId)).orderBy(...rankingOrder);
  const index = ranking.findIndex((row) => row.mediaId === mediaId);
  return index < 0 ? null : index + 1;
}

/**
 * §3 contestInfo place of a video: the contest it is entered in that has started at `now` — the
 * running one first, else the one that ended last. A running contest gives the current rank; an
 * ended one the stored place once the clock job decided it, until then the same places derived
 * from the votes (as contestWinners does), null off the podium. A contest that has not started
 * gives nothing: there is no place to tell yet.
 */
export async function videoContestEntry(db: DbOrTx, videoId: number, now: Date): Promise<VideoContestEntry | null> {
  const [row] = await db
    .select({
      contestId: contests.id,
      startsAt: contests.startsAt,
      endsAt: contests.endsAt,
      decidedAt: contests.winnersDecidedAt,
      de: contests.titleDe,
      en: contests.titleEn,
      es: contests.titleEs,
      nl: contests.titleNl,
      mediaId: contestMedia.id,
      place: contestMedia.place,
    })
    .from(contestMedia)
    .innerJoin(contests, eq(contests.id, contestMedia.contestId))
    .where(and(eq(contestMedia.videoId, videoId), lte(contests.startsAt, now)))
    .orderBy(sql`(${gt(contests.endsAt, now)}) desc`, desc(contests.endsAt), desc(contests.id))
    .limit(1);
  if (!row) return null;
  const state = contestStateAt(row, now) === 'active' ? 'active' : 'last';
  let place: number | null;
  if (state === 'active') place = await currentRank(db, row.contestId, row.mediaId);
  else if (row.decidedAt) place = row.place;
  else place = (await rankedPlaces(db, row.contestId)).get(row.mediaId) ?? null;
  return { contestId: row.contestId, state, place, titles: { de: row.de, en: row.en, es: row.es, nl: row.nl } };
}

/** The entry as the detail answer carries it, in the page's language. */
export function contestInfoFor(entry: VideoContestEntry | null, language: Locale): VideoContestInfo | null {
  if (!entry) return null;
  return { contestId: entry.contestId, title: entry.titles[language], state: entry.state, place: entry.place };
}
