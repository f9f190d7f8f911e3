import 'server-only';
import { type SQL, and, count, eq, gte, sql } from 'drizzle-orm';
import type { ContestGridPage, ContestSub } from '@/lib/contracts/contests';
import type { DbOrTx } from '@/lib/server/db/client';
import { contestMedia } from '@/lib/server/db/schema/contests';
import { AppError } from '@/lib/server/errors';
import { rankingOrder, selectContestMedia, toGridItem } from './contest-media-rows';
import { getContestRow } from './contest-row';
import { contestStateAt } from './contest-state';
import { rankedPlaces } from './contest-winners';

/** §2 the top10 sub-view holds ten media at most, whatever the paging asks. */
const TOP_LIST_SIZE = 10;

export type ContestGridInput = {
  contestId: number;
  sub: ContestSub;
  limit: number;
  offset: number;
  actorName?: string;
  /** §7 {contestId}/actor/{actorId}: the actor sub-view by id. */
  actorId?: number;
  /** Start the page at this medium (a link to one medium of the grid). */
  mediaIndex?: number;
  guestId: number | null;
  now: Date;
};

const votedBy = (guestId: number) =>
  // Qualified names: the count query selects from one table, where drizzle leaves columns unqualified.
  sql`exists (select 1 from "contest_votes" where "contest_votes"."media_id" = "contest_media"."id" and "contest_votes"."guest_id" = ${guestId})`;

/** The filter of a sub-view; voted for a visitor is empty, notvoted is everything. */
function subFilter(input: ContestGridInput): SQL | undefined | 'none' {
  switch (input.sub) {
    case 'voted':
      return input.guestId === null ? 'none' : votedBy(input.guestId);
    case 'notvoted':
      return input.guestId === null ? undefined : sql`not ${votedBy(input.guestId)}`;
    case 'actor':
      if (input.actorId !== undefined) return eq(contestMedia.actorId, input.actorId);
      if (!input.actorName) throw new AppError('VALIDATION_FAILED', 'The actor sub-view needs actorName.');
      return sql`"contest_media"."actor_id" = (select "actors"."id" from "actors" where "actors"."slug" = ${input.actorName.toLowerCase()})`;
    default:
      return undefined;
  }
}

/** §7 getContestGridItems/{contestId}/{contestSub}/{limit}/{offset} (actorName, mediaIndex). */
export async function contestGridItems(db: DbOrTx, input: ContestGridInput): Promise<ContestGridPage> {
  const contest = await getContestRow(db, input.contestId);
  if (!contest) throw new AppError('NOT_FOUND', 'No such contest.');
  const page = { contestId: contest.id, contestSub: input.sub, limit: input.limit, offset: input.offset };
  const filter = subFilter(input);
  if (filter === 'none') return { ...page, elementsCount: 0, items: [] };
  const where = and(filter, input.mediaIndex === undefined ? undefined : gte(contestMedia.mediaIndex, input.mediaIndex));
  const top = input.sub === 'top10';
  const limit = top ? Math.max(0, Math.min(input.limit, TOP_LIST_SIZE - input.offset)) : input.limit;
  const [rows, [total]] = await Promise.all([
    limit === 0 ? Promise.resolve([]) : selectContestMedia(db, contest.id, { where, orderBy: top ? rankingOrder : undefined, limit, offset: input.offset }),
    db.select({ n: count() }).from(contestMedia).where(where ? and(eq(contestMedia.contestId, contest.id), where) : eq(contestMedia.contestId, contest.id)),
  ]);
  // Until the job stored the places, an ended contest shows the places its votes give (never wrong).
  const derived = contestStateAt(contest, input.now) === 'last' && !contest.winnersDecidedAt ? await rankedPlaces(db, contest.id) : undefined;
  const live = contestStateAt(contest, input.now) !== 'last' ? new Map<number, number>() : derived;
  const elementsCount = top ? Math.min(total?.n ?? 0, TOP_LIST_SIZE) : (total?.n ?? 0);
  return { ...page, elementsCount, items: rows.map((row) => toGridItem(row, live)) };
}
