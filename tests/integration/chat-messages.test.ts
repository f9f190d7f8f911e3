import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EXIT } from '@/lib/chat/chat-codes';
import { chatMessageResponseSchema } from '@/lib/contracts/chat';
import { studioChatMessageResponseSchema } from '@/lib/contracts/studio-chat';
import { createSession } from '@/lib/server/accounts/sessions';
import { actorFeatures } from '@/lib/server/db/schema/actors';
import { messengerMessages } from '@/lib/server/db/schema/messenger';
import { chatMediaConnected } from '@/lib/server/chat/media-events';
import { startChat } from '@/lib/server/chat/start-chat';
import { tickChats } from '@/lib/server/chat/tick-chats';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError, postAccount } from './account-calls';
import { at, chatPost, chatRow, endLeftovers, performer } from './chat-calls';
import { catalogueItem, performerToken, studioChat } from './chat-studio-calls';
import { freshGuest } from './fresh-guest';
import { giveGifts, recordEvents, stockOf } from './messenger-calls';
import { earningsOf, fund, balance } from './purchase-calls';
import { balanceOf, expectLedgerConsistent } from './wallet-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterEach(() => endLeftovers(rt));
afterAll(() => stopTestRuntime(rt));

async function runningChat(index: number, type: 'live' | 'free' | 'voyeur' | 'single' = 'live') {
  const actorId = await performer(rt, index, { price: 120 });
  await rt.db.update(actorFeatures).set({ dildocontrol: true }).where(eq(actorFeatures.actorId, actorId));
  const guest = await freshGuest(rt);
  await fund(rt, guest.guestId, 5_000);
  const t0 = new Date();
  const chat = await startChat(rt.db, rt.pubsub, { guestId: guest.guestId, actorId, type }, t0);
  await chatMediaConnected(rt.db, chat.id, t0);
  return { ...guest, actorId, chatId: chat.id, t0 };
}

const say = (token: string | null, chatId: number | string, body: unknown) => chatPost(`${chatId}/message`, token, body);
const messageRows = (chatId: number) => rt.db.select().from(messengerMessages).where(eq(messengerMessages.chatId, chatId));

describe('in-chat messages (contract §4 "Text inside a running chat is free; a gift or toy costs its price")', () => {
  it('text is free (balance unchanged), stored as a messenger message with chatId and isVideochat; chatMessage reaches her and the guest', async () => {
    const { token, guestId, actorId, chatId } = await runningChat(1);
    const before = await balanceOf(rt, guestId);
    const events = recordEvents(rt);
    const response = await say(token, chatId, { text: '  hello <b>you</b>  ' });
    events.stop();
    expect(response.status).toBe(200);
    const { message } = chatMessageResponseSchema.parse(await response.json()).data;
    expect(message).toMatchObject({ messageType: 'text', senderType: 'guest', text: 'hello <b>you</b>', price: 0, isVideochat: true, isFreechat: false, chatId });
    expect(await balanceOf(rt, guestId)).toBe(before);
    const item = { id: message.id, senderType: 'guest', messageType: 'text', text: 'hello <b>you</b>', giftName: null, toyDurationSeconds: null, guestName: expect.any(String), createdAt: message.createdAt };
    expect(events.actor).toContainEqual({ actorId, message: { type: 'chatMessage', chatId, message: item } });
    expect(events.guest).toContainEqual({ guestId, message: { type: 'chatMessage', chatId, message: item } });
  });

  it('a gift is charged exactly once (balance falls by its price, ledger balanced); a bought gift comes from stock', async () => {
    const { token, guestId, actorId, chatId } = await runningChat(2);
    const gift = await catalogueItem(rt, 'gift');
    const before = await balanceOf(rt, guestId);
    const earningsBefore = await balance(rt, earningsOf(actorId));
    const body = { giftId: gift.id, clientMessageId: 'chat-gift-once-1' };
    const first = chatMessageResponseSchema.parse(await (await say(token, chatId, body)).json()).data.message;
    const again = chatMessageResponseSchema.parse(await (await say(token, chatId, body)).json()).data.message;
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ messageType: 'gift', price: gift.price, chatId, isVideochat: true });
    expect(await balanceOf(rt, guestId)).toBe(before - gift.price);
    expect(await balance(rt, earningsOf(actorId))).toBeGreaterThan(earningsBefore);
    expect(await messageRows(chatId)).toHaveLength(1);

    await giveGifts(rt, guestId, gift.id, 1);
    const fromStock = chatMessageResponseSchema.parse(await (await say(token, chatId, { giftId: gift.id })).json()).data.message;
    expect(fromStock.price).toBe(0);
    expect(await stockOf(rt, guestId, gift.id)).toBe(0);
    expect(await balanceOf(rt, guestId)).toBe(before - gift.price);
    await expectLedgerConsistent(rt);
  });

  it('a toy control reaches the studio with its duration, and the chat ends with isToyControl true', async () => {
    const { token, guestId, actorId, chatId, t0 } = await runningChat(3);
    const toy = await catalogueItem(rt, 'toy');
    const events = recordEvents(rt);
    expect((await say(token, chatId, { toyId: toy.id })).status).toBe(200);
    await tickChats(rt.db, rt.pubsub, at(t0, 5));
    expect((await chatPost(`${chatId}/end`, token, {})).status).toBe(200);
    events.stop();
    expect(events.actor).toContainEqual({
      actorId,
      message: { type: 'chatMessage', chatId, message: expect.objectContaining({ messageType: 'toy', giftName: toy.name, toyDurationSeconds: toy.duration ?? 5 }) },
    });
    expect(events.guest).toContainEqual({ guestId, message: expect.objectContaining({ type: 'chatEnd', chatId, isToyControl: true }) });
    expect((await chatRow(rt, chatId)).toyUsed).toBe(true);
  });

  it('a free chat marks its messages isFreechat; the performer answers from the studio', async () => {
    const { token, guestId, actorId, chatId } = await runningChat(4, 'free');
    expect(chatMessageResponseSchema.parse(await (await say(token, chatId, { text: 'hi' })).json()).data.message.isFreechat).toBe(true);
    const studio = await performerToken(rt, actorId);
    const events = recordEvents(rt);
    const reply = await studioChat('POST', `${chatId}/message`, studio, { text: 'hello back' });
    events.stop();
    expect(reply.status).toBe(200);
    const { message } = studioChatMessageResponseSchema.parse(await reply.json()).data;
    expect(message).toMatchObject({ senderType: 'actor', text: 'hello back', chatId, isVideochat: true, isFreechat: true });
    expect(events.guest).toContainEqual({ guestId, message: { type: 'chatMessage', chatId, message: expect.objectContaining({ senderType: 'actor', text: 'hello back' }) } });
    await expectError(await studioChat('POST', `${chatId}/message`, await performerToken(rt, await performer(rt, 9)), { text: 'x' }), 404, 'NOT_FOUND');
  });

  it('refusals: voyeur 403, another guest\'s chat 404, ended 409, no token 401, bad input 400/422 — nothing written', async () => {
    const voyeur = await runningChat(5, 'voyeur');
    await expectError(await say(voyeur.token, voyeur.chatId, { text: 'hi' }), 403, 'FORBIDDEN');
    const live = await runningChat(6);
    const stranger = await freshGuest(rt);
    await expectError(await say(stranger.token, live.chatId, { text: 'hi' }), 404, 'NOT_FOUND');
    await expectError(await say(null, live.chatId, { text: 'hi' }), 401, 'UNAUTHORIZED');
    const gift = await catalogueItem(rt, 'gift');
    const toy = await catalogueItem(rt, 'toy');
    for (const body of [{}, { text: '' }, { text: '   ' }, { text: 'x'.repeat(501) }, { text: 'a', giftId: gift.id }, { giftId: -1 }, { giftId: 'x' }]) {
      await expectError(await say(live.token, live.chatId, body), 422, 'VALIDATION_FAILED');
    }
    await expectError(await say(live.token, live.chatId, { giftId: toy.id }), 422, 'VALIDATION_FAILED');
    await expectError(await say(live.token, live.chatId, { toyId: gift.id }), 422, 'VALIDATION_FAILED');
    await expectError(await say(live.token, 'abc', { text: 'hi' }), 422, 'VALIDATION_FAILED');
    const raw = await chatPost(`${live.chatId}/message`, live.token, '{not json');
    expect([400, 422]).toContain(raw.status);
    const before = await balanceOf(rt, live.guestId);
    expect((await chatPost(`${live.chatId}/end`, live.token, {})).status).toBe(200);
    await expectError(await say(live.token, live.chatId, { giftId: gift.id }), 409, 'CONFLICT');
    expect(await balanceOf(rt, live.guestId)).toBe(before);
    expect(await messageRows(live.chatId)).toHaveLength(0);
    expect(await messageRows(voyeur.chatId)).toHaveLength(0);
  });
});

describe('"Logout ends the guest\'s running chat with 104" (contract §6)', () => {
  it('logout ends the running chat, billed to the moment, and tells the guest', async () => {
    const { guestId, chatId } = await runningChat(7);
    const { sessionToken } = await createSession(rt.db, guestId, { userAgent: null, ip: null }, new Date());
    const events = recordEvents(rt);
    const out = await postAccount('logout', {}, { headers: { cookie: `sid=${sessionToken}` } });
    events.stop();
    expect(out.status).toBe(200);
    expect(await chatRow(rt, chatId)).toMatchObject({ status: 'ended', exitCode: CHAT_EXIT.loggedOut });
    expect(events.guest).toContainEqual({ guestId, message: expect.objectContaining({ type: 'chatEnd', chatId, exitCode: 104 }) });
  });
});

describe('"the guest\'s header balance falls while a paid chat runs"', () => {
  it('every tick that moved money publishes guestBalance', async () => {
    const { guestId, chatId, t0 } = await runningChat(8);
    const events = recordEvents(rt);
    for (let second = 1; second <= 3; second += 1) await tickChats(rt.db, rt.pubsub, at(t0, second));
    events.stop();
    const balances = events.guest.filter((e) => e.guestId === guestId && e.message.type === 'guestBalance').map((e) => (e.message as { guestBalance: number }).guestBalance);
    expect(balances).toEqual([4_998, 4_996, 4_994]);
    expect((await chatRow(rt, chatId)).billedSeconds).toBe(3);
  });
});
