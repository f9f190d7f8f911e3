import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { invariantReport, type InvariantReport, rowsOf } from '@/tests/helpers/ledger-invariants';
import type { BankOutcome } from './bank-operations';
import type { BankWorld } from './bank-setup';

/** The answers the contract allows under this load: anything else (a 5xx above all) breaks the run. */
const ALLOWED: Record<string, string[]> = {
  purchase: ['200', '409:INSUFFICIENT_FUNDS'],
  // A repeat that races its original while the provider is charging answers 409 (top-up-core.ts).
  topUp: ['200', '409:CONFLICT'],
  message: ['200', '409:INSUFFICIENT_FUNDS', '409:CONFLICT'],
  tick: ['200'],
};

const answer = (o: BankOutcome) => (o.status === 200 ? '200' : `${o.status}:${o.code}`);

/**
 * The bank test's own checks beside the ledger's (tests/helpers/ledger-invariants.ts): every
 * answer allowed, each guest's balance explained by the domain rows (start + top-ups − purchases
 * − messages − chats), and every idempotency key taking effect exactly once.
 */
export async function checkBank(db: DbOrTx, world: BankWorld, outcomes: BankOutcome[]): Promise<InvariantReport> {
  const report = invariantReport();
  const unexpected = outcomes.filter((o) => !ALLOWED[o.op.kind]?.includes(answer(o)));
  report.check('every request answered 200 or an allowed 409', unexpected.length === 0, unexpected.slice(0, 3).map((o) => `${o.op.kind} ${answer(o)}`).join(', '));

  const ids = sql.join(world.guests.map((g) => sql`${g.guestId}`), sql`, `);
  const balances = await rowsOf<{ guest: number; balance: number; explained: number }>(db, sql`select g.id as guest,
    coalesce((select a.balance from ledger_accounts a where a.owner_type = 'guest' and a.owner_id = g.id and a.currency = 'EUR'), 0)::int as balance,
    ((select coalesce(sum(t.amount), 0) from top_ups t where t.guest_id = g.id and t.status = 'succeeded')
     - (select coalesce(sum(p.price), 0) from purchases p where p.guest_id = g.id and p.source = 'money')
     - (select coalesce(sum(m.price), 0) from messenger_messages m join messenger_channels c on c.id = m.channel_id where c.guest_id = g.id and m.sender_type = 'guest')
     - (select coalesce(sum(ch.billed_amount), 0) from chats ch where ch.guest_id = g.id))::int as explained
    from guests g where g.id in (${ids})`);
  const funded = new Map(world.guests.map((g) => [g.guestId, g.funded]));
  const wrong = balances.filter((b) => b.balance !== (funded.get(b.guest) ?? 0) + b.explained);
  report.check('every balance = start + top-ups − purchases − messages − chat debits', wrong.length === 0 && balances.length === world.guests.length, `${wrong.length} guests differ`);

  const byKey = new Map<string, BankOutcome[]>();
  for (const o of outcomes) byKey.set(`${o.op.kind}:${o.op.key}`, [...(byKey.get(`${o.op.kind}:${o.op.key}`) ?? []), o]);
  const groups = [...byKey.values()];
  report.check('a share of the requests was repeated with the same key', groups.some((g) => g.length > 1), 'no repeats');

  const topUps = await rowsOf<{ key: string; n: number }>(db, sql`select idempotency_key as key, count(*)::int as n from top_ups where guest_id in (${ids}) group by idempotency_key`);
  const topUpRows = new Map(topUps.map((r) => [r.key, r.n]));
  const topUpKeys = groups.filter((g) => g[0]?.op.kind === 'topUp');
  const badTopUps = topUpKeys.filter((g) => topUpRows.get(g[0]?.op.key ?? '') !== 1 || !g.some((o) => o.status === 200));
  report.check('every top-up key made one attempt (and one charge, credited once)', badTopUps.length === 0 && topUps.length === topUpKeys.length, `${badTopUps.length} keys`);

  const messages = await rowsOf<{ key: string; n: number }>(db, sql`select m.client_message_id as key, count(*)::int as n from messenger_messages m
    join messenger_channels c on c.id = m.channel_id where c.guest_id in (${ids}) and m.sender_type = 'guest' group by m.client_message_id`);
  const messageRows = new Map(messages.map((r) => [r.key, r.n]));
  const badMessages = groups
    .filter((g) => g[0]?.op.kind === 'message')
    .filter((g) => {
      const stored = messageRows.get(g[0]?.op.key ?? '') ?? 0;
      const first = g.filter((o) => o.status === 200 && o.data?.replayed === false).length;
      return stored !== (g.some((o) => o.status === 200) ? 1 : 0) || first !== stored;
    });
  report.check('every clientMessageId stored and charged at most once, answered first once', badMessages.length === 0, `${badMessages.length} ids`);

  const purchaseKeys = groups.filter((g) => g[0]?.op.kind === 'purchase');
  const fresh = purchaseKeys.map((g) => g.filter((o) => o.status === 200 && o.data?.alreadyOwned === false).length);
  const [bought] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from purchases where guest_id in (${ids})`);
  report.check('every item bought at most once per guest, each bought answer once', fresh.every((n) => n <= 1) && bought?.n === fresh.reduce((a, b) => a + b, 0), `${bought?.n} rows, ${fresh.filter((n) => n > 1).length} keys bought twice`);
  const purchaseCharges = await rowsOf<{ key: string }>(db, sql`select p.id as key from purchases p where p.guest_id in (${ids}) and p.source = 'money'
    and (select count(*) from ledger_transactions t where t.kind = 'purchase' and t.idempotency_key = 'purchase:' || p.guest_id || ':' || p.item_type || ':' || p.item_id) <> 1`);
  report.check('every purchase charged by exactly one ledger transaction', purchaseCharges.length === 0, `${purchaseCharges.length} purchases`);

  const chatDebits = await rowsOf<{ id: number }>(db, sql`select ch.id from chats ch where ch.guest_id in (${ids}) and ch.billed_amount <> coalesce((select -sum(e.amount)
    from ledger_transactions t join ledger_entries e on e.transaction_id = t.id join ledger_accounts a on a.id = e.account_id
    where t.kind = 'chat' and t.idempotency_key like 'chat:' || ch.id || ':%' and a.owner_type = 'guest'), 0)`);
  report.check('every chat’s ledger debits = its billed amount', chatDebits.length === 0, `${chatDebits.length} chats`);
  return { checked: report.checked, broken: report.broken };
}
