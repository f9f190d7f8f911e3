import 'server-only';
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { IncentiveType } from '@/lib/contracts/incentive';
import type { DbOrTx } from '@/lib/server/db/client';
import { type IncentiveSnoozeReason, incentiveSnoozes } from '@/lib/server/db/schema/incentives';

/** The incentive types this guest does not get at `now` (hidden or dismissed, not yet over). */
export async function activeSnoozes(db: DbOrTx, guestId: number, now: Date): Promise<Set<IncentiveType>> {
  const rows = await db
    .select({ type: incentiveSnoozes.incentiveType })
    .from(incentiveSnoozes)
    .where(and(eq(incentiveSnoozes.guestId, guestId), gt(incentiveSnoozes.until, now)));
  return new Set(rows.map((row) => row.type));
}

/** The first instant of the next day in Berlin (§9 days are Berlin days), as SQL. */
export function endOfBerlinDay(now: Date): SQL {
  return sql`(((${now.toISOString()}::timestamptz at time zone 'Europe/Berlin')::date + 1)::timestamp at time zone 'Europe/Berlin')`;
}

/**
 * Keeps a type away from a guest until `until` (a Date, or SQL such as endOfBerlinDay). A snooze
 * already running longer stays: hiding for a week and then for a day still hides for the week.
 * Returns the end that now holds.
 */
export async function snoozeIncentive(
  db: DbOrTx,
  input: { guestId: number; type: IncentiveType; until: Date | SQL; reason: IncentiveSnoozeReason },
): Promise<Date> {
  const later = sql`excluded.snoozed_until > ${incentiveSnoozes.until}`;
  const [row] = await db
    .insert(incentiveSnoozes)
    .values({ guestId: input.guestId, incentiveType: input.type, until: input.until, reason: input.reason })
    .onConflictDoUpdate({
      target: [incentiveSnoozes.guestId, incentiveSnoozes.incentiveType],
      set: {
        until: sql`greatest(excluded.snoozed_until, ${incentiveSnoozes.until})`,
        reason: sql`case when ${later} then excluded.reason else ${incentiveSnoozes.reason} end`,
      },
    })
    .returning({ until: incentiveSnoozes.until });
  if (!row) throw new Error('snoozeIncentive: the upsert returned no row');
  return row.until;
}
