import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/rest/v1/[area]/[...call]/route';
import { cancellationOfferResponseSchema, subscriptionStateResponseSchema } from '@/lib/contracts/subscriptions';
import { subscriptions } from '@/lib/server/db/schema/subscriptions';
import { subscribeToGuestEvents } from '@/lib/server/realtime/guest-events';
import type { AppRuntime } from '@/lib/server/runtime';
import { DAY_MS } from '@/lib/server/subscriptions/plans';
import { renewDueSubscriptions } from '@/lib/server/subscriptions/renew-subscriptions';
import { getBalance, postTransaction } from '@/lib/server/wallet/ledger';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(() => stopTestRuntime(rt));

let keys = 0;
function call(area: string, path: string, token: string, body?: unknown) {
  const init: RequestInit = body === undefined ? { headers: { Authorization: `Bearer ${token}` } } : {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  };
  const request = new Request(`http://localhost/rest/v1/${area}/${path}/`, init);
  return (body === undefined ? GET : POST)(request, { params: Promise.resolve({ area, call: path.split('/') }) });
}
const subscribe = (token: string, flow: string) => call('wallet', 'pay/subscribe', token, { flow, idempotencyKey: `sub-key-${(keys += 1)}` });
const state = async (token: string) => subscriptionStateResponseSchema.parse(await (await call('guest', 'subscriptions', token)).json()).data;
const balance = (guestId: number) => getBalance(rt.db, { ownerType: 'guest', ownerId: guestId, currency: 'EUR' });

async function fund(guestId: number, cents: number) {
  await rt.db.transaction((tx) =>
    postTransaction(tx, {
      kind: 'seed-grant',
      postings: [
        { account: { ownerType: 'guest', ownerId: guestId, currency: 'EUR' }, amount: cents },
        { account: { ownerType: 'system', ownerId: 0, name: 'promotions', currency: 'EUR' }, amount: -cents },
      ],
    }),
  );
}

describe('subscriptions (VIP, trial VIP, TV)', () => {
  it('VIP starts paid from the balance, counts as TV subscriber (§6), publishes the VIP and TV updates ("when a subscription starts, a purchase is tracked with its price in EUR"); a second start is a 409', async () => {
    const { guestId, token } = await freshGuest(rt);
    await fund(guestId, 2000);
    const events: { type: string }[] = [];
    const stop = subscribeToGuestEvents(rt.pubsub, (event) => event.guestId === guestId && events.push(event.message));
    expect((await subscribe(token, 'vipabo')).status).toBe(200);
    stop();
    expect(await balance(guestId)).toBe(2000 - 999);
    expect(await state(token)).toMatchObject({ isVip: true, isVXTVAboSubscriber: true, subscriptions: [{ kind: 'vip', autoRenew: true, renewalPriceFormatted: '9,99 €' }] });
    expect(events).toEqual(
      expect.arrayContaining([
        { type: 'vipUpdate', isVip: true, started: { flow: 'vipabo', price: 999, currency: 'EUR' } },
        { type: 'tvUpdate', isVXTVAboSubscriber: true },
        expect.objectContaining({ type: 'guestBalance', guestBalance: 1001 }),
      ]),
    );
    await expectError(await subscribe(token, 'trialvipabo'), 409, 'ALREADY_SUBSCRIBED');
    expect(await balance(guestId)).toBe(1001);
    // The same request again (its idempotency key) answers the first start and charges nothing.
    const replayEvents: { type: string }[] = [];
    const stopReplay = subscribeToGuestEvents(rt.pubsub, (event) => event.guestId === guestId && replayEvents.push(event.message));
    const replay = await call('wallet', 'pay/subscribe', token, { flow: 'vipabo', idempotencyKey: `sub-key-${keys - 1}` });
    stopReplay();
    expect(replay.status).toBe(200);
    expect(await balance(guestId)).toBe(1001);
    // A replay is not a new purchase: the update carries no `started`.
    expect(replayEvents).toContainEqual({ type: 'vipUpdate', isVip: true });
  });

  it('too little balance: 409 INSUFFICIENT_FUNDS and no subscription; TV alone is not VIP', async () => {
    const { guestId, token } = await freshGuest(rt);
    await fund(guestId, 500);
    await expectError(await subscribe(token, 'vipabo'), 409, 'INSUFFICIENT_FUNDS');
    expect(await rt.db.select().from(subscriptions).where(eq(subscriptions.guestId, guestId))).toEqual([]);
    expect((await subscribe(token, 'vxtvabo')).status).toBe(200);
    expect(await state(token)).toMatchObject({ isVip: false, isVXTVAboSubscriber: true });
    expect(await balance(guestId)).toBe(1);
  });

  it('the renewal job charges each due period once (also when run twice at once) and expires what cannot be paid', async () => {
    const { guestId, token } = await freshGuest(rt);
    await fund(guestId, 199 + 999);
    expect((await subscribe(token, 'trialvipabo')).status).toBe(200);
    const inFourDays = new Date(Date.now() + 4 * DAY_MS);
    const [first, second] = await Promise.all([renewDueSubscriptions(rt.db, inFourDays), renewDueSubscriptions(rt.db, inFourDays)]);
    expect([...(first ?? []), ...(second ?? [])].filter((o) => o.guestId === guestId)).toEqual([{ guestId, kind: 'vip', outcome: 'renewed' }]);
    expect(await balance(guestId)).toBe(0);
    // The next period is due in 34 days: nothing left to pay with, so VIP ends.
    const later = await renewDueSubscriptions(rt.db, new Date(Date.now() + 40 * DAY_MS));
    expect(later.filter((o) => o.guestId === guestId)).toEqual([{ guestId, kind: 'vip', outcome: 'expired' }]);
    expect(await state(token)).toMatchObject({ isVip: false, subscriptions: [] });
    expect(await balance(guestId)).toBe(0);
  });

  it('the cancellation offer (§7) extends once and sets a cookie; cancelling turns renewal off and the period runs out', async () => {
    const { guestId, token } = await freshGuest(rt);
    await fund(guestId, 999);
    expect((await subscribe(token, 'vipabo')).status).toBe(200);
    const before = (await state(token)).subscriptions[0]?.currentPeriodEnd ?? '';
    await expectError(await call('guest', 'acceptCancellationOffer', token, { guest_id: guestId + 1, platform_text: 'web' }), 403, 'FORBIDDEN');
    const accepted = await call('guest', 'acceptCancellationOffer', token, { guest_id: guestId, platform_text: 'web' });
    expect(accepted.headers.getSetCookie().some((cookie) => cookie.startsWith('co=1;'))).toBe(true);
    const body = cancellationOfferResponseSchema.parse(await accepted.json());
    expect(body.accepted_offer).toBe(true);
    expect(Date.parse(body.accepted_offer_info ?? '') - Date.parse(before)).toBe(7 * DAY_MS);
    const again = cancellationOfferResponseSchema.parse(await (await call('guest', 'acceptCancellationOffer', token, { guest_id: guestId, platform_text: 'web' })).json());
    expect(again).toEqual({ success: true, accepted_offer: false, accepted_offer_info: null });

    expect((await call('guest', 'subscription/cancel', token, { kind: 'vip' })).status).toBe(200);
    expect(await state(token)).toMatchObject({ isVip: true, subscriptions: [{ autoRenew: false }] });
    const outcomes = await renewDueSubscriptions(rt.db, new Date(Date.now() + 60 * DAY_MS));
    expect(outcomes.filter((o) => o.guestId === guestId)).toEqual([{ guestId, kind: 'vip', outcome: 'expired' }]);
    expect(await balance(guestId)).toBe(0);
    await expectError(await call('guest', 'subscription/cancel', token, { kind: 'vip' }), 404, 'NOT_FOUND');
  });
});
