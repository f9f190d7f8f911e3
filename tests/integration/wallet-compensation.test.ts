import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compensationPayResponseSchema, openCompensationResponseSchema } from '@/lib/contracts/payment-methods';
import { guests } from '@/lib/server/db/schema/accounts';
import { compensations, topUps } from '@/lib/server/db/schema/payments';
import { SANDBOX_CARDS, SANDBOX_CONFIRMATION_CODE, SANDBOX_IBANS } from '@/lib/server/payments/sandbox-cards';
import { sandboxProvider } from '@/lib/server/payments/sandbox-provider';
import { subscribeToGuestEvents } from '@/lib/server/realtime/guest-events';
import type { AppRuntime } from '@/lib/server/runtime';
import { getBalance } from '@/lib/server/wallet/ledger';
import { addCompensation } from '@/lib/server/wallet/open-compensation';
import { settleOpenTopUps } from '@/lib/server/wallet/settle-open-top-ups';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';
import { balanceOf, card, expectLedgerConsistent, get, key, post, topUpCall } from './wallet-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(() => stopTestRuntime(rt));

/** A paying guest with 10 EUR and a saved card, then charged back twice: restricted (§6), 15 EUR open. */
async function restrictedGuest() {
  const guest = await freshGuest(rt);
  await topUpCall('pay/topup', guest.token, { amount: '10', card: card(), flow: 'changecc', idempotencyKey: key() });
  await addCompensation(rt.db, guest.guestId, { amount: 1000, reason: 'chargeback' });
  await addCompensation(rt.db, guest.guestId, { amount: 500, reason: 'returned_debit' });
  return guest;
}

async function pay(token: string, body: Record<string, unknown>) {
  const response = await post('pay/compensation', token, body);
  expect(response.status).toBe(200);
  return compensationPayResponseSchema.parse(await response.json()).data;
}

const restrictionOf = async (guestId: number) =>
  (await rt.db.select({ level: guests.restrictionLevel }).from(guests).where(eq(guests.id, guestId)))[0]?.level;
const compensationAccount = () => getBalance(rt.db, { ownerType: 'system', ownerId: 0, name: 'compensation', currency: 'EUR' });

describe('§6 restricted guest: "a top-up opens the operator compensation flow instead"', () => {
  it('every top-up kind answers 403 RESTRICTED and the open items are listed', async () => {
    const { guestId, token } = await restrictedGuest();
    const refused: [string, Record<string, unknown>][] = [
      ['pay/topup', { amount: '10', card: card(), idempotencyKey: key() }],
      ['pay/sepa', { amount: '10', iban: SANDBOX_IBANS.success, holder: 'Test Guest', mandate: true, idempotencyKey: key() }],
      ['pay/carrier', { amount: '10', msisdn: '+4915123456789', idempotencyKey: key() }],
      ['pay/voice', { amount: '500', idempotencyKey: key() }],
      ['pay/oneclick', { amount: '10', idempotencyKey: key() }],
    ];
    for (const [path, body] of refused) await expectError(await post(path, token, body), 403, 'RESTRICTED');
    await expectError(await post('autorecharge', token, { enabled: true, threshold: '5', amount: '20' }), 403, 'RESTRICTED');
    expect(await balanceOf(rt, guestId)).toBe(1000);

    const open = openCompensationResponseSchema.parse(await (await get('compensation', token)).json()).data;
    expect(open).toMatchObject({ total: 1500, restrictionLevel: 1, items: [{ amount: 1000, reason: 'chargeback' }, { amount: 500, reason: 'returned_debit' }] });
    expect(open.totalFormatted).toMatch(/^15\s€$/);
  });
});

describe('POST /rest/v1/wallet/pay/compensation (§2 opcompensation)', () => {
  it('a declined card keeps the restriction and the items open; a success card settles all once, lifts it, the balance stays', async () => {
    const { guestId, token } = await restrictedGuest();
    const declined = await pay(token, { card: card(SANDBOX_CARDS.declined), idempotencyKey: key() });
    expect(declined).toMatchObject({ status: 'declined', declineReason: 'card_declined', open: { total: 1500, restrictionLevel: 1 } });
    expect(await restrictionOf(guestId)).toBe(1);

    const before = await compensationAccount();
    const events: unknown[] = [];
    const stop = subscribeToGuestEvents(rt.pubsub, (event) => event.guestId === guestId && events.push(event.message));
    const body = { card: card(), idempotencyKey: key() };
    const paid = await pay(token, body);
    stop();
    expect(paid).toMatchObject({ status: 'succeeded', declineReason: null, open: { items: [], total: 0, restrictionLevel: 0 } });
    expect(await restrictionOf(guestId)).toBe(0);
    expect(events).toEqual([expect.objectContaining({ type: 'guestBalance', guestBalance: 1000 })]);
    // The money went to the platform's compensation account, not to (or from) the guest's balance.
    expect(await balanceOf(rt, guestId)).toBe(1000);
    expect((await compensationAccount()) - before).toBe(1500);

    // A replay answers the first outcome; another key finds nothing open; nothing is charged twice.
    expect((await pay(token, body)).status).toBe('succeeded');
    expect((await pay(token, { card: card(), idempotencyKey: key() })).status).toBe('nothing_open');
    expect((await compensationAccount()) - before).toBe(1500);
    const items = await rt.db.select().from(compensations).where(eq(compensations.guestId, guestId));
    expect(items.every((item) => item.settledAt !== null && item.topUpId === paid.topUpId)).toBe(true);
    // Topping up works again.
    expect((await topUpCall('pay/topup', token, { amount: '5', card: card(), idempotencyKey: key() })).status).toBe('succeeded');
    await expectLedgerConsistent(rt);
  });

  it('concurrent payments with different keys charge the open items once', async () => {
    const { guestId, token } = await restrictedGuest();
    const before = await compensationAccount();
    const answers = await Promise.all([1, 2, 3, 4].map(() => post('pay/compensation', token, { card: card(), idempotencyKey: key() })));
    expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect((await compensationAccount()) - before).toBe(1500);
    expect(await restrictionOf(guestId)).toBe(0);
    await expectLedgerConsistent(rt);
  });

  it('a card that needs confirmation finishes through wallet/pay/confirm with the payment id', async () => {
    const { guestId, token } = await restrictedGuest();
    const waiting = await pay(token, { card: card(SANDBOX_CARDS.needsConfirmation), idempotencyKey: key() });
    expect(waiting.status).toBe('requires_confirmation');
    await expectError(await post('pay/confirm', token, { topUpId: waiting.topUpId, code: '000000' }), 422, 'CONFIRMATION_CODE_WRONG');
    expect(await restrictionOf(guestId)).toBe(1);
    await topUpCall('pay/confirm', token, { topUpId: waiting.topUpId, code: SANDBOX_CONFIRMATION_CODE });
    expect(await restrictionOf(guestId)).toBe(0);
    expect(await balanceOf(rt, guestId)).toBe(1000);
  });

  it('a payment left waiting for its code gives way to a new one: the debt is charged once', async () => {
    const { guestId, token } = await restrictedGuest();
    const before = await compensationAccount();
    const waiting = await pay(token, { card: card(SANDBOX_CARDS.needsConfirmation), idempotencyKey: key() });
    expect((await pay(token, { card: card(), idempotencyKey: key() })).status).toBe('succeeded');
    // The abandoned one cannot be confirmed any more.
    expect(await topUpCall('pay/confirm', token, { topUpId: waiting.topUpId, code: SANDBOX_CONFIRMATION_CODE })).toMatchObject({ status: 'failed', declineReason: 'superseded' });
    expect((await compensationAccount()) - before).toBe(1500);
    expect(await restrictionOf(guestId)).toBe(0);
  });

  it('a bad card is a 422 and nothing is charged; a guest with nothing open gets nothing_open', async () => {
    const { guestId, token } = await restrictedGuest();
    await expectError(await post('pay/compensation', token, { card: card('4242424242424241'), idempotencyKey: key() }), 422, 'VALIDATION_FAILED');
    expect(await restrictionOf(guestId)).toBe(1);
    const clean = await freshGuest(rt);
    expect(await pay(clean.token, { card: card(), idempotencyKey: key() })).toMatchObject({ status: 'nothing_open', topUpId: null, open: { total: 0 } });
  });

  it('a payment the provider took before the process died is settled after the restart: items paid, restriction lifted', async () => {
    const { guestId } = await restrictedGuest();
    const [row] = await rt.db
      .insert(topUps)
      .values({ guestId, amount: 1500, flow: 'opcompensation', paytype: 'CC', provider: 'sandbox', status: 'pending', descriptor: 'CV MEDIA SERVICES', idempotencyKey: key(), requestHash: 'crash' })
      .returning();
    if (!row) throw new Error('no row');
    await rt.db.update(compensations).set({ topUpId: row.id }).where(eq(compensations.guestId, guestId));
    // The provider took the charge; then the process died before settling.
    await sandboxProvider.charge(rt.db, { reference: `compensation:${row.id}`, amount: 1500, currency: 'EUR', source: { type: 'card', card: card(), save: false }, descriptor: 'CV MEDIA SERVICES' });
    const before = await compensationAccount();
    expect((await settleOpenTopUps(rt.db, sandboxProvider, { olderThanMs: 0 })).credited).toBe(1);
    expect(await restrictionOf(guestId)).toBe(0);
    expect((await compensationAccount()) - before).toBe(1500);
    expect(await balanceOf(rt, guestId)).toBe(1000);
    await expectLedgerConsistent(rt);
  });
});
