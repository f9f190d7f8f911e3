import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EXIT } from '@/lib/chat/chat-codes';
import { studioChatEndResponseSchema, studioChatRoomResponseSchema } from '@/lib/contracts/studio-chat';
import { chatMediaConnected } from '@/lib/server/chat/media-events';
import { startChat } from '@/lib/server/chat/start-chat';
import { tickChats } from '@/lib/server/chat/tick-chats';
import type { HandlerResult, SessionState } from '@/lib/server/realtime/session-state';
import { handleClientMessage } from '@/lib/server/ws/dispatch';
import type { AppRuntime } from '@/lib/server/runtime';
import { expectError } from './account-calls';
import { at, chatPost, chatRow, endLeftovers, performer } from './chat-calls';
import { guestSession, performerSession, performerToken, startRuntimeWithHub, stopRuntimeWithHub, studioChat } from './chat-studio-calls';
import { freshGuest } from './fresh-guest';
import { recordEvents } from './messenger-calls';
import { fund } from './purchase-calls';
import { balanceOf } from './wallet-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startRuntimeWithHub();
});
afterEach(() => endLeftovers(rt));
afterAll(() => stopRuntimeWithHub(rt));

const chatMedia = (session: SessionState, chatId: number, state: 'connected' | 'lost'): Promise<HandlerResult> =>
  handleClientMessage(session, { type: 'chatMedia', chatId, state });

async function guestWithMoney(cents = 2_000) {
  const guest = await freshGuest(rt);
  await fund(rt, guest.guestId, cents);
  return guest;
}

describe('chatMedia (contract §1 "the PERFORMER\'s page reports its peer connection state for a 1:1 chat")', () => {
  it('refused for a guest, another performer and a non-private chat; accepted from her → billing starts', async () => {
    const actorId = await performer(rt, 1, { price: 120 });
    const other = await performer(rt, 2);
    const guest = await guestWithMoney();
    const chat = await startChat(rt.db, rt.pubsub, { guestId: guest.guestId, actorId, type: 'single' });
    const refused = { type: 'error', code: 'UNAUTHORIZED', message: expect.any(String) };

    expect((await chatMedia(guestSession(guest.guestId), chat.id, 'connected')).replies).toEqual([refused]);
    expect((await chatMedia(performerSession(other), chat.id, 'connected')).replies).toEqual([refused]);
    const live = await startChat(rt.db, rt.pubsub, { guestId: (await guestWithMoney()).guestId, actorId, type: 'live' });
    expect((await chatMedia(performerSession(actorId), live.id, 'connected')).replies).toEqual([refused]);
    expect(await chatRow(rt, chat.id)).toMatchObject({ status: 'connecting', billedSeconds: 0 });
    expect(await chatRow(rt, live.id)).toMatchObject({ status: 'connecting' });

    expect((await chatMedia(performerSession(actorId), chat.id, 'connected')).replies).toEqual([]);
    const opened = await chatRow(rt, chat.id);
    expect(opened.status).toBe('open');
    await tickChats(rt.db, rt.pubsub, at(opened.mediaStartedAt as Date, 10));
    expect(await chatRow(rt, chat.id)).toMatchObject({ billedSeconds: 10, billedAmount: 20 });
    expect(await balanceOf(rt, guest.guestId)).toBe(1_980);

    // 'lost' pauses billing at once.
    expect((await chatMedia(performerSession(actorId), chat.id, 'lost')).replies).toEqual([]);
    expect((await chatRow(rt, chat.id)).mediaLostAt).not.toBeNull();
  });

  it('an expired studio session or a visitor is refused too', async () => {
    const actorId = await performer(rt, 3);
    const guest = await guestWithMoney();
    const chat = await startChat(rt.db, rt.pubsub, { guestId: guest.guestId, actorId, type: 'videocall' });
    const expired = { ...performerSession(actorId), tokenExpiresAt: 1 };
    expect((await chatMedia(expired, chat.id, 'connected')).replies).toMatchObject([{ type: 'error', code: 'UNAUTHORIZED' }]);
    const visitor: SessionState = { sessionId: 'v', language: 'de', guestId: null, tokenExpiresAt: null };
    expect((await chatMedia(visitor, chat.id, 'connected')).replies).toMatchObject([{ type: 'error', code: 'UNAUTHORIZED' }]);
    expect((await chatRow(rt, chat.id)).status).toBe('connecting');
  });
});

describe('private requests (contract §2)', () => {
  it('chatStarted carries pricePerMinute; her private connect ends her live chat with 200 and keeps the voyeur', async () => {
    const actorId = await performer(rt, 4, { price: 180 });
    const [a, b, c] = [await guestWithMoney(), await guestWithMoney(), await guestWithMoney()];
    const live = await startChat(rt.db, rt.pubsub, { guestId: a.guestId, actorId, type: 'live' });
    const voyeur = await startChat(rt.db, rt.pubsub, { guestId: b.guestId, actorId, type: 'voyeur' });
    await chatMediaConnected(rt.db, live.id);
    await chatMediaConnected(rt.db, voyeur.id);
    const events = recordEvents(rt);
    const request = await startChat(rt.db, rt.pubsub, { guestId: c.guestId, actorId, type: 'singlec2c' });
    expect(events.actor).toContainEqual({ actorId, message: { type: 'chatStarted', chatId: request.id, chatType: 'singlec2c', guestName: expect.any(String), pricePerMinute: 180 } });
    // A request alone ends nothing: she has not accepted.
    expect((await chatRow(rt, live.id)).status).toBe('open');

    expect((await chatMedia(performerSession(actorId), request.id, 'connected')).replies).toEqual([]);
    events.stop();
    expect(await chatRow(rt, live.id)).toMatchObject({ status: 'ended', exitCode: CHAT_EXIT.hostEnded });
    expect(await chatRow(rt, voyeur.id)).toMatchObject({ status: 'open' });
    expect(events.guest).toContainEqual({ guestId: a.guestId, message: expect.objectContaining({ type: 'chatEnd', chatId: live.id, exitCode: 200 }) });
  });

  it('while her private chat is open, starting free or live answers 409 CHAT_UNAVAILABLE (voyeur may still start)', async () => {
    const actorId = await performer(rt, 5);
    const guest = await guestWithMoney();
    const request = await startChat(rt.db, rt.pubsub, { guestId: guest.guestId, actorId, type: 'single' });
    const other = await guestWithMoney();
    // A pending request does not block her room.
    const early = await chatPost('start', other.token, { actorId, type: 'live' });
    expect(early.status).toBe(200);
    await chatMedia(performerSession(actorId), request.id, 'connected');

    const third = await guestWithMoney();
    await expectError(await chatPost('start', third.token, { actorId, type: 'live' }), 409, 'CHAT_UNAVAILABLE');
    await expectError(await chatPost('start', third.token, { actorId, type: 'free' }), 409, 'CHAT_UNAVAILABLE');
    expect((await chatPost('start', third.token, { actorId, type: 'voyeur' })).status).toBe(200);
  });

  it('an unanswered request ends by the ticker after a minute (901), not after the 20 s of a room viewer', async () => {
    const actorId = await performer(rt, 6);
    const guest = await guestWithMoney();
    const t0 = new Date();
    const request = await startChat(rt.db, rt.pubsub, { guestId: guest.guestId, actorId, type: 'single' }, t0);
    await tickChats(rt.db, rt.pubsub, at(t0, 30));
    expect((await chatRow(rt, request.id)).status).toBe('connecting');
    await tickChats(rt.db, rt.pubsub, at(t0, 61));
    expect(await chatRow(rt, request.id)).toMatchObject({ status: 'ended', exitCode: CHAT_EXIT.videoConnectionFailed, billedSeconds: 0 });
  });
});

describe('studio REST (contract §3)', () => {
  it('room lists her running chats with earned, never voyeurs; only with a performer token', async () => {
    const actorId = await performer(rt, 7, { price: 120 });
    const token = await performerToken(rt, actorId);
    const [a, b] = [await guestWithMoney(), await guestWithMoney()];
    const live = await startChat(rt.db, rt.pubsub, { guestId: a.guestId, actorId, type: 'live' });
    await startChat(rt.db, rt.pubsub, { guestId: b.guestId, actorId, type: 'voyeur' });
    const t0 = new Date();
    await chatMediaConnected(rt.db, live.id, t0);
    await tickChats(rt.db, rt.pubsub, at(t0, 30));

    const response = await studioChat('GET', 'room', token);
    expect(response.status).toBe(200);
    const { chats } = studioChatRoomResponseSchema.parse(await response.json()).data;
    expect(chats).toHaveLength(1);
    expect(chats[0]).toMatchObject({ chatId: live.id, type: 'live', status: 'open', billedSeconds: 30, earned: 30, earnedFormatted: '0,30 €' });
    expect(chats[0]?.mediaStartedAt).toBe(t0.toISOString());

    await expectError(await studioChat('GET', 'room', a.token), 401, 'UNAUTHORIZED');
  });

  it('kick → 301 and chatEnd to the guest; end (decline) → 200; not hers, a voyeur or ended → 404; bad id 422', async () => {
    const actorId = await performer(rt, 8);
    const other = await performer(rt, 9);
    const token = await performerToken(rt, actorId);
    const otherToken = await performerToken(rt, other);
    const [a, b, v] = [await guestWithMoney(), await guestWithMoney(), await guestWithMoney()];
    const live = await startChat(rt.db, rt.pubsub, { guestId: a.guestId, actorId, type: 'live' });
    const request = await startChat(rt.db, rt.pubsub, { guestId: b.guestId, actorId, type: 'single' });
    const voyeur = await startChat(rt.db, rt.pubsub, { guestId: v.guestId, actorId, type: 'voyeur' });

    await expectError(await studioChat('POST', `${live.id}/kick`, otherToken), 404, 'NOT_FOUND');
    await expectError(await studioChat('POST', `${voyeur.id}/kick`, token), 404, 'NOT_FOUND');
    await expectError(await studioChat('POST', 'abc/kick', token), 422, 'VALIDATION_FAILED');
    expect((await chatRow(rt, live.id)).status).toBe('connecting');

    const events = recordEvents(rt);
    const kicked = await studioChat('POST', `${live.id}/kick`, token);
    expect(studioChatEndResponseSchema.parse(await kicked.json()).data).toEqual({ chatId: live.id, exitCode: 301 });
    const declined = await studioChat('POST', `${request.id}/end`, token);
    expect(studioChatEndResponseSchema.parse(await declined.json()).data).toEqual({ chatId: request.id, exitCode: 200 });
    events.stop();
    expect(events.guest).toContainEqual({ guestId: a.guestId, message: expect.objectContaining({ type: 'chatEnd', chatId: live.id, exitCode: 301 }) });
    expect(events.guest).toContainEqual({ guestId: b.guestId, message: expect.objectContaining({ type: 'chatEnd', chatId: request.id, exitCode: 200 }) });
    await expectError(await studioChat('POST', `${live.id}/end`, token), 404, 'NOT_FOUND');
    expect(await chatRow(rt, live.id)).toMatchObject({ exitCode: 301 });
  });
});
