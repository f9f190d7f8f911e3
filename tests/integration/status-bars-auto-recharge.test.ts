import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestStatusBars } from '@/lib/server/db/schema/status-bars';
import { SANDBOX_CARDS } from '@/lib/server/payments/sandbox-cards';
import { type GuestEvent, subscribeToGuestEvents } from '@/lib/server/realtime/guest-events';
import type { AppRuntime } from '@/lib/server/runtime';
import { afterBalanceChange } from '@/lib/server/wallet/after-balance-change';
import { postTransaction } from '@/lib/server/wallet/ledger';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';
import { card, key, post, topUpCall } from './wallet-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(() => stopTestRuntime(rt));

/** A guest with a saved card, 10 EUR and auto recharge on (below 5 EUR, charge 20 EUR), then 6 EUR spent. */
async function guestBelowThreshold(number: string) {
  const guest = await freshGuest(rt);
  await topUpCall('pay/topup', guest.token, { amount: '10', card: card(number), flow: 'changecc', idempotencyKey: key() });
  expect((await post('autorecharge', guest.token, { enabled: true, threshold: '5', amount: '20' })).status).toBe(200);
  await rt.db.transaction((tx) =>
    postTransaction(tx, {
      kind: 'purchase',
      idempotencyKey: `spend-${guest.guestId}-${key()}`,
      memo: { item: 'test' },
      postings: [
        { account: { ownerType: 'guest', ownerId: guest.guestId, currency: 'EUR' }, amount: -600 },
        { account: { ownerType: 'system', ownerId: 0, name: 'revenue', currency: 'EUR' }, amount: 600 },
      ],
    }),
  );
  return guest;
}
const barsOf = (guestId: number) => rt.db.select().from(guestStatusBars).where(and(eq(guestStatusBars.guestId, guestId), eq(guestStatusBars.kind, 'autoRecharge')));

describe('§3 "automatic recharge" status bar', () => {
  it('one bar naming the amount per executed recharge, announced once, also with five triggers at once', async () => {
    const { guestId } = await guestBelowThreshold(SANDBOX_CARDS.success);
    const events: GuestEvent['message'][] = [];
    const stop = subscribeToGuestEvents(rt.pubsub, (event) => event.guestId === guestId && events.push(event.message));
    await Promise.all(Array.from({ length: 5 }, () => afterBalanceChange(rt.db, rt.pubsub, guestId)));
    stop();
    const bars = await barsOf(guestId);
    expect(bars.map((bar) => bar.params)).toEqual([{ amount: 2000 }]);
    expect(events.filter((message) => message.type === 'statusBar')).toEqual([{ type: 'statusBar', statusBar: String(bars[0]!.id), removed: false }]);
  });

  it('a declined recharge makes no bar', async () => {
    const { guestId } = await guestBelowThreshold(SANDBOX_CARDS.declinesLater);
    await afterBalanceChange(rt.db, rt.pubsub, guestId);
    expect(await barsOf(guestId)).toEqual([]);
  });
});
