import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { type InvariantReport, invariantReport, rowsOf } from './ledger-invariants';

/** The title prefix of the videos the crash worker (tests/helpers/top-up-worker.ts) creates and buys. */
export const CRASH_VIDEO_TITLE = 'crash video';

/**
 * Purchases and paid messages against the ledger, for one guest (DESIGN.md "Money": every debit
 * belongs to what it paid for, exactly once): each purchase paid by one transaction of its key and
 * of its price, no purchase or message debit without its row, every paid message linked to its
 * debit and as many message debits as paid messages. Shared by the SIGKILL loop; the caller decides how to fail.
 */
export async function checkPurchasesAndMessages(db: DbOrTx, guestId: number): Promise<InvariantReport> {
  const report = invariantReport();
  const unpaid = await rowsOf<{ id: number }>(db, sql`select p.id from purchases p where p.guest_id = ${guestId} and p.source = 'money' and p.price > 0
    and (p.ledger_transaction_id is null or (select count(*) from ledger_transactions t
      where t.kind = 'purchase' and t.idempotency_key = 'purchase:' || p.guest_id || ':' || p.item_type || ':' || p.item_id) <> 1)`);
  report.check('each purchase paid by exactly one transaction of its key', unpaid.length === 0, `${unpaid.length} purchases`);
  const mispriced = await rowsOf<{ id: number }>(db, sql`select p.id from purchases p join ledger_entries e on e.transaction_id = p.ledger_transaction_id
    join ledger_accounts a on a.id = e.account_id and a.owner_type = 'guest' and a.owner_id = p.guest_id
    where p.guest_id = ${guestId} group by p.id, p.price having sum(e.amount) <> -p.price`);
  report.check('each purchase debited its price once', mispriced.length === 0, `${mispriced.length} purchases`);
  const orphanPurchaseDebits = await rowsOf<{ id: number }>(db, sql`select t.id from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id join ledger_accounts a on a.id = e.account_id and a.owner_type = 'guest' and a.owner_id = ${guestId}
    where t.kind = 'purchase' and (select count(*) from purchases p where p.ledger_transaction_id = t.id) <> 1`);
  report.check('no purchase debit without its one purchase', orphanPurchaseDebits.length === 0, `${orphanPurchaseDebits.length} transactions`);
  const orphanMessageDebits = await rowsOf<{ id: number }>(db, sql`select t.id from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id join ledger_accounts a on a.id = e.account_id and a.owner_type = 'guest' and a.owner_id = ${guestId}
    where t.kind = 'messenger' and (select count(*) from messenger_messages m where m.ledger_transaction_id = t.id) <> 1`);
  report.check('no message debit without its one message', orphanMessageDebits.length === 0, `${orphanMessageDebits.length} transactions`);
  const [counts] = await rowsOf<{ paid: number; unlinked: number; debits: number }>(db, sql`select
    (select count(*)::int from messenger_messages m join messenger_channels c on c.id = m.channel_id
      where c.guest_id = ${guestId} and m.sender_type = 'guest' and m.price > 0) as paid,
    (select count(*)::int from messenger_messages m join messenger_channels c on c.id = m.channel_id
      where c.guest_id = ${guestId} and m.sender_type = 'guest' and m.price > 0 and m.ledger_transaction_id is null) as unlinked,
    (select count(distinct t.id)::int from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id and a.owner_type = 'guest' and a.owner_id = ${guestId} where t.kind = 'messenger') as debits`);
  report.check('paid messages = message debits, each linked', counts?.paid === counts?.debits && counts?.unlinked === 0, JSON.stringify(counts));
  return { checked: report.checked, broken: report.broken };
}
