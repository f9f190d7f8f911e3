import 'server-only';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { EarningEntry } from '@/lib/contracts/studio';
import { formatMoney } from '@/lib/format/currency';
import type { DbOrTx } from '@/lib/server/db/client';
import { chats } from '@/lib/server/db/schema/chats';

/**
 * The performer's chat earnings, one line per chat ("per-chat earnings"): her
 * share credited tick by tick, summed in chats.performer_amount, dated by the chat's end (or its
 * last tick while it runs). Ids are the chat ids negated, so they never meet a ledger entry id.
 */
export async function chatEarningLines(db: DbOrTx, actorId: number, limit: number): Promise<EarningEntry[]> {
  const at = sql<Date>`coalesce(${chats.endedAt}, ${chats.lastBilledAt}, ${chats.createdAt})`.mapWith(chats.createdAt);
  const rows = await db
    .select({ id: chats.id, amount: chats.performerAmount, at })
    .from(chats)
    .where(and(eq(chats.actorId, actorId), gt(chats.performerAmount, 0)))
    .orderBy(desc(chats.createdAt), desc(chats.id))
    .limit(limit);
  return rows.map((row) => ({
    id: -row.id,
    kind: 'chat',
    title: null,
    amount: row.amount,
    amountFormatted: formatMoney(row.amount, 'EUR'),
    createdAt: row.at.toISOString(),
  }));
}
