import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/rest/v1/[area]/[...call]/route';
import { type GuestSession, guestSessionResponseSchema } from '@/lib/contracts/guest-session';
import { subscriptionStateResponseSchema } from '@/lib/contracts/subscriptions';
import { createSession, sessionGuest } from '@/lib/server/accounts/sessions';
import { guests } from '@/lib/server/db/schema/accounts';
import { guestBenefits, guestVouchers } from '@/lib/server/db/schema/bonus';
import { lockGuest } from '@/lib/server/guests/lock-guest';
import { subscribeToGuestEvents } from '@/lib/server/realtime/guest-events';
import type { AppRuntime } from '@/lib/server/runtime';
import { postTransaction } from '@/lib/server/wallet/ledger';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(() => stopTestRuntime(rt));

const DAY_MS = 24 * 60 * 60 * 1000;

function get(path: string, token?: string) {
  const request = new Request(`http://localhost/rest/v1/guest/${path}/`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return GET(request, { params: Promise.resolve({ area: 'guest', call: path.split('/') }) });
}

async function session(token: string): Promise<GuestSession> {
  const response = await get('session', token);
  expect(response.status).toBe(200);
  return guestSessionResponseSchema.parse(await response.json()).data;
}

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

function subscribe(token: string, flow: string) {
  const request = new Request('http://localhost/rest/v1/wallet/pay/subscribe/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ flow, idempotencyKey: `guest-session-${flow}-${Math.random().toString(36).slice(2)}` }),
  });
  return POST(request, { params: Promise.resolve({ area: 'wallet', call: ['pay', 'subscribe'] }) });
}

const benefit = (guestId: number, kind: 'vip' | 'premium', validTo: Date) => rt.db.insert(guestBenefits).values({ guestId, kind, value: 1, validTo });

describe('GET /rest/v1/guest/session (§3 guest session)', () => {
  it('answers 401 without an access token', async () => {
    await expectError(await get('session'), 401, 'UNAUTHORIZED');
  });

  it('a fresh guest: identity, a zero balance, no roles, avs unknown, no vouchers, the data-protection box pending', async () => {
    const { guestId, token } = await freshGuest(rt);
    const [row] = await rt.db.select({ email: guests.email, name: guests.screenName }).from(guests).where(eq(guests.id, guestId));
    expect(await session(token)).toEqual({
      id: guestId,
      isLoggedIn: true,
      name: row?.name,
      email: row?.email,
      // Inserted directly, not through sign-up's confirmation link.
      isEmailVerified: false,
      // A generated neutral avatar per guest (no uploads exist).
      avatar: expect.stringMatching(/^\/media\/avatar\/\d+-w320\.webp$/),
      balance: 0,
      balanceFormatted: '0 €',
      isPayingCustomer: false,
      isVip: false,
      isVXTVAboSubscriber: false,
      isPremium: false,
      hasAvs: false,
      avsStatus: 'unknown',
      avsRejectMessage: null,
      isLocked: false,
      isRestricted: false,
      restrictionLevel: 0,
      isBlockedForComments: false,
      isForcePayment: false,
      vouchers: [],
      loyaltyPoints: 0,
      boughtGifts: {},
      showDataProtection: true,
      // A new guest who never paid: offered the conversion chat trial (lib/conversion-chat/).
      conversionChat: { candidateEndsAt: expect.any(Number), eligibleEndsAt: null },
      // §3 geoLocation: none until the guest gives a zip or his browser's position.
      geoLocation: null,
      // §3 testGroups: drawn into the §9 recommended video filter test (tests/integration/test-groups.test.ts).
      testGroups: [{ testId: 50, group: expect.any(Number) }],
      isTestDevice: false,
      tileGridSettings: {},
    });
  });

  it('the balance in EUR cents with the §9 formatting', async () => {
    const { guestId, token } = await freshGuest(rt);
    await fund(guestId, 1250);
    expect(await session(token)).toMatchObject({ balance: 1250, balanceFormatted: '12,50 €' });
  });

  it('a VIP benefit day from a bonus code makes a VIP (§6: VIP counts as TV subscriber, premium), in guest/subscriptions too', async () => {
    const { guestId, token } = await freshGuest(rt);
    await benefit(guestId, 'vip', new Date(Date.now() + DAY_MS));
    expect(await session(token)).toMatchObject({ isVip: true, isVXTVAboSubscriber: true, isPremium: true });
    const state = subscriptionStateResponseSchema.parse(await (await get('subscriptions', token)).json()).data;
    expect(state).toMatchObject({ isVip: true, isVXTVAboSubscriber: true, subscriptions: [] });
  });

  it('VIP days that have run out count for nothing', async () => {
    const { guestId, token } = await freshGuest(rt);
    await benefit(guestId, 'vip', new Date(Date.now() - 1000));
    expect(await session(token)).toMatchObject({ isVip: false, isVXTVAboSubscriber: false, isPremium: false });
  });

  it('premium days make a premium guest, not a VIP nor a TV subscriber', async () => {
    const { guestId, token } = await freshGuest(rt);
    await benefit(guestId, 'premium', new Date(Date.now() + DAY_MS));
    expect(await session(token)).toMatchObject({ isVip: false, isVXTVAboSubscriber: false, isPremium: true });
  });

  it('after a TV subscription: TV subscriber and premium (§6 "premium guest (TV or VIP)"), not VIP', async () => {
    const { guestId, token } = await freshGuest(rt);
    await fund(guestId, 5000);
    expect((await subscribe(token, 'vxtvabo')).status).toBe(200);
    expect(await session(token)).toMatchObject({ isVip: false, isVXTVAboSubscriber: true, isPremium: true });
  });

  it('after a VIP subscription: VIP, TV subscriber, premium', async () => {
    const { guestId, token } = await freshGuest(rt);
    await fund(guestId, 5000);
    expect((await subscribe(token, 'vipabo')).status).toBe(200);
    expect(await session(token)).toMatchObject({ isVip: true, isVXTVAboSubscriber: true, isPremium: true, balance: 5000 - 999 });
  });

  it('restricted guest: level 1 is restricted; from level 2 the guest requires forced payment', async () => {
    const one = await freshGuest(rt);
    await rt.db.update(guests).set({ restrictionLevel: 1, isBlockedForComments: true }).where(eq(guests.id, one.guestId));
    expect(await session(one.token)).toMatchObject({ isRestricted: true, restrictionLevel: 1, isForcePayment: false, isBlockedForComments: true });
    const two = await freshGuest(rt);
    await rt.db.update(guests).set({ restrictionLevel: 2 }).where(eq(guests.id, two.guestId));
    expect(await session(two.token)).toMatchObject({ isRestricted: true, restrictionLevel: 2, isForcePayment: true });
  });

  it('§4 avs: accepted means hasAvs; rejected carries the server message', async () => {
    const accepted = await freshGuest(rt);
    await rt.db.update(guests).set({ avsStatus: 'accepted' }).where(eq(guests.id, accepted.guestId));
    expect(await session(accepted.token)).toMatchObject({ hasAvs: true, avsStatus: 'accepted', avsRejectMessage: null });
    const rejected = await freshGuest(rt);
    await rt.db.update(guests).set({ avsStatus: 'rejected', avsRejectMessage: 'The document was not readable.' }).where(eq(guests.id, rejected.guestId));
    expect(await session(rejected.token)).toMatchObject({ hasAvs: false, avsStatus: 'rejected', avsRejectMessage: 'The document was not readable.' });
  });

  it('vouchers (type, amount, actorId) valid now, summed per type and actor; the accepted data protection clears the flag', async () => {
    const { guestId, token } = await freshGuest(rt, { privacy: 999, terms: 999 });
    await rt.db.insert(guestVouchers).values([
      { guestId, type: 2, amount: 300, source: 'test' },
      { guestId, type: 2, amount: 300, source: 'test' },
      { guestId, type: 1, amount: 1, actorId: 7, source: 'test' },
      { guestId, type: 5, amount: 9, source: 'test', validTo: new Date(Date.now() - 1000) },
    ]);
    expect(await session(token)).toMatchObject({
      vouchers: [
        { type: 1, amount: 1, actorId: 7 },
        { type: 2, amount: 600, actorId: null },
      ],
      showDataProtection: false,
    });
  });
});

describe('lockGuest (§6 locked guest, §4 "Guest locked: logout")', () => {
  it('locks the account: the old token gets 401, every session ends, and guestLocked goes to the guest only', async () => {
    const { guestId, token } = await freshGuest(rt);
    const other = await freshGuest(rt);
    const now = new Date();
    const first = await createSession(rt.db, guestId, { userAgent: 'test', ip: null }, now);
    const second = await createSession(rt.db, guestId, { userAgent: 'test', ip: null }, now);
    expect((await get('session', token)).status).toBe(200);

    const events: { guestId: number; type: string }[] = [];
    const stop = subscribeToGuestEvents(rt.pubsub, (event) => events.push({ guestId: event.guestId, type: event.message.type }));
    const result = await lockGuest(rt.db, rt.pubsub, guestId);
    stop();

    expect(result).toEqual({ guestId, endedSessions: 2 });
    expect(events).toEqual([{ guestId, type: 'guestLocked' }]);
    await expectError(await get('session', token), 401, 'UNAUTHORIZED');
    expect(await sessionGuest(rt.db, first.sessionToken)).toBeNull();
    expect(await sessionGuest(rt.db, second.sessionToken)).toBeNull();
    expect((await get('session', other.token)).status).toBe(200);
  });

  it('an unknown guest is NOT_FOUND and publishes nothing', async () => {
    const events: unknown[] = [];
    const stop = subscribeToGuestEvents(rt.pubsub, (event) => events.push(event));
    await expect(lockGuest(rt.db, rt.pubsub, 987654)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    stop();
    expect(events).toEqual([]);
  });
});
