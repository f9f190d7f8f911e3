import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/rest/v1/[area]/[...call]/route';
import { newsletterResponseSchema } from '@/lib/contracts/personal';
import { guests } from '@/lib/server/db/schema/accounts';
import { guestVouchers } from '@/lib/server/db/schema/bonus';
import { seasonalRewards } from '@/lib/server/db/schema/seasonal';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
}, 120_000);
afterAll(() => stopTestRuntime(rt));

/** The seeded calendar's VR porn weeks: 1–14 September of the current year (lib/server/events/event-calendar.ts). */
const year = new Date().getFullYear();
const LIVE = `${year}-09-05`;
const OFF = `${year}-08-20`;
const VR = 2048;

function post(path: string, token: string, body: unknown) {
  const request = new Request(`http://localhost/rest/v1/guest/${path}`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return POST(request, { params: Promise.resolve({ area: 'guest', call: path.split('/') }) });
}

async function account() {
  const { guestId, token } = await freshGuest(rt);
  const [row] = await rt.db.select({ email: guests.email }).from(guests).where(eq(guests.id, guestId));
  const subscribe = async (qmday: string) => {
    const response = await post('newsletter/subscribe', token, { typeId: VR, userId: guestId, emailAddress: row!.email, qmday });
    expect(response.status).toBe(200);
    return newsletterResponseSchema.parse(await response.json()).data;
  };
  const rewards = () => rt.db.select().from(seasonalRewards).where(eq(seasonalRewards.guestId, guestId));
  const vouchers = () => rt.db.select().from(guestVouchers).where(and(eq(guestVouchers.guestId, guestId)));
  return { guestId, token, subscribe, rewards, vouchers };
}

describe('§2 VR porn: subscribing to its newsletter while it runs wins its subscribe reward, once', () => {
  it('grants the video voucher with the subscription and names it; unsubscribing and subscribing again wins nothing more', async () => {
    const guest = await account();
    const first = await guest.subscribe(LIVE);
    expect(first.newsletterTypes).toEqual([VR]);
    expect(first.eventRewards).toEqual([expect.objectContaining({ rewardKey: 'subscribe', type: 'videoVoucher', amount: 1, canRedeem: false })]);
    expect(await guest.vouchers()).toHaveLength(1);

    expect((await post('newsletter/unsubscribe', guest.token, { typeId: VR })).status).toBe(200);
    const again = await guest.subscribe(LIVE);
    expect(again.eventRewards).toEqual([]);
    expect(await guest.rewards()).toHaveLength(1);
    expect(await guest.vouchers()).toHaveLength(1);
  });

  it('outside the VR weeks a subscription wins nothing', async () => {
    const guest = await account();
    expect((await guest.subscribe(OFF)).eventRewards).toEqual([]);
    expect(await guest.rewards()).toHaveLength(0);
    expect(await guest.vouchers()).toHaveLength(0);
  });

  it('20 parallel subscriptions of one guest grant the reward once', async () => {
    const guest = await account();
    const answers = await Promise.all(Array.from({ length: 20 }, () => guest.subscribe(LIVE)));
    expect(answers.filter((answer) => (answer.eventRewards ?? []).length > 0)).toHaveLength(1);
    expect(await guest.rewards()).toHaveLength(1);
    expect(await guest.vouchers()).toHaveLength(1);
  });
});
