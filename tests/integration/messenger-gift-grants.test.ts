import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import { guestSessionResponseSchema } from '@/lib/contracts/guest-session';
import { redeemBonusResponseSchema } from '@/lib/contracts/bonus';
import { guests } from '@/lib/server/db/schema/accounts';
import { DEMO_BONUS_CODES } from '@/lib/server/db/seed/bonus-codes';
import { isAppError } from '@/lib/server/errors';
import { grantMessengerGifts } from '@/lib/server/messenger/grant-gifts';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { bonusFixtures, NOTHING } from './bonus-fixtures';
import { freshGuest } from './fresh-guest';
import { giftBySlug, openChannel, performers, recordEvents, send, stockOf } from './messenger-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

const { redeem, createCode, writtenFor } = bonusFixtures(() => rt);

async function boughtGifts(token: string): Promise<Record<string, number>> {
  const request = new Request('http://localhost/rest/v1/guest/session/', { headers: { Authorization: `Bearer ${token}` } });
  const response = await GET(request, { params: Promise.resolve({ area: 'guest', call: ['session'] }) });
  expect(response.status).toBe(200);
  return guestSessionResponseSchema.parse(await response.json()).data.boughtGifts;
}

async function rejection(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (error) {
    return isAppError(error) ? error.code : 'not an AppError';
  }
  return 'no error';
}

describe('§3 guest session "boughtGifts (gift id to quantity)"', () => {
  it('a fresh guest owns nothing; owned gifts show up by gift id, and drop when a message uses them', async () => {
    const { guestId, token } = await freshGuest(rt);
    expect(await boughtGifts(token)).toEqual({});
    const rose = await giftBySlug(rt, 'rose');
    await grantMessengerGifts(rt.db, { guest: guestId, gift: rose.id, quantity: 2 });
    expect(await boughtGifts(token)).toEqual({ [String(rose.id)]: 2 });

    const [actorId] = await performers(rt, 1);
    const channelId = await openChannel(token, actorId!);
    const response = await send(token, channelId, '', [{ giftId: rose.id, quantity: 2 }]);
    expect(response.status).toBe(200);
    // Used up: the session lists only what is left.
    expect(await boughtGifts(token)).toEqual({});
  });
});

describe('§3 bonus code config "messenger gifts" with a giftId', () => {
  it('redeeming adds the amount to the guest\'s stock of that gift in the same transaction, and a second code adds up', async () => {
    const { guestId, token } = await freshGuest(rt);
    const star = await giftBySlug(rt, 'star');
    const events = recordEvents(rt);
    const first = await createCode([{ kind: 'messengerGifts', amount: 3, giftId: star.id }]);
    const response = await redeem(token, { code: first.code });
    expect(response.status).toBe(200);
    expect(redeemBonusResponseSchema.parse(await response.json()).bonus.benefits).toEqual([{ kind: 'messengerGifts', amount: 3, giftId: star.id }]);
    expect(await stockOf(rt, guestId, star.id)).toBe(3);
    // The page's reaction to bonusCodeRedeemed reads the session again (lib/guest/session-reactions.ts).
    expect(events.guest).toContainEqual({ guestId, message: { type: 'bonusCodeRedeemed', code: first.code } });
    events.stop();
    // Owned gifts are not vouchers.
    expect(await writtenFor(guestId)).toEqual({ ...NOTHING, redemptions: 1 });

    const second = await createCode([{ kind: 'messengerGifts', amount: 2, giftId: star.id }]);
    expect((await redeem(token, { code: second.code })).status).toBe(200);
    expect(await boughtGifts(token)).toEqual({ [String(star.id)]: 5 });
  });

  it('the seeded ROSES3 grants 3 roses', async () => {
    const { guestId, token } = await freshGuest(rt);
    const rose = await giftBySlug(rt, 'rose');
    expect(DEMO_BONUS_CODES.find((code) => code.code === 'ROSES3')?.benefits).toEqual([{ kind: 'messengerGifts', amount: 3, giftId: rose.id }]);
    expect((await redeem(token, { code: 'roses3' })).status).toBe(200);
    expect(await stockOf(rt, guestId, rose.id)).toBe(3);
  });

  it('a code naming a gift that does not exist is refused and writes nothing (not even the redemption)', async () => {
    const { guestId, token } = await freshGuest(rt);
    const { code } = await createCode([
      { kind: 'bonusMoney', amount: 100 },
      { kind: 'messengerGifts', amount: 1, giftId: 999_999 },
    ]);
    await expectError(await redeem(token, { code }), 500, 'INTERNAL');
    expect(await writtenFor(guestId)).toEqual(NOTHING);
  });
});

describe('§7 internal grantMessengerGifts (scripts/grant-gifts.ts)', () => {
  it('grants N of a gift by id or slug to a guest by id or email (any case); grants add up', async () => {
    const { guestId, token } = await freshGuest(rt);
    const [guest] = await rt.db.select({ email: guests.email }).from(guests).where(eq(guests.id, guestId));
    const coffee = await giftBySlug(rt, 'coffee');

    expect(await grantMessengerGifts(rt.db, { guest: guestId, gift: 'coffee', quantity: 2 })).toEqual({
      guestId,
      giftId: coffee.id,
      slug: 'coffee',
      granted: 2,
      owned: 2,
    });
    const byEmail = await grantMessengerGifts(rt.db, { guest: ` ${guest!.email.toUpperCase()} `, gift: coffee.id, quantity: 1 });
    expect(byEmail).toMatchObject({ guestId, owned: 3 });
    expect(await boughtGifts(token)).toEqual({ [String(coffee.id)]: 3 });
  });

  it('two grants at the same moment both count (one upsert each)', async () => {
    const { guestId } = await freshGuest(rt);
    const cupcake = await giftBySlug(rt, 'cupcake');
    await Promise.all([1, 2, 3].map(() => grantMessengerGifts(rt.db, { guest: guestId, gift: cupcake.id, quantity: 2 })));
    expect(await stockOf(rt, guestId, cupcake.id)).toBe(6);
  });

  it('an unknown guest or gift, or a quantity below 1, is refused and grants nothing', async () => {
    const { guestId } = await freshGuest(rt);
    const rose = await giftBySlug(rt, 'rose');
    expect(await rejection(grantMessengerGifts(rt.db, { guest: 'nobody@example.com', gift: 'rose', quantity: 1 }))).toBe('NOT_FOUND');
    expect(await rejection(grantMessengerGifts(rt.db, { guest: 999_999, gift: 'rose', quantity: 1 }))).toBe('NOT_FOUND');
    expect(await rejection(grantMessengerGifts(rt.db, { guest: guestId, gift: 'no-such-gift', quantity: 1 }))).toBe('NOT_FOUND');
    expect(await rejection(grantMessengerGifts(rt.db, { guest: guestId, gift: rose.id, quantity: 0 }))).toBe('VALIDATION_FAILED');
    expect(await stockOf(rt, guestId, rose.id)).toBe(0);
  });
});
