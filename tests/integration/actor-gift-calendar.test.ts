import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimActorGift } from '@/lib/server/activity/claim-actor-gift';
import { giftCalendarOf } from '@/lib/server/activity/gift-calendar';
import { actorGiftCalendars, actorGiftClaims } from '@/lib/server/db/schema/activity';
import { actors } from '@/lib/server/db/schema/actors';
import { berlinWindow } from '@/lib/server/events/berlin-window';
import { isAppError } from '@/lib/server/errors';
import type { AppRuntime } from '@/lib/server/runtime';
import { addDays, berlinDayOf, berlinDaySpan } from '@/lib/server/tv/berlin-days';
import { getBalance } from '@/lib/server/wallet/ledger';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
let actorId: number;
let bare: number;
const today = berlinDayOf(new Date());
const at = (offset: number, hour = 12) => new Date(berlinDaySpan(addDays(today, offset)).start.getTime() + hour * 3_600_000);
const codeOf = (result: PromiseSettledResult<unknown>) => (result.status === 'rejected' && isAppError(result.reason) ? result.reason.code : result.status);
const coins = (guestId: number) => getBalance(rt.db, { ownerType: 'guest', ownerId: guestId, currency: 'Coins' });

beforeAll(async () => {
  rt = await startTestRuntime();
  const list = await rt.db.select({ id: actors.id }).from(actors).orderBy(asc(actors.id)).limit(12);
  // Performers the seed gave no calendar (it gives the first six one).
  actorId = list[10]!.id;
  bare = list[11]!.id;
  const gift = { key: 'coins', type: 'coins' as const, amount: 10, threshold: null, isUpTo: false, hidden: false };
  await rt.db.insert(actorGiftCalendars).values({ actorId, ...berlinWindow(addDays(today, -1), addDays(today, 5)), gifts: [gift] });
}, 120_000);
afterAll(() => stopTestRuntime(rt));

describe('§7 actor gift calendar claim', () => {
  it('gives one gift per guest, performer and day, even under 20 parallel claims', async () => {
    const { guestId } = await freshGuest(rt);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => claimActorGift(rt.db, guestId, actorId, at(0))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.map(codeOf).filter((c) => c === 'ALREADY_CLAIMED')).toHaveLength(19);
    expect(await coins(guestId)).toBe(10);
    await expect(claimActorGift(rt.db, guestId, actorId, at(0, 23.9))).rejects.toMatchObject({ code: 'ALREADY_CLAIMED' });
    expect((await giftCalendarOf(rt.db, actorId, guestId, at(0)))?.claimedToday).toBe(true);
    // The next Berlin day brings the next gift.
    await claimActorGift(rt.db, guestId, actorId, at(1, 0.1));
    expect(await coins(guestId)).toBe(20);
  });

  it('refuses outside her calendar and for a performer without one, nothing credited', async () => {
    const { guestId } = await freshGuest(rt);
    await expect(claimActorGift(rt.db, guestId, actorId, at(6))).rejects.toMatchObject({ code: 'OUTSIDE_WINDOW' });
    await expect(claimActorGift(rt.db, guestId, actorId, at(-2))).rejects.toMatchObject({ code: 'OUTSIDE_WINDOW' });
    await expect(claimActorGift(rt.db, guestId, bare, at(0))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await coins(guestId)).toBe(0);
    const claims = await rt.db.select({ n: count() }).from(actorGiftClaims).where(eq(actorGiftClaims.guestId, guestId));
    expect(claims[0]?.n).toBe(0);
    expect(await giftCalendarOf(rt.db, actorId, guestId, at(6))).toMatchObject({ state: 'past', gift: null, claimedToday: false });
  });

  it('the seed runs a calendar for the first performers around its day', async () => {
    const [first] = await rt.db.select({ id: actors.id }).from(actors).orderBy(asc(actors.id)).limit(1);
    const calendar = await giftCalendarOf(rt.db, first!.id, null, new Date());
    expect(calendar?.state).toBe('live');
    expect(calendar?.gift).not.toBeNull();
  });
});
