import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EXIT } from '@/lib/chat/chat-codes';
import { endChat } from '@/lib/server/chat/end-chat';
import { chatMediaConnected } from '@/lib/server/chat/media-events';
import { tickChats } from '@/lib/server/chat/tick-chats';
import { guestSession } from '@/lib/server/accounts/guest-session';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { at, chatRow, endLeftovers, performer, startOk } from './chat-calls';
import { freshGuest } from './fresh-guest';
import { recordEvents } from './messenger-calls';
import { fund } from './purchase-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterEach(() => endLeftovers(rt));
afterAll(() => stopTestRuntime(rt));

const pointEvents = (events: { guestId: number; message: { type: string } }[], guestId: number) =>
  events.filter((event) => event.guestId === guestId && event.message.type === 'loyaltyPointsChanged').map((event) => event.message);

describe('"loyalty points changed after chats": one point per full euro a chat cost', () => {
  it('a paid chat of 2,50 € earns 2 points at its end, in the session and as loyaltyPointsChanged with the new total; the next adds to it', async () => {
    const actorId = await performer(rt, 5, { price: 100 });
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 1000);
    const events = recordEvents(rt);
    try {
      const chatId = await startOk(token, { actorId, type: 'live' });
      const t0 = new Date();
      await chatMediaConnected(rt.db, chatId, t0);
      await tickChats(rt.db, rt.pubsub, at(t0, 150));
      await endChat(rt.db, rt.pubsub, chatId, CHAT_EXIT.guestLeft, at(t0, 150));
      expect((await chatRow(rt, chatId)).billedAmount).toBe(250);
      expect((await guestSession(rt.db, guestId)).loyaltyPoints).toBe(2);
      expect(pointEvents(events.guest, guestId)).toEqual([{ type: 'loyaltyPointsChanged', points: 2 }]);

      const second = await startOk(token, { actorId, type: 'live' });
      const t1 = new Date();
      await chatMediaConnected(rt.db, second, t1);
      await endChat(rt.db, rt.pubsub, second, CHAT_EXIT.guestLeft, at(t1, 60));
      expect((await guestSession(rt.db, guestId)).loyaltyPoints).toBe(3);
      expect(pointEvents(events.guest, guestId).at(-1)).toEqual({ type: 'loyaltyPointsChanged', points: 3 });
    } finally {
      events.stop();
    }
  });

  it('a free chat, or one under a euro, earns nothing and sends no event', async () => {
    const actorId = await performer(rt, 6, { price: 90 });
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 1000);
    const events = recordEvents(rt);
    try {
      for (const type of ['free', 'live'] as const) {
        const chatId = await startOk(token, { actorId, type });
        const t0 = new Date();
        await chatMediaConnected(rt.db, chatId, t0);
        await endChat(rt.db, rt.pubsub, chatId, CHAT_EXIT.guestLeft, at(t0, 60));
      }
      expect((await guestSession(rt.db, guestId)).loyaltyPoints).toBe(0);
      expect(pointEvents(events.guest, guestId)).toEqual([]);
    } finally {
      events.stop();
    }
  });
});
