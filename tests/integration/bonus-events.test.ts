import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/rest/v1/[area]/[...call]/route';
import { subscriptions } from '@/lib/server/db/schema/subscriptions';
import { subscribeToGuestEvents } from '@/lib/server/realtime/guest-events';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

function redeem(token: string, code: string) {
  const request = new Request('http://localhost/rest/v1/guest/redeemBonus/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ code }),
  });
  return POST(request, { params: Promise.resolve({ area: 'guest', call: ['redeemBonus'] }) });
}

async function eventsOf(guestId: number, action: () => Promise<unknown>) {
  const events: { type: string }[] = [];
  const stop = subscribeToGuestEvents(rt.pubsub, (event) => event.guestId === guestId && events.push(event.message));
  await action();
  stop();
  return events;
}

describe('§7 events after guest/redeemBonus', () => {
  it('bonus money: bonusCodeRedeemed and the new guestBalance, to the guest only', async () => {
    const { guestId, token } = await freshGuest(rt);
    const other = await freshGuest(rt);
    const otherEvents = await eventsOf(other.guestId, async () => {
      const events = await eventsOf(guestId, async () => expect((await redeem(token, 'welcome5')).status).toBe(200));
      expect(events).toEqual([
        { type: 'bonusCodeRedeemed', code: 'WELCOME5' },
        { type: 'guestBalance', guestBalance: 500, guestBalanceFormatted: '5 €', guestIsPayingCustomer: false, version: 1 },
      ]);
    });
    expect(otherEvents).toEqual([]);
  });

  it('free minutes and messages: bonusCodeRedeemed and guestVouchers, no balance event', async () => {
    const { guestId, token } = await freshGuest(rt);
    const events = await eventsOf(guestId, async () => expect((await redeem(token, 'FREECHAT10')).status).toBe(200));
    expect(events.map((event) => event.type)).toEqual(['bonusCodeRedeemed', 'guestVouchers']);
    expect(events[1]).toMatchObject({ vouchers: expect.arrayContaining([expect.objectContaining({ type: 2, amount: 600 })]) });
  });

  it('VIP days: the VIP and TV updates follow (§4 VIP abo update), and the VIP-only code then counts the guest as VIP', async () => {
    const { guestId, token } = await freshGuest(rt);
    // Not VIP yet: the code's condition refuses it (403, nothing credited).
    expect((await redeem(token, 'VIPVIDEO')).status).toBe(403);
    const events = await eventsOf(guestId, async () => expect((await redeem(token, 'VIPWEEK')).status).toBe(200));
    expect(events).toEqual(expect.arrayContaining([{ type: 'vipUpdate', isVip: true }, { type: 'tvUpdate', isVXTVAboSubscriber: true }]));
    expect((await redeem(token, 'VIPVIDEO')).status).toBe(200);
  });

  it('§3 condition vip: a running VIP subscription satisfies it too', async () => {
    const { guestId, token } = await freshGuest(rt);
    await rt.db.insert(subscriptions).values({
      guestId,
      kind: 'vip',
      flow: 'vipabo',
      status: 'active',
      renewalPrice: 999,
      periodDays: 30,
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
      startKey: `vip-${guestId}`,
    });
    expect((await redeem(token, 'VIPVIDEO')).status).toBe(200);
  });

  it('a refused redemption publishes nothing', async () => {
    const { guestId, token } = await freshGuest(rt);
    const events = await eventsOf(guestId, async () => expect((await redeem(token, 'EXPIRED1')).status).toBe(422));
    expect(events).toEqual([]);
  });
});
