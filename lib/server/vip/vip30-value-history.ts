import 'server-only';
import { type SQL, and, gte, lt, sql } from 'drizzle-orm';
import type { Vip30History, Vip30Month } from '@/lib/contracts/vip';
import type { DbOrTx } from '@/lib/server/db/client';
import { videos } from '@/lib/server/db/schema/catalog';
import { type VipMonth, pastMonths } from './vip-months';

/** §7 VIP30 value history: this many months before the current one. */
export const VIP30_HISTORY_MONTHS = 12;

/**
 * What VIP30 gave in each of `months`: the vip30 videos released in that month (the same flag
 * as the vip30Videos category) and the sum of their prices. Computed from the catalogue in one
 * scan with one filtered aggregate per month, so a price change or a new vip30 video shows at
 * once. The catalogue prices videos in EUR only (seed and studio), so the sum is in EUR.
 */
export async function vip30MonthValues(db: DbOrTx, months: readonly VipMonth[]): Promise<Vip30Month[]> {
  if (months.length === 0) return [];
  const from = new Date(Math.min(...months.map((m) => m.start.getTime())));
  const until = new Date(Math.max(...months.map((m) => m.end.getTime())));
  const inMonth = (start: Date, end: Date): SQL =>
    sql`${videos.releasedAt} >= ${start.toISOString()}::timestamptz and ${videos.releasedAt} < ${end.toISOString()}::timestamptz`;
  const columns: Record<string, SQL<number>> = {};
  months.forEach(({ start, end }, index) => {
    columns[`n${index}`] = sql<number>`count(*) filter (where ${inMonth(start, end)})::int`.mapWith(Number);
    columns[`v${index}`] = sql<number>`coalesce(sum(${videos.price}) filter (where ${inMonth(start, end)}), 0)::int`.mapWith(Number);
  });
  const [row] = await db
    .select(columns)
    .from(videos)
    .where(
      and(
        sql`${videos.isVip30Offer}`,
        gte(videos.releasedAt, from),
        lt(videos.releasedAt, until),
        // Scheduled videos are not part of any month yet (as every list hides them).
        sql`${videos.releasedAt} <= now()`,
        sql`${videos.currency} = 'EUR'`,
      ),
    );
  return months.map(({ month }, index) => ({
    month,
    videos: Number(row?.[`n${index}`] ?? 0),
    value: { value: Number(row?.[`v${index}`] ?? 0), currency: 'EUR' as const },
  }));
}

/** §7 VIP30 value history: the 12 Berlin months before the month of `now`, newest first. */
export async function vip30ValueHistory(db: DbOrTx, now: Date): Promise<Vip30History> {
  return { months: await vip30MonthValues(db, pastMonths(now, VIP30_HISTORY_MONTHS)) };
}
