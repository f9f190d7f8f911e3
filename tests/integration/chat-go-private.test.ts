import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EXIT } from '@/lib/chat/chat-codes';
import { chatReceiptResponseSchema } from '@/lib/contracts/chat';
import { chatMediaConnected } from '@/lib/server/chat/media-events';
import { startChat } from '@/lib/server/chat/start-chat';
import { tickChats } from '@/lib/server/chat/tick-chats';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { activeChats, at, chatGet, chatRow, endLeftovers, performer } from './chat-calls';
import { freshGuest } from './fresh-guest';
import { recordEvents } from './messenger-calls';
import { fund } from './purchase-calls';
import { balanceOf } from './wallet-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterEach(() => endLeftovers(rt));
afterAll(() => stopTestRuntime(rt));

describe('§6 going private from her running free or live chat: one chat ends, the other starts, never both billed', () => {
  it('free → private with the same performer: the free chat ends with 102 at no cost, the private one bills from the second it connects', async () => {
    const actorId = await performer(rt, 2, { price: 120 });
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 1_000);
    const t0 = new Date();
    const free = await startChat(rt.db, rt.pubsub, { guestId, actorId, type: 'free' }, t0);
    await chatMediaConnected(rt.db, free.id, t0);
    await tickChats(rt.db, rt.pubsub, at(t0, 20));

    const events = recordEvents(rt);
    const priv = await startChat(rt.db, rt.pubsub, { guestId, actorId, type: 'single' }, at(t0, 30));
    events.stop();
    expect(await chatRow(rt, free.id)).toMatchObject({ status: 'ended', exitCode: CHAT_EXIT.switchedChat, billedAmount: 0 });
    expect(events.guest.map((e) => e.message)).toContainEqual(expect.objectContaining({ type: 'chatEnd', chatId: free.id, exitCode: 102, price: 0 }));
    expect((await activeChats(rt)).filter((c) => c.guestId === guestId).map((c) => c.id)).toEqual([priv.id]);

    // Nothing is billed while she has not connected (her acceptance): the balance is untouched.
    await tickChats(rt.db, rt.pubsub, at(t0, 45));
    expect(await balanceOf(rt, guestId)).toBe(1_000);
    await chatMediaConnected(rt.db, priv.id, at(t0, 50));
    await tickChats(rt.db, rt.pubsub, at(t0, 80));
    expect(await chatRow(rt, priv.id)).toMatchObject({ status: 'open', billedSeconds: 30, billedAmount: 60 });
    expect(await balanceOf(rt, guestId)).toBe(940);

    // The free chat keeps its own receipt (§4): nothing paid, exit 102.
    const receipt = chatReceiptResponseSchema.parse(await (await chatGet(`${free.id}/receipt`, token)).json()).data;
    expect(receipt).toMatchObject({ chatId: free.id, type: 'free', exitCode: 102, amount: 0 });
  });

  it('free → cam2cam without the §9 minimum balance is refused (409) and the running free chat goes on', async () => {
    const actorId = await performer(rt, 3, { price: 120 });
    const { guestId } = await freshGuest(rt);
    await fund(rt, guestId, 49);
    const free = await startChat(rt.db, rt.pubsub, { guestId, actorId, type: 'free' });
    await chatMediaConnected(rt.db, free.id, new Date());
    await expect(startChat(rt.db, rt.pubsub, { guestId, actorId, type: 'singlec2c' })).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await chatRow(rt, free.id)).toMatchObject({ status: 'open' });
    expect(await balanceOf(rt, guestId)).toBe(49);
  });
});
