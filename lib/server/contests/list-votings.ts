import 'server-only';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { Voting } from '@/lib/contracts/contests';
import type { DbOrTx } from '@/lib/server/db/client';
import { votingOptions, votingVotes, votings } from '@/lib/server/db/schema/contests';
import { contestStateAt } from './contest-state';

const titleOf = { de: 'titleDe', en: 'titleEn', es: 'titleEs', nl: 'titleNl' } as const;
const labelOf = { de: 'labelDe', en: 'labelEn', es: 'labelEs', nl: 'labelNl' } as const;

/** §7 voting "get all": every voting with its options (key, label, count) and the guest's own choice. */
export async function listVotings(db: DbOrTx, input: { language: Locale; guestId: number | null; now: Date; votingId?: number }): Promise<Voting[]> {
  const rows = await db
    .select()
    .from(votings)
    .where(input.votingId === undefined ? undefined : eq(votings.id, input.votingId))
    .orderBy(desc(votings.startsAt), desc(votings.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [options, mine] = await Promise.all([
    db
      .select({
        votingId: votingOptions.votingId,
        key: votingOptions.key,
        labelDe: votingOptions.labelDe,
        labelEn: votingOptions.labelEn,
        labelEs: votingOptions.labelEs,
        labelNl: votingOptions.labelNl,
        // Qualified names: in a one-table select drizzle leaves columns unqualified.
        count: sql<number>`(select count(*)::int from "voting_votes" v where v."voting_id" = "voting_options"."voting_id" and v."option_key" = "voting_options"."key")`.mapWith(Number),
      })
      .from(votingOptions)
      .where(inArray(votingOptions.votingId, ids))
      .orderBy(asc(votingOptions.position)),
    input.guestId === null
      ? Promise.resolve([])
      : db.select({ votingId: votingVotes.votingId, key: votingVotes.optionKey }).from(votingVotes).where(eq(votingVotes.guestId, input.guestId)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    title: row[titleOf[input.language]],
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    open: contestStateAt(row, input.now) === 'active',
    options: options.filter((o) => o.votingId === row.id).map((o) => ({ key: o.key, label: o[labelOf[input.language]], count: o.count })),
    myOptionKey: mine.find((m) => m.votingId === row.id)?.key ?? null,
  }));
}
