import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/rest/v1/[area]/[...call]/route';
import { topUpResponseSchema } from '@/lib/contracts/wallet';
import { guests } from '@/lib/server/db/schema/accounts';
import { ledgerTransactions } from '@/lib/server/db/schema/ledger';
import { topUps } from '@/lib/server/db/schema/payments';
import { SANDBOX_CARDS, SANDBOX_CONFIRMATION_CODE } from '@/lib/server/payments/sandbox-cards';
import { subscribeToGuestEvents } from '@/lib/server/realtime/guest-events';
import type { AppRuntime } from '@/lib/server/runtime';
import { getBalance } from '@/lib/server/wallet/ledger';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(() => stopTestRuntime(rt));

const card = (number: string = SANDBOX_CARDS.success) => ({ number, expiry: '12/39', cvc: '123', holder: 'Test Guest' });
let keys = 0;
const key = () => `key-${Date.now().toString(36)}-${(keys += 1)}`;

function call(path: string, token: string | null, body: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const request = new Request(`http://localhost/rest/v1/wallet/${path}/`, { method: 'POST', headers, body: JSON.stringify(body) });
  return POST(request, { params: Promise.resolve({ area: 'wallet', call: path.split('/') }) });
}

const balanceOf = (guestId: number) => getBalance(rt.db, { ownerType: 'guest', ownerId: guestId, currency: 'EUR' });

async function topUp(token: string, body: Record<string, unknown>) {
  const response = await call('pay/topup', token, body);
  expect(response.status).toBe(200);
  return topUpResponseSchema.parse(await response.json()).data;
}

/** Σ entries of every account equals its balance, and every transaction sums to zero. */
async function ledgerConsistent(): Promise<void> {
  const rows = async (query: ReturnType<typeof sql>) => ((await rt.db.execute(query)) as unknown as { rows: unknown[] }).rows;
  const drift = await rows(sql`
    select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`);
  expect(drift).toEqual([]);
  const unbalanced = await rows(sql`
    select e.transaction_id from ledger_entries e join ledger_accounts a on a.id = e.account_id
    group by e.transaction_id, a.currency having sum(e.amount) <> 0`);
  expect(unbalanced).toEqual([]);
}

describe('POST /rest/v1/wallet/pay/topup (sandbox provider)', () => {
  it('the success card credits the amount once, makes a paying customer, publishes guestBalance, shows the descriptor', async () => {
    const { guestId, token } = await freshGuest(rt);
    const events: unknown[] = [];
    const stop = subscribeToGuestEvents(rt.pubsub, (event) => event.guestId === guestId && events.push(event.message));
    const result = await topUp(token, { amount: '20', card: card(), flow: 'moneycharge', idempotencyKey: key() });
    stop();
    expect(result).toMatchObject({ status: 'succeeded', amount: 2000, balance: 2000, declineReason: null, descriptor: 'CV MEDIA SERVICES' });
    expect(result.balanceFormatted).toMatch(/^20\s€$/);
    expect(await balanceOf(guestId)).toBe(2000);
    const [guest] = await rt.db.select({ paying: guests.isPayingCustomer }).from(guests).where(eq(guests.id, guestId));
    expect(guest?.paying).toBe(true);
    expect(events).toEqual([{ type: 'guestBalance', guestBalance: 2000, guestBalanceFormatted: result.balanceFormatted, guestIsPayingCustomer: true, version: 1 }]);
    await ledgerConsistent();
  });

  it('the decline card: status declined with the reason, nothing credited, not a paying customer', async () => {
    const { guestId, token } = await freshGuest(rt);
    const result = await topUp(token, { amount: 50, card: card(SANDBOX_CARDS.declined), idempotencyKey: key() });
    expect(result).toMatchObject({ status: 'declined', declineReason: 'card_declined', balance: 0 });
    const insufficient = await topUp(token, { amount: 50, card: card(SANDBOX_CARDS.insufficientFunds), idempotencyKey: key() });
    expect(insufficient.declineReason).toBe('insufficient_funds');
    expect(await balanceOf(guestId)).toBe(0);
    const [guest] = await rt.db.select({ paying: guests.isPayingCustomer }).from(guests).where(eq(guests.id, guestId));
    expect(guest?.paying).toBe(false);
  });

  it('the confirmation card waits for the code: a wrong code is a 422 and credits nothing, the right one credits once', async () => {
    const { guestId, token } = await freshGuest(rt);
    const waiting = await topUp(token, { amount: '19.99', card: card(SANDBOX_CARDS.needsConfirmation), idempotencyKey: key() });
    expect(waiting).toMatchObject({ status: 'requires_confirmation', amount: 1999, balance: 0 });
    await expectError(await call('pay/confirm', token, { topUpId: waiting.topUpId, code: '000000' }), 422, 'CONFIRMATION_CODE_WRONG');
    expect(await balanceOf(guestId)).toBe(0);
    const confirmations = await Promise.all(
      Array.from({ length: 5 }, () => call('pay/confirm', token, { topUpId: waiting.topUpId, code: SANDBOX_CONFIRMATION_CODE })),
    );
    expect(confirmations.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await balanceOf(guestId)).toBe(1999);
    // Another guest cannot confirm (or even see) it.
    const other = await freshGuest(rt);
    await expectError(await call('pay/confirm', other.token, { topUpId: waiting.topUpId, code: SANDBOX_CONFIRMATION_CODE }), 404, 'NOT_FOUND');
  });

  it('replaying the idempotency key answers the first outcome and credits once, also in parallel; another body is a 409', async () => {
    const { guestId, token } = await freshGuest(rt);
    const body = { amount: '10', card: card(), idempotencyKey: key() };
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('pay/topup', token, body)));
    const ok = answers.filter((r) => r.status === 200);
    // The first wins; the rest either replay its answer or (while it runs) get a 409.
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect((await topUp(token, body)).status).toBe('succeeded');
    expect(await balanceOf(guestId)).toBe(1000);
    await expectError(await call('pay/topup', token, { ...body, amount: '11' }), 409, 'IDEMPOTENCY_KEY_REUSED');
    const rows = await rt.db.select().from(topUps).where(eq(topUps.guestId, guestId));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['negative', '-5'],
    ['zero', 0],
    ['fractional beyond cents', '10.001'],
    ['huge', '1000000'],
    ['non-numeric', 'ten'],
    ['below the minimum', '4.99'],
    ['exponent notation', '1e3'],
  ])('an amount that is %s is refused with 422 and nothing is written', async (_name, amount) => {
    const { guestId, token } = await freshGuest(rt);
    await expectError(await call('pay/topup', token, { amount, card: card(), idempotencyKey: key() }), 422, 'VALIDATION_FAILED');
    expect(await rt.db.select().from(topUps).where(eq(topUps.guestId, guestId))).toEqual([]);
  });

  it('a bad card (Luhn, past expiry, CVC) is a 422 on that field; no token is a 401; a restricted guest is sent to opcompensation (403)', async () => {
    const { token, guestId } = await freshGuest(rt);
    const error = await expectError(await call('pay/topup', token, { amount: 20, card: card('4242424242424241'), idempotencyKey: key() }), 422, 'VALIDATION_FAILED');
    expect(error.issues?.[0]?.path).toBe('card.number');
    await expectError(await call('pay/topup', token, { amount: 20, card: { ...card(), expiry: '01/20' }, idempotencyKey: key() }), 422, 'VALIDATION_FAILED');
    await expectError(await call('pay/topup', null, { amount: 20, card: card(), idempotencyKey: key() }), 401, 'UNAUTHORIZED');
    await rt.db.update(guests).set({ restrictionLevel: 1 }).where(eq(guests.id, guestId));
    await expectError(await call('pay/topup', token, { amount: 20, card: card(), idempotencyKey: key() }), 403, 'RESTRICTED');
  });
});

describe('money is never lost', () => {
  it('200 concurrent top-ups and debits against one guest: never below zero, each once, the ledger sums to the balance', async () => {
    const { guestId, token } = await freshGuest(rt);
    const { postTransaction } = await import('@/lib/server/wallet/ledger');
    const debit = (n: number) =>
      rt.db
        .transaction((tx) =>
          postTransaction(tx, {
            kind: 'purchase',
            idempotencyKey: `race-debit-${guestId}-${n}`,
            postings: [
              { account: { ownerType: 'guest', ownerId: guestId, currency: 'EUR' }, amount: -700 },
              { account: { ownerType: 'system', ownerId: 0, name: 'revenue', currency: 'EUR' }, amount: 700 },
            ],
          }),
        )
        .then(
          () => 'debited' as const,
          (error: { code?: string }) => (error.code === 'INSUFFICIENT_FUNDS' ? ('refused' as const) : Promise.reject(error)),
        );
    const operations = Array.from({ length: 200 }, (_, n) =>
      n % 2 === 0 ? topUp(token, { amount: '5', card: card(), idempotencyKey: `race-${guestId}-${n}` }).then(() => 'topped' as const) : debit(n),
    );
    const outcomes = await Promise.all(operations);
    const debited = outcomes.filter((o) => o === 'debited').length;
    expect(outcomes.filter((o) => o === 'topped')).toHaveLength(100);
    expect(await balanceOf(guestId)).toBe(100 * 500 - debited * 700);
    expect(await balanceOf(guestId)).toBeGreaterThanOrEqual(0);
    const credits = await rt.db.select().from(ledgerTransactions).where(sql`${ledgerTransactions.kind} = 'top-up' and ${ledgerTransactions.memo}->>'topUpId' in (select id::text from top_ups where guest_id = ${guestId})`);
    expect(credits).toHaveLength(100);
    await ledgerConsistent();
  });
});
