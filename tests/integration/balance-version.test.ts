import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/lib/server/accounts/legal-versions';
import { setMessengerSettings } from '@/lib/server/messenger/settings';
import { subscribeToGuestEvents } from '@/lib/server/realtime/guest-events';
import type { AppRuntime } from '@/lib/server/runtime';
import { guestBalanceMessage } from '@/lib/server/wallet/guest-balance-event';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';
import { openChannel, performers, send } from './messenger-calls';
import { buy, plainVideo, seedVideos } from './purchase-calls';
import { card, key, topUpCall } from './wallet-calls';

/**
 * The balance's version (ledger_accounts.version): raised by every movement of the balance in the
 * statement that moves it, carried by each guestBalance event and by the session snapshot, so a
 * page can keep the newest of them whatever order they arrive in.
 */
let rt: AppRuntime;
let actorId: number;
beforeAll(async () => {
  rt = await startTestRuntime();
  [actorId] = (await performers(rt, 1)) as [number];
  await setMessengerSettings(rt.db, rt.pubsub, actorId, { messagePrice: 150, freeMessages: 0, isMessagingFree: false });
});
afterAll(() => stopTestRuntime(rt));

type BalanceEvent = { guestBalance: number; version?: number };

describe('guestBalance carries the version of the balance', () => {
  it('top-up, purchase and paid message each raise it by one; every event and the snapshot say which balance they show', async () => {
    const { guestId, token } = await freshGuest(rt, { privacy: PRIVACY_VERSION, terms: TERMS_VERSION });
    const events: BalanceEvent[] = [];
    const stop = subscribeToGuestEvents(rt.pubsub, (event) => event.guestId === guestId && event.message.type === 'guestBalance' && events.push(event.message));
    try {
      // Never moved: balance 0 at version 0.
      expect(await guestBalanceMessage(rt.db, guestId)).toMatchObject({ guestBalance: 0, version: 0 });

      await topUpCall('pay/topup', token, { amount: '20', card: card(), flow: 'moneycharge', idempotencyKey: key() });
      const [video] = await seedVideos(rt, plainVideo);
      expect((await buy(token, video!.id)).status).toBe(200);
      // The same purchase again charges nothing, so it moves no version either.
      expect((await buy(token, video!.id)).status).toBe(200);
      const channelId = await openChannel(token, actorId);
      expect((await send(token, channelId, 'a paid hello')).status).toBe(200);

      const afterTopUp = 2000;
      const afterPurchase = afterTopUp - video!.price;
      expect(events).toEqual([
        expect.objectContaining({ guestBalance: afterTopUp, version: 1 }),
        expect.objectContaining({ guestBalance: afterPurchase, version: 2 }),
        expect.objectContaining({ guestBalance: afterPurchase - 150, version: 3 }),
      ]);
      // The snapshot a page asks for after its sessionAck reads the same row: the newest version.
      expect(await guestBalanceMessage(rt.db, guestId)).toMatchObject({ guestBalance: afterPurchase - 150, version: 3 });
    } finally {
      stop();
    }
  });
});
