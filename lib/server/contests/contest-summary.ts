import 'server-only';
import { and, asc, count, desc, gt, lte, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { ContestKind, ContestSummary } from '@/lib/contracts/contests';
import type { DbOrTx } from '@/lib/server/db/client';
import { contests } from '@/lib/server/db/schema/contests';
import { selectContestMedia, toGridItem } from './contest-media-rows';
import { type ContestRow, contestCounts, contestText } from './contest-row';
import { type ContestState, contestStateAt } from './contest-state';
import { contestWinners } from './contest-winners';

/** §3 contest as tiles and headers show it: text, window, state, counts, preview, winners. */
export async function contestSummary(db: DbOrTx, row: ContestRow, language: Locale, now: Date): Promise<ContestSummary> {
  const [counts, first, winners] = await Promise.all([
    contestCounts(db, row.id),
    selectContestMedia(db, row.id, { limit: 1, offset: 0 }),
    contestWinners(db, row, now),
  ]);
  const lead = winners[0] ?? (first[0] ? toGridItem(first[0]) : null);
  return {
    id: row.id,
    type: row.kind,
    ...contestText(row, language),
    fsk: row.fsk,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    state: contestStateAt(row, now),
    ...counts,
    preview: lead?.preview ?? null,
    link: `/contests/${row.id}/`,
    winners,
  };
}

/** Which contests a state holds at `now`, and their order (next: soonest, active: ending first, last: newest). */
function byState(state: ContestState, now: Date) {
  switch (state) {
    case 'next':
      return { where: gt(contests.startsAt, now), order: [asc(contests.startsAt), asc(contests.id)] };
    case 'active':
      return { where: and(lte(contests.startsAt, now), gt(contests.endsAt, now)), order: [asc(contests.endsAt), asc(contests.id)] };
    case 'last':
      return { where: lte(contests.endsAt, now), order: [desc(contests.endsAt), desc(contests.id)] };
  }
}

type ListInput = { state: ContestState; kind?: ContestKind; now: Date; language: Locale; limit: number; offset: number };

/** §2 tile grids of active, next and last contests (and the past contests by kind). */
export async function listContests(db: DbOrTx, input: ListInput): Promise<{ total: number; items: ContestSummary[] }> {
  const { where, order } = byState(input.state, input.now);
  const filter = input.kind ? and(where, sql`${contests.kind} = ${input.kind}`) : where;
  const [rows, [total]] = await Promise.all([
    db.select().from(contests).where(filter).orderBy(...order).limit(input.limit).offset(input.offset),
    db.select({ n: count() }).from(contests).where(filter),
  ]);
  const items = await Promise.all(rows.map((row) => contestSummary(db, row, input.language, input.now)));
  return { total: total?.n ?? 0, items };
}
