import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compensationPayResponseSchema, walletMethodsResponseSchema } from '@/lib/contracts/payment-methods';
import { receiptsResponseSchema } from '@/lib/contracts/receipts';
import { disputablePaymentsResponseSchema, sandboxDisputeResponseSchema } from '@/lib/contracts/sandbox-dispute';
import { guests } from '@/lib/server/db/schema/accounts';
import { compensations, topUps } from '@/lib/server/db/schema/payments';
import { SANDBOX_CARDS, SANDBOX_IBANS } from '@/lib/server/payments/sandbox-cards';
import { subscribeToGuestEvents } from '@/lib/server/realtime/guest-events';
import type { AppRuntime } from '@/lib/server/runtime';
import { applyChargeback } from '@/lib/server/wallet/apply-chargeback';
import { getBalance, postTransaction } from '@/lib/server/wallet/ledger';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';
import { balanceOf, card, expectLedgerConsistent, get, key, post, topUpCall } from './wallet-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(() => stopTestRuntime(rt));

/** A guest who paid `euros` by the success card. */
async function paidGuest(euros = '20') {
  const guest = await freshGuest(rt);
  const topUp = await topUpCall('pay/topup', guest.token, { amount: euros, card: card(), idempotencyKey: key() });
  expect(topUp.status).toBe('succeeded');
  return { ...guest, topUpId: topUp.topUpId };
}

/** A purchase of `amount` cents (what a chat or a video would debit). */
const spend = (guestId: number, amount: number) =>
  rt.db.transaction((tx) =>
    postTransaction(tx, {
      kind: 'purchase',
      idempotencyKey: `spend-${guestId}-${key()}`,
      memo: { item: 'test' },
      postings: [
        { account: { ownerType: 'guest', ownerId: guestId, currency: 'EUR' }, amount: -amount },
        { account: { ownerType: 'system', ownerId: 0, name: 'revenue', currency: 'EUR' }, amount },
      ],
    }),
  );

async function dispute(token: string, topUpId: number) {
  const response = await post('sandbox/dispute', token, { topUpId });
  expect(response.status).toBe(200);
  return sandboxDisputeResponseSchema.parse(await response.json()).data;
}

const restrictionOf = async (guestId: number) => (await rt.db.select({ level: guests.restrictionLevel }).from(guests).where(eq(guests.id, guestId)))[0]?.level;
const openItems = (guestId: number) => rt.db.select().from(compensations).where(eq(compensations.guestId, guestId));
const clearing = () => getBalance(rt.db, { ownerType: 'system', ownerId: 0, name: 'payments:sandbox', currency: 'EUR' });

describe('POST /rest/v1/wallet/sandbox/dispute (a chargeback: §6 "a top-up opens the operator compensation flow instead")', () => {
  it('the whole amount still on the balance: taken back from it, nothing open, the guest not restricted; guestBalance follows', async () => {
    const { guestId, token, topUpId } = await paidGuest('20');
    const before = await clearing();
    const events: unknown[] = [];
    const stop = subscribeToGuestEvents(rt.pubsub, (event) => event.guestId === guestId && events.push(event.message));
    const result = await dispute(token, topUpId);
    stop();
    expect(result).toMatchObject({ topUpId, amount: 2000, debited: 2000, replayed: false, open: { items: [], total: 0, restrictionLevel: 0 } });
    expect(result.debitedFormatted).toMatch(/^20\s€$/);
    expect(await balanceOf(rt, guestId)).toBe(0);
    expect(await openItems(guestId)).toEqual([]);
    expect(await restrictionOf(guestId)).toBe(0);
    // The money went back to the provider's clearing account, the one the top-up came from.
    expect((await clearing()) - before).toBe(2000);
    expect(events).toEqual([expect.objectContaining({ type: 'guestBalance', guestBalance: 0 })]);
    // The receipt names the charged-back card.
    const receipts = receiptsResponseSchema.parse(await (await get('receipts', token)).json()).data.items;
    expect(receipts[0]).toMatchObject({ kind: 'chargeback', amount: -2000, detail: 'Visa •••• 4242' });
    await expectLedgerConsistent(rt);
  });

  it('part spent: what is left is taken back, the rest is open and restricts the guest; paying it by card lifts the restriction', async () => {
    const { guestId, token, topUpId } = await paidGuest('20');
    await spend(guestId, 1250);
    const result = await dispute(token, topUpId);
    expect(result).toMatchObject({ debited: 750, replayed: false, open: { total: 1250, restrictionLevel: 1, items: [{ amount: 1250, reason: 'chargeback' }] } });
    expect(await balanceOf(rt, guestId)).toBe(0);
    expect(await restrictionOf(guestId)).toBe(1);
    await expectError(await post('pay/topup', token, { amount: '10', card: card(), idempotencyKey: key() }), 403, 'RESTRICTED');

    const paid = await post('pay/compensation', token, { card: card(SANDBOX_CARDS.success), idempotencyKey: key() });
    expect(paid.status).toBe(200);
    expect(compensationPayResponseSchema.parse(await paid.json()).data).toMatchObject({ status: 'succeeded', open: { total: 0, restrictionLevel: 0 } });
    expect(await restrictionOf(guestId)).toBe(0);
    expect((await topUpCall('pay/topup', token, { amount: '10', card: card(), idempotencyKey: key() })).status).toBe('succeeded');
    await expectLedgerConsistent(rt);
  });

  it('a charged-back card is not charged again: saved cards are removed and auto recharge is switched off', async () => {
    const guest = await freshGuest(rt);
    const topUp = await topUpCall('pay/topup', guest.token, { amount: '20', card: card(), idempotencyKey: key(), saveCard: true });
    expect((await post('autorecharge', guest.token, { enabled: true, threshold: '5', amount: '20' })).status).toBe(200);
    await dispute(guest.token, topUp.topUpId);
    const methods = walletMethodsResponseSchema.parse(await (await get('methods', guest.token)).json()).data;
    expect(methods.methods).toEqual([]);
    expect(methods.autoRecharge.enabled).toBe(false);
    expect(methods.oneClick.available).toBe(false);
    // The balance is 0 now, below the threshold: nothing was charged automatically.
    expect(await balanceOf(rt, guest.guestId)).toBe(0);
  });

  it('nothing left on the balance: the whole amount is open', async () => {
    const { guestId, token, topUpId } = await paidGuest('15');
    await spend(guestId, 1500);
    expect(await dispute(token, topUpId)).toMatchObject({ debited: 0, open: { total: 1500, restrictionLevel: 1 } });
    expect(await balanceOf(rt, guestId)).toBe(0);
    await expectLedgerConsistent(rt);
  });

  it('a second dispute of the same top-up changes nothing and answers the first outcome', async () => {
    const { guestId, token, topUpId } = await paidGuest('20');
    await spend(guestId, 500);
    const first = await dispute(token, topUpId);
    const before = await clearing();
    const again = await dispute(token, topUpId);
    expect(again).toMatchObject({ debited: first.debited, replayed: true, open: { total: 500 } });
    expect(await openItems(guestId)).toHaveLength(1);
    expect(await balanceOf(rt, guestId)).toBe(0);
    expect(await clearing()).toBe(before);
    // The provider's notice by its own reference is the same dispute.
    const [row] = await rt.db.select({ providerRef: topUps.providerRef }).from(topUps).where(eq(topUps.id, topUpId));
    expect((await applyChargeback(rt.db, rt.pubsub, { provider: 'sandbox', providerRef: row?.providerRef ?? '', reason: 'fraudulent' })).replayed).toBe(true);
    expect(await openItems(guestId)).toHaveLength(1);
  });

  it('five concurrent disputes of one top-up apply it once', async () => {
    const { guestId, token, topUpId } = await paidGuest('30');
    await spend(guestId, 1000);
    const before = await clearing();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => post('sandbox/dispute', token, { topUpId })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const data = await Promise.all(answers.map(async (r) => sandboxDisputeResponseSchema.parse(await r.json()).data));
    expect(data.filter((d) => !d.replayed)).toHaveLength(1);
    expect(data.every((d) => d.debited === 2000)).toBe(true);
    expect(await balanceOf(rt, guestId)).toBe(0);
    expect(await openItems(guestId)).toMatchObject([{ amount: 1000, reason: 'chargeback', settledAt: null }]);
    expect((await clearing()) - before).toBe(2000);
    await expectLedgerConsistent(rt);
  });

  it('only a succeeded card top-up can be disputed: declined, SEPA and voice are 409 CONFLICT', async () => {
    const { guestId, token } = await freshGuest(rt);
    const declined = await topUpCall('pay/topup', token, { amount: '10', card: card(SANDBOX_CARDS.declined), idempotencyKey: key() });
    expect(declined.status).toBe('declined');
    await expectError(await post('sandbox/dispute', token, { topUpId: declined.topUpId }), 409, 'CONFLICT');

    const sepa = await topUpCall('pay/sepa', token, { amount: '25', iban: SANDBOX_IBANS.success, holder: 'Test Guest', mandate: true, idempotencyKey: key() });
    expect(sepa.status).toBe('succeeded');
    await expectError(await post('sandbox/dispute', token, { topUpId: sepa.topUpId }), 409, 'CONFLICT');

    const voice = await post('pay/voice', token, { amount: '500', idempotencyKey: key() });
    const voiceId = ((await voice.json()) as { data: { topUpId: number } }).data.topUpId;
    await expectError(await post('sandbox/dispute', token, { topUpId: voiceId }), 409, 'CONFLICT');

    expect(await balanceOf(rt, guestId)).toBe(2500);
    expect(await restrictionOf(guestId)).toBe(0);
  });

  it("another guest's top-up is 404, an unknown one too; without a token 401", async () => {
    const owner = await paidGuest('10');
    const other = await freshGuest(rt);
    await expectError(await post('sandbox/dispute', other.token, { topUpId: owner.topUpId }), 404, 'NOT_FOUND');
    await expectError(await post('sandbox/dispute', other.token, { topUpId: 2_000_000_000 }), 404, 'NOT_FOUND');
    expect((await post('sandbox/dispute', null, { topUpId: owner.topUpId })).status).toBe(401);
    expect(await balanceOf(rt, owner.guestId)).toBe(1000);
  });
});

describe('GET /rest/v1/wallet/sandbox/disputable', () => {
  it("lists the guest's own succeeded card top-ups, newest first, marking a charged-back one", async () => {
    const { token, topUpId } = await paidGuest('20');
    const second = await topUpCall('pay/topup', token, { amount: '5', card: card(), idempotencyKey: key() });
    await topUpCall('pay/topup', token, { amount: '7', card: card(SANDBOX_CARDS.declined), idempotencyKey: key() });
    await topUpCall('pay/sepa', token, { amount: '25', iban: SANDBOX_IBANS.success, holder: 'Test Guest', mandate: true, idempotencyKey: key() });
    await dispute(token, topUpId);
    const items = disputablePaymentsResponseSchema.parse(await (await get('sandbox/disputable', token)).json()).data.items;
    expect(items).toMatchObject([
      { topUpId: second.topUpId, amount: 500, disputed: false },
      { topUpId, amount: 2000, disputed: true },
    ]);
    expect(items[0]?.label).toContain('4242');
    const stranger = await freshGuest(rt);
    expect(disputablePaymentsResponseSchema.parse(await (await get('sandbox/disputable', stranger.token)).json()).data.items).toEqual([]);
    await expectLedgerConsistent(rt);
  });
});
