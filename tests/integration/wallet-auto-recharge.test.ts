import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoRechargeTeaserResponseSchema, walletMethodsResponseSchema } from '@/lib/contracts/payment-methods';
import { paymentMethods } from '@/lib/server/db/schema/payment-methods';
import { topUps } from '@/lib/server/db/schema/payments';
import { SANDBOX_CARDS } from '@/lib/server/payments/sandbox-cards';
import { sandboxProvider } from '@/lib/server/payments/sandbox-provider';
import { subscribeToGuestEvents } from '@/lib/server/realtime/guest-events';
import type { AppRuntime } from '@/lib/server/runtime';
import { afterBalanceChange } from '@/lib/server/wallet/after-balance-change';
import { autoRechargeTeaserState } from '@/lib/server/wallet/auto-recharge-teaser';
import { postTransaction } from '@/lib/server/wallet/ledger';
import { maybeAutoRecharge } from '@/lib/server/wallet/maybe-auto-recharge';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';
import { balanceOf, card, expectLedgerConsistent, key, post, topUpCall } from './wallet-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(() => stopTestRuntime(rt));

/** A guest with a saved card, 10 EUR on the balance and auto recharge on: below 5 EUR, charge 20 EUR. */
async function rechargingGuest(number: string = SANDBOX_CARDS.success) {
  const guest = await freshGuest(rt);
  await topUpCall('pay/topup', guest.token, { amount: '10', card: card(number), flow: 'changecc', idempotencyKey: key() });
  expect((await post('autorecharge', guest.token, { enabled: true, threshold: '5', amount: '20' })).status).toBe(200);
  return guest;
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

const autoRows = (guestId: number) => rt.db.select().from(topUps).where(and(eq(topUps.guestId, guestId), eq(topUps.flow, 'autorecharge')));

describe('POST /rest/v1/wallet/autorecharge (§2 autorecharge)', () => {
  it('switching on without a saved method is a 409 NO_PAYMENT_METHOD; switching off always works', async () => {
    const { token } = await freshGuest(rt);
    await expectError(await post('autorecharge', token, { enabled: true, threshold: '5', amount: '20' }), 409, 'NO_PAYMENT_METHOD');
    const off = walletMethodsResponseSchema.parse(await (await post('autorecharge', token, { enabled: false, threshold: '7.5', amount: '30' })).json()).data;
    expect(off.autoRecharge).toEqual({ enabled: false, threshold: 750, amount: 3000, available: true });
  });

  it.each([
    ['a threshold below 1 EUR', { threshold: '0.99' }],
    ['a threshold above 100 EUR', { threshold: '100.01' }],
    ['an amount below 10 EUR', { amount: '9.99' }],
    ['an amount above 500 EUR', { amount: '501' }],
    ['sub-cent amounts', { amount: '20.001' }],
  ])('%s is a 422', async (_name, overrides) => {
    const { token } = await freshGuest(rt);
    await expectError(await post('autorecharge', token, { enabled: false, threshold: '5', amount: '20', ...overrides }), 422, 'VALIDATION_FAILED');
  });
});

describe('the auto-recharge trigger (every balance change passes afterBalanceChange)', () => {
  it('a debit below the threshold triggers exactly one recharge, even when the change is published concurrently', async () => {
    const { guestId } = await rechargingGuest();
    await spend(guestId, 600);
    const events: unknown[] = [];
    const stop = subscribeToGuestEvents(rt.pubsub, (event) => event.guestId === guestId && events.push(event.message));
    await Promise.all(Array.from({ length: 5 }, () => afterBalanceChange(rt.db, rt.pubsub, guestId)));
    stop();
    expect(await balanceOf(rt, guestId)).toBe(400 + 2000);
    expect((await autoRows(guestId)).map((r) => [r.status, r.amount, r.idempotencyKey])).toEqual([['succeeded', 2000, `auto:${guestId}:1`]]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'guestBalance', guestBalance: 2400 }));
    await expectLedgerConsistent(rt);
  });

  it('no recharge above the threshold, none while switched off, and none again within 60 s of the last', async () => {
    const { guestId, token } = await rechargingGuest();
    await spend(guestId, 400);
    expect(await maybeAutoRecharge(rt.db, sandboxProvider, guestId)).toBeNull();
    await post('autorecharge', token, { enabled: false, threshold: '5', amount: '20' });
    await spend(guestId, 200);
    expect(await maybeAutoRecharge(rt.db, sandboxProvider, guestId)).toBeNull();
    await post('autorecharge', token, { enabled: true, threshold: '5', amount: '20' });
    const now = new Date();
    expect((await maybeAutoRecharge(rt.db, sandboxProvider, guestId, now))?.result.status).toBe('succeeded');
    await spend(guestId, 2000);
    expect(await maybeAutoRecharge(rt.db, sandboxProvider, guestId, new Date(now.getTime() + 30_000))).toBeNull();
    expect((await maybeAutoRecharge(rt.db, sandboxProvider, guestId, new Date(now.getTime() + 61_000)))?.result.status).toBe('succeeded');
    expect((await autoRows(guestId)).map((r) => r.idempotencyKey)).toEqual([`auto:${guestId}:1`, `auto:${guestId}:2`]);
    expect(await balanceOf(rt, guestId)).toBe(1000 - 400 - 200 + 2000 - 2000 + 2000);
  });

  it('a declined recharge credits nothing and never throws into the caller', async () => {
    const { guestId } = await rechargingGuest(SANDBOX_CARDS.declinesLater);
    await spend(guestId, 600);
    await expect(afterBalanceChange(rt.db, rt.pubsub, guestId)).resolves.toBeUndefined();
    expect(await balanceOf(rt, guestId)).toBe(400);
    expect((await autoRows(guestId)).map((r) => [r.status, r.declineReason])).toEqual([['declined', 'card_declined']]);
    // A method the provider cannot charge any more makes the trigger fail: logged, the caller unharmed.
    await rt.db.update(paymentMethods).set({ provider: 'retired' }).where(eq(paymentMethods.guestId, guestId));
    await rt.db.update(topUps).set({ createdAt: new Date(Date.now() - 120_000) }).where(eq(topUps.guestId, guestId));
    await expect(maybeAutoRecharge(rt.db, sandboxProvider, guestId)).rejects.toMatchObject({ code: 'NO_PAYMENT_METHOD' });
    await expect(afterBalanceChange(rt.db, rt.pubsub, guestId)).resolves.toBeUndefined();
    expect(await balanceOf(rt, guestId)).toBe(400);
  });
});

describe('POST /rest/v1/guest/autoRechargeTeaserState {mode}', () => {
  async function teaser(token: string, mode: string) {
    const response = await post('autoRechargeTeaserState', token, { mode }, 'guest');
    expect(response.status).toBe(200);
    return autoRechargeTeaserResponseSchema.parse(await response.json()).data.showTeaser;
  }

  it('shows only with a saved method while auto recharge is off; dismiss hides it for 30 days', async () => {
    const { guestId, token } = await freshGuest(rt);
    expect(await teaser(token, 'get')).toBe(false);
    await topUpCall('pay/topup', token, { amount: '10', card: card(), saveCard: true, idempotencyKey: key() });
    expect(await teaser(token, 'get')).toBe(true);
    await post('autorecharge', token, { enabled: true, threshold: '5', amount: '20' });
    expect(await teaser(token, 'get')).toBe(false);
    await post('autorecharge', token, { enabled: false, threshold: '5', amount: '20' });
    expect(await teaser(token, 'dismiss')).toBe(false);
    expect(await teaser(token, 'get')).toBe(false);
    const config = { oneClickAmounts: [1000], autoRechargeEnabled: true };
    const in31Days = new Date(Date.now() + 31 * 86_400_000);
    expect(await autoRechargeTeaserState(rt.db, guestId, 'get', config, in31Days)).toEqual({ showTeaser: true });
    // §5: an auto-recharge offer is allowed only if the configuration is present.
    expect(await autoRechargeTeaserState(rt.db, guestId, 'get', { ...config, autoRechargeEnabled: false }, in31Days)).toEqual({ showTeaser: false });
  });

  it('an unknown mode is a 422; without a token a 401', async () => {
    const { token } = await freshGuest(rt);
    await expectError(await post('autoRechargeTeaserState', token, { mode: 'show' }, 'guest'), 422, 'VALIDATION_FAILED');
    await expectError(await post('autoRechargeTeaserState', null, { mode: 'get' }, 'guest'), 401, 'UNAUTHORIZED');
  });
});
