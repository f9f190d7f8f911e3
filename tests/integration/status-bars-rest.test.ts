import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/rest/v1/[area]/[...call]/route';
import { avsPayRequestResponseSchema } from '@/lib/contracts/avs';
import { removedStatusBarResponseSchema, statusBarsResponseSchema } from '@/lib/contracts/status-bars';
import { guestStatusBars } from '@/lib/server/db/schema/status-bars';
import { subscriptions } from '@/lib/server/db/schema/subscriptions';
import { type GuestEvent, subscribeToGuestEvents } from '@/lib/server/realtime/guest-events';
import type { AppRuntime } from '@/lib/server/runtime';
import { DAY_MS } from '@/lib/server/subscriptions/plans';
import { renewDueSubscriptions } from '@/lib/server/subscriptions/renew-subscriptions';
import { postTransaction } from '@/lib/server/wallet/ledger';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
let events: GuestEvent[];
let unsubscribe: () => void;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
  unsubscribe = subscribeToGuestEvents(rt.pubsub, (event) => events.push(event));
});
afterAll(async () => {
  unsubscribe();
  await stopTestRuntime(rt);
});
beforeEach(() => {
  events = [];
});

function call(area: string, path: string, token: string | null, body?: unknown) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const request = new Request(`http://localhost/rest/v1/${area}/${path}/`, { method: body === undefined ? 'GET' : 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return (body === undefined ? GET : POST)(request, { params: Promise.resolve({ area, call: path.split('/') }) });
}
async function bars(token: string) {
  const response = await call('guest', 'statusBars', token);
  expect(response.status).toBe(200);
  return statusBarsResponseSchema.parse(await response.json()).data.statusBars;
}
const rowsOf = (guestId: number, kind: string) => rt.db.select().from(guestStatusBars).where(and(eq(guestStatusBars.guestId, guestId), eq(guestStatusBars.kind, kind as 'avsAccepted')));
const barEvents = (guestId: number) => events.filter((e) => e.guestId === guestId && e.message.type === 'statusBar').map((e) => e.message);

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

describe('GET /rest/v1/guest/statusBars (§3 status bars)', () => {
  it('answers 401 to a visitor and an empty list to a new guest', async () => {
    await expectError(await call('guest', 'statusBars', null), 401, 'UNAUTHORIZED');
    await expectError(await call('guest', 'removeStatusBar', null, { statusBar: '1' }), 401, 'UNAUTHORIZED');
    const { token } = await freshGuest(rt);
    expect(await bars(token)).toEqual([]);
  });
});

describe('server bars are created exactly once by their events', () => {
  it('"avs accepted": the accepting decision creates one bar, announced by avsSet; a retried callback creates none', async () => {
    const { guestId, token } = await freshGuest(rt);
    const opened = avsPayRequestResponseSchema.parse(await (await call('guest', 'avs/payRequest', token, { forwardUrl: '/en/' })).json()).data;
    const decide = () => call('guest', 'avs/sandbox/decide', null, { verificationId: opened.verificationId, decision: 'approve' });
    expect((await decide()).status).toBe(200);
    expect((await decide()).status).toBe(200);
    expect(await rowsOf(guestId, 'avsAccepted')).toHaveLength(1);
    const [bar] = await bars(token);
    expect(bar).toMatchObject({ kind: 'avsAccepted', params: {} });
    // avsSet announces the bar (the page reads its bars again on it), once: the retry publishes nothing.
    expect(events.filter((e) => e.guestId === guestId).map((e) => e.message)).toEqual([{ type: 'avsSet' }]);
    expect(bar!.id).toBeGreaterThan(0);
  });

  it('"cancellation offer": cancelling while the offer applies creates the bar; after the offer was taken, none', async () => {
    const { guestId, token } = await freshGuest(rt);
    await fund(guestId, 999);
    expect((await call('wallet', 'pay/subscribe', token, { flow: 'vipabo', idempotencyKey: `sb-${guestId}` })).status).toBe(200);
    expect((await call('guest', 'subscription/cancel', token, { kind: 'vip' })).status).toBe(200);
    const [subscription] = await rt.db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.guestId, guestId));
    expect(await bars(token)).toMatchObject([{ kind: 'cancellationOffer', params: { subscriptionId: subscription!.id } }]);
    expect(barEvents(guestId)).toHaveLength(1);

    const other = await freshGuest(rt);
    await fund(other.guestId, 999);
    expect((await call('wallet', 'pay/subscribe', other.token, { flow: 'vipabo', idempotencyKey: `sb-${other.guestId}` })).status).toBe(200);
    expect((await call('guest', 'acceptCancellationOffer', other.token, { guest_id: other.guestId, platform_text: 'web' })).status).toBe(200);
    expect((await call('guest', 'subscription/cancel', other.token, { kind: 'vip' })).status).toBe(200);
    expect(await bars(other.token)).toEqual([]);
  });

  it('"cancellation offer": accepting the offer removes its bar with the accept and announces it, without the page closing it', async () => {
    const { guestId, token } = await freshGuest(rt);
    await fund(guestId, 999);
    expect((await call('wallet', 'pay/subscribe', token, { flow: 'vipabo', idempotencyKey: `co-${guestId}` })).status).toBe(200);
    expect((await call('guest', 'subscription/cancel', token, { kind: 'vip' })).status).toBe(200);
    const [offer] = await bars(token);
    expect(offer).toMatchObject({ kind: 'cancellationOffer' });
    events = [];

    // The accept makes the guest VIP again and the page reloads on vipUpdate, possibly before it could
    // close the bar itself: the next read of the bars must already miss it.
    expect((await call('guest', 'acceptCancellationOffer', token, { guest_id: guestId, platform_text: 'web' })).status).toBe(200);
    expect(await bars(token)).toEqual([]);
    const toGuest = events.filter((e) => e.guestId === guestId).map((e) => e.message.type);
    expect(barEvents(guestId)).toEqual([{ type: 'statusBar', statusBar: String(offer!.id), removed: true }]);
    // Every tab drops the bar before the subscription update may reload it.
    expect(toGuest.indexOf('statusBar')).toBeLessThan(toGuest.indexOf('vipUpdate'));

    // Cancelling again neither offers again nor brings the removed bar back.
    expect((await call('guest', 'subscription/cancel', token, { kind: 'vip' })).status).toBe(200);
    expect(await bars(token)).toEqual([]);
  });

  it('"monthly bonus": a VIP renewal creates one bar per period, also with two renewal runs at once', async () => {
    const { guestId, token } = await freshGuest(rt);
    await fund(guestId, 999 * 3);
    expect((await call('wallet', 'pay/subscribe', token, { flow: 'vipabo', idempotencyKey: `mb-${guestId}` })).status).toBe(200);
    const later = new Date(Date.now() + 40 * DAY_MS);
    await Promise.all([renewDueSubscriptions(rt.db, later), renewDueSubscriptions(rt.db, later)]);
    expect(await rowsOf(guestId, 'monthlyBonus')).toHaveLength(1);
    expect(await bars(token)).toMatchObject([{ kind: 'monthlyBonus' }]);
  });
});

describe('POST /rest/v1/guest/removeStatusBar (the §7 removeStatusBar fallback)', () => {
  it('removes the own bar once and announces it; another guest gets 404, a bad id 422, nothing changes', async () => {
    const owner = await freshGuest(rt);
    const [row] = await rt.db.insert(guestStatusBars).values({ guestId: owner.guestId, kind: 'autoRecharge', sourceKey: 't1', params: { amount: 2000 } }).returning();
    const stranger = await freshGuest(rt);
    await expectError(await call('guest', 'removeStatusBar', stranger.token, { statusBar: String(row!.id) }), 404, 'NOT_FOUND');
    await expectError(await call('guest', 'removeStatusBar', owner.token, { statusBar: 'x1' }), 422, 'VALIDATION_FAILED');
    expect(await bars(owner.token)).toMatchObject([{ id: row!.id, kind: 'autoRecharge', params: { amount: 2000 } }]);

    const removed = removedStatusBarResponseSchema.parse(await (await call('guest', 'removeStatusBar', owner.token, { statusBar: String(row!.id) })).json());
    expect(removed.data).toEqual({ statusBar: String(row!.id), removed: true });
    expect(await bars(owner.token)).toEqual([]);
    expect(barEvents(owner.guestId)).toEqual([{ type: 'statusBar', statusBar: String(row!.id), removed: true }]);
    const again = removedStatusBarResponseSchema.parse(await (await call('guest', 'removeStatusBar', owner.token, { statusBar: String(row!.id) })).json());
    expect(again.data.removed).toBe(false);
    expect(barEvents(owner.guestId)).toHaveLength(1);
  });
});
