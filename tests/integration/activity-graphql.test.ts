import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/graphql/route';
import { actors } from '@/lib/server/db/schema/actors';
import { purchases } from '@/lib/server/db/schema/purchases';
import type { AppRuntime } from '@/lib/server/runtime';
import { berlinDayOf } from '@/lib/server/tv/berlin-days';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
}, 120_000);
afterAll(() => stopTestRuntime(rt));

const mayTenth = `${berlinDayOf(new Date()).year}-05-10`;
const EVENT = 'query($qmday: String) { activityEvent(type: "activity", qmday: $qmday) { event { id state } points activities { key doneToday } rewards { key claimable } } }';
const CLAIM = 'mutation($eventId: Int!, $qmday: String) { claimActivityReward(eventId: $eventId, rewardKey: "points-50", qmday: $qmday) { rewardKey } }';
const GIFT = 'mutation($actorId: Int!) { actorGiftCalendarClaim(actorId: $actorId) { actorId day type amount } }';

async function gql(query: string, variables: Record<string, unknown>, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await POST(new Request('http://localhost/graphql?language=en', { method: 'POST', headers, body: JSON.stringify({ query, variables }) }));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (await response.json()) as { data?: any; errors?: { extensions?: { code?: string } }[] };
}

describe('§7 GraphQL activity event and actor gift calendar claim', () => {
  it('on a test day, a video the guest gets now raises her points in the live event', async () => {
    const { guestId, token } = await freshGuest(rt);
    const before = await gql(EVENT, { qmday: mayTenth }, token);
    expect(before.data.activityEvent).toMatchObject({ event: { state: 'live' }, points: 0 });
    await rt.db.insert(purchases).values({ guestId, itemType: 'video', itemId: 424_242, source: 'money', price: 299, createdAt: new Date(Date.now() - 1000) });
    const after = await gql(EVENT, { qmday: mayTenth }, token);
    expect(after.data.activityEvent.points).toBe(5);
    expect(after.data.activityEvent.activities).toContainEqual({ key: 'watchVideo', doneToday: 1 });
    const early = await gql(CLAIM, { eventId: after.data.activityEvent.event.id, qmday: mayTenth }, token);
    expect(early.errors?.[0]?.extensions?.code).toBe('CONDITION_NOT_MET');
  });

  it('refuses a visitor claim and malformed arguments with clear codes', async () => {
    const visitor = await gql(EVENT, { qmday: mayTenth });
    expect(visitor.data.activityEvent.points).toBe(0);
    const claim = await gql(CLAIM, { eventId: visitor.data.activityEvent.event.id, qmday: mayTenth });
    expect(claim.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    const badType = await gql('{ activityEvent(type: "easter") { points } }', {});
    expect(badType.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const badDay = await gql(EVENT, { qmday: '2026-02-30x' });
    expect(badDay.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('claims a performer’s gift of the day once; the second claim is refused', async () => {
    const { token } = await freshGuest(rt);
    const [first] = await rt.db.select({ id: actors.id }).from(actors).orderBy(asc(actors.id)).limit(1);
    const won = await gql(GIFT, { actorId: first!.id }, token);
    expect(won.data.actorGiftCalendarClaim).toMatchObject({ actorId: first!.id });
    const again = await gql(GIFT, { actorId: first!.id }, token);
    expect(again.errors?.[0]?.extensions?.code).toBe('ALREADY_CLAIMED');
  });
});
