import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { albums, videos } from '@/lib/server/db/schema/catalog';
import { buyItem } from '@/lib/server/purchases/buy-item';
import { type AccountRef, postTransaction } from '@/lib/server/wallet/ledger';
import { checkLedgerInvariants, checkNoBalanceEverNegative } from '@/tests/helpers/ledger-invariants';

export const PURCHASE_CONCURRENCY = 8;
const GUESTS = 250;
const ITEMS_PER_GUEST = 8;
/** Videos and albums the guests choose from; every guest buys 8 distinct ones, many guests the same. */
const VIDEO_POOL = 400;
const ALBUM_POOL = 100;
/** Baseline and purchases alternate in this many rounds. */
const ROUNDS = 8;

export type PurchaseFigures = {
  guests: number;
  purchases: number;
  concurrency: number;
  purchasesPerSec: number;
  transfersPerSec: number;
  p50Ms: number;
  p95Ms: number;
  invariants: string[];
};

const promotions: AccountRef = { ownerType: 'system', ownerId: 0, name: 'promotions', currency: 'EUR' };
const baselineSink: AccountRef = { ownerType: 'system', ownerId: 0, name: 'bench-baseline', currency: 'EUR' };
const guestAccount = (guestId: number): AccountRef => ({ ownerType: 'guest', ownerId: guestId, currency: 'EUR' });

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

/** Runs `tasks` with `concurrency` workers; answers the wall time in ms and each task's latency. */
async function pool(tasks: (() => Promise<unknown>)[], concurrency: number): Promise<{ ms: number; latencies: number[] }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++] as () => Promise<unknown>;
      const at = performance.now();
      await task();
      latencies.push(performance.now() - at);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { ms: performance.now() - started, latencies };
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Paid, released items (not free): the price rules decide the amount, as for a guest. */
async function itemPool(db: Db): Promise<{ id: number; price: number }[]> {
  const now = new Date();
  const paidVideos = await db
    .select({ id: videos.id, price: videos.price })
    .from(videos)
    .where(and(eq(videos.isFree, false), gt(videos.price, 0), lte(videos.releasedAt, now)))
    .orderBy(asc(videos.id))
    .limit(VIDEO_POOL);
  const paidAlbums = await db
    .select({ id: albums.id, price: albums.price })
    .from(albums)
    .where(and(eq(albums.type, 'album'), eq(albums.isFree, false), gt(albums.price, 0), lte(albums.releasedAt, now)))
    .orderBy(asc(albums.id))
    .limit(ALBUM_POOL);
  return [...paidVideos, ...paidAlbums];
}

/**
 * Speed: purchases per second through buyItem (the service the REST call runs, in
 * process) at concurrency 8 on the embedded database, against plain ledger transfers
 * (postTransaction, guest → a system account) at the same concurrency in the same run. Then every
 * invariant is checked and a broken one throws. Writes bench guests (`@bench.invalid`), their
 * ledger rows and purchases into the folder; a reused BENCH_DATA_DIR keeps them.
 */
export async function purchasesSection(db: Db): Promise<PurchaseFigures> {
  const run = Date.now().toString(36);
  const items = await itemPool(db);
  if (items.length < ITEMS_PER_GUEST) throw new Error('purchases bench: the seed has too few paid items');

  const created = await db
    .insert(guests)
    .values(Array.from({ length: GUESTS }, (_, i) => ({ email: `bench-${run}-${i}@bench.invalid`, screenName: `bench_${run}_${i}`, passwordHash: 'bench' })))
    .returning({ id: guests.id });
  const guestIds = created.map((g) => g.id);
  // Guest i buys 8 distinct items, spread over the pool so that items are shared between guests.
  const basket = (i: number) => Array.from({ length: ITEMS_PER_GUEST }, (_, j) => items[(i * 37 + j * 61) % items.length] as { id: number; price: number });
  const funded = new Map<number, number>();
  for (const [i, guestId] of guestIds.entries()) {
    const amount = basket(i).reduce((sum, item) => sum + item.price, 0) + ITEMS_PER_GUEST;
    funded.set(guestId, amount);
    await db.transaction((tx) =>
      postTransaction(tx, { kind: 'bonus-code', idempotencyKey: `bench-fund:${run}:${guestId}`, postings: [{ account: promotions, amount: -amount }, { account: guestAccount(guestId), amount }] }),
    );
  }

  // One round per item index: consecutive tasks belong to different guests.
  const order = Array.from({ length: ITEMS_PER_GUEST }, (_, j) => guestIds.map((guestId, i) => ({ guestId, item: basket(i)[j] as { id: number; price: number } }))).flat();

  const transfer = (guestId: number, n: number) => () =>
    db.transaction((tx) =>
      postTransaction(tx, { kind: 'bench-transfer', idempotencyKey: `bench-transfer:${run}:${n}`, postings: [{ account: guestAccount(guestId), amount: -1 }, { account: baselineSink, amount: 1 }] }),
    );
  let paidTotal = 0;
  let fresh = 0;
  const purchase = (guestId: number, itemId: number) => async () => {
    const { response } = await buyItem(db, guestId, itemId, new Date());
    paidTotal += response.paid;
    if (!response.alreadyOwned) fresh += 1;
  };

  // Baseline and purchases alternate in rounds, so a load that changes during the run (the
  // machine is shared) weighs on both alike and the ratio stays meaningful.
  const baseline = { ms: 0 };
  const buys = { ms: 0, latencies: [] as number[] };
  const roundSize = Math.ceil(order.length / ROUNDS);
  for (let start = 0; start < order.length; start += roundSize) {
    const slice = order.slice(start, start + roundSize);
    const b = await pool(slice.map(({ guestId }, k) => transfer(guestId, start + k)), PURCHASE_CONCURRENCY);
    const p = await pool(slice.map(({ guestId, item }) => purchase(guestId, item.id)), PURCHASE_CONCURRENCY);
    baseline.ms += b.ms;
    buys.ms += p.ms;
    buys.latencies.push(...p.latencies);
  }

  const invariants = await checkInvariants(db, { guestIds, funded, purchases: order.length, fresh, paidTotal, transfersPerGuest: ITEMS_PER_GUEST });
  return {
    guests: GUESTS,
    purchases: order.length,
    concurrency: PURCHASE_CONCURRENCY,
    purchasesPerSec: order.length / (buys.ms / 1000),
    transfersPerSec: order.length / (baseline.ms / 1000),
    p50Ms: percentile(buys.latencies, 50),
    p95Ms: percentile(buys.latencies, 95),
    invariants,
  };
}

type Expected = { guestIds: number[]; funded: Map<number, number>; purchases: number; fresh: number; paidTotal: number; transfersPerGuest: number };

/** Every invariant of buying and of the ledger; throws with the list of broken ones. */
async function checkInvariants(db: Db, expected: Expected): Promise<string[]> {
  const ids = sql.join(expected.guestIds.map((id) => sql`${id}`), sql`, `);
  const broken: string[] = [];
  const checked: string[] = [];
  const check = (name: string, ok: boolean, detail: string) => {
    checked.push(name);
    if (!ok) broken.push(`${name}: ${detail}`);
  };

  // The ledger's own invariants, shared with the SIGKILL loop and the bank test.
  for (const shared of [await checkLedgerInvariants(db), await checkNoBalanceEverNegative(db, expected.guestIds)]) {
    checked.push(...shared.checked);
    broken.push(...shared.broken);
  }
  const [bought] = await rows<{ n: number; paid: number }>(db, sql`select count(*)::int as n, coalesce(sum(price), 0)::int as paid from purchases where guest_id in (${ids})`);
  check('every bench purchase recorded once', bought?.n === expected.purchases && expected.fresh === expected.purchases, `${bought?.n} rows, ${expected.fresh} fresh, ${expected.purchases} expected`);
  check('the prices recorded = what buyItem answered as paid', bought?.paid === expected.paidTotal, `${bought?.paid} recorded, ${expected.paidTotal} answered`);
  const [debits] = await rows<{ total: number }>(db, sql`select coalesce(-sum(e.amount), 0)::int as total from ledger_entries e
    join ledger_transactions t on t.id = e.transaction_id join ledger_accounts a on a.id = e.account_id
    where t.kind = 'purchase' and a.owner_type = 'guest' and a.owner_id in (${ids})`);
  check('purchase debits in the ledger = the prices recorded', debits?.total === bought?.paid, `${debits?.total} debited, ${bought?.paid} recorded`);

  const balances = await rows<{ owner: number; balance: number; paid: number }>(db, sql`select a.owner_id as owner, a.balance::int as balance,
    (select coalesce(sum(p.price), 0)::int from purchases p where p.guest_id = a.owner_id) as paid
    from ledger_accounts a where a.owner_type = 'guest' and a.currency = 'EUR' and a.owner_id in (${ids})`);
  const wrong = balances.filter((b) => b.balance !== (expected.funded.get(b.owner) ?? 0) - b.paid - expected.transfersPerGuest);
  check('every bench guest balance = funded − purchases − baseline transfers', wrong.length === 0 && balances.length === expected.guestIds.length, `${wrong.length} differ`);

  if (broken.length > 0) throw new Error(`purchases bench: invariants broken:\n- ${broken.join('\n- ')}`);
  return checked;
}
