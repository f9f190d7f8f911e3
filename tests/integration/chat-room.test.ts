import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatType } from '@/lib/chat/chat-codes';
import { chatReactionResponseSchema } from '@/lib/contracts/chat';
import { studioRoomMessageResponseSchema } from '@/lib/contracts/studio-chat';
import { chatMediaConnected } from '@/lib/server/chat/media-events';
import { resetReactionLimiter } from '@/lib/server/chat/room-reactions';
import { startChat } from '@/lib/server/chat/start-chat';
import type { GuestEvent } from '@/lib/server/realtime/guest-events';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { chatPost, endLeftovers, performer } from './chat-calls';
import { performerToken, studioChat } from './chat-studio-calls';
import { freshGuest } from './fresh-guest';
import { recordEvents } from './messenger-calls';
import { fund } from './purchase-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterEach(async () => {
  resetReactionLimiter();
  await endLeftovers(rt);
});
afterAll(() => stopTestRuntime(rt));

type Member = { guestId: number; token: string; chatId: number };

async function join(actorId: number, type: ChatType, connect = true): Promise<Member> {
  const guest = await freshGuest(rt);
  await fund(rt, guest.guestId, 5_000);
  const chat = await startChat(rt.db, rt.pubsub, { guestId: guest.guestId, actorId, type });
  if (connect) await chatMediaConnected(rt.db, chat.id, new Date());
  return { ...guest, chatId: chat.id };
}

/** Her room: two writing guests (live, free), a voyeur, a private request; and a guest of another performer. */
async function room(index: number) {
  const actorId = await performer(rt, index, { price: 120 });
  const otherActorId = await performer(rt, index + 1, { price: 120 });
  const live = await join(actorId, 'live');
  const free = await join(actorId, 'free');
  const voyeur = await join(actorId, 'voyeur');
  const privateGuest = await join(actorId, 'single', false);
  const elsewhere = await join(otherActorId, 'live');
  return { actorId, live, free, voyeur, privateGuest, elsewhere };
}

const to = (events: GuestEvent[], guestId: number, type: string) => events.filter((e) => e.guestId === guestId && e.message.type === type).map((e) => e.message);

describe('group text ("text chat both ways": every guest in her room sees the others)', () => {
  it('a guest line in a live chat reaches the other guests of her room with their own chatId and the sender name, not a private chat nor another performer’s guest', async () => {
    const { actorId, live, free, voyeur, privateGuest, elsewhere } = await room(1);
    const events = recordEvents(rt);
    const response = await chatPost(`${live.chatId}/message`, live.token, { text: 'hi <all>' });
    events.stop();
    expect(response.status).toBe(200);
    const [toFree] = to(events.guest, free.guestId, 'chatMessage');
    expect(toFree).toMatchObject({ chatId: free.chatId, message: { senderType: 'guest', text: 'hi <all>', fromRoom: true, guestName: expect.stringMatching(/^fresh_/) } });
    expect(to(events.guest, voyeur.guestId, 'chatMessage')).toEqual([expect.objectContaining({ chatId: voyeur.chatId })]);
    expect(to(events.guest, live.guestId, 'chatMessage')).toEqual([expect.objectContaining({ chatId: live.chatId, message: expect.not.objectContaining({ fromRoom: true }) })]);
    expect(to(events.guest, privateGuest.guestId, 'chatMessage')).toEqual([]);
    expect(to(events.guest, elsewhere.guestId, 'chatMessage')).toEqual([]);
    expect(events.actor.filter((e) => e.actorId === actorId && e.message.type === 'chatMessage')).toHaveLength(1);
  });

  it('a voyeur cannot write nor react (403)', async () => {
    const { voyeur } = await room(3);
    await expectError(await chatPost(`${voyeur.chatId}/message`, voyeur.token, { text: 'psst' }), 403, 'FORBIDDEN');
    await expectError(await chatPost(`${voyeur.chatId}/reaction`, voyeur.token, { reaction: 'heart' }), 403, 'FORBIDDEN');
  });

  it('her message to the room is stored once per writing guest and read by every guest of the room, never by the private chat', async () => {
    const { actorId, live, free, voyeur, privateGuest, elsewhere } = await room(5);
    const token = await performerToken(rt, actorId);
    const events = recordEvents(rt);
    const response = await studioChat('POST', 'room/message', token, { text: 'Welcome, everyone' });
    events.stop();
    expect(response.status).toBe(200);
    const { recipients, message } = studioRoomMessageResponseSchema.parse(await response.json()).data;
    expect(recipients).toBe(2);
    expect(message).toMatchObject({ senderType: 'actor', text: 'Welcome, everyone', isVideochat: true });
    for (const member of [live, free, voyeur]) {
      expect(to(events.guest, member.guestId, 'chatMessage')).toEqual([expect.objectContaining({ chatId: member.chatId, message: expect.objectContaining({ senderType: 'actor', fromRoom: true }) })]);
    }
    expect(to(events.guest, privateGuest.guestId, 'chatMessage')).toEqual([]);
    expect(to(events.guest, elsewhere.guestId, 'chatMessage')).toEqual([]);
    expect(events.actor.filter((e) => e.actorId === actorId && e.message.type === 'chatMessage')).toHaveLength(1);
  });

  it('her message to an empty room is 409 emptyRoom; an empty text is 422', async () => {
    const actorId = await performer(rt, 7);
    const token = await performerToken(rt, actorId);
    const error = await expectError(await studioChat('POST', 'room/message', token, { text: 'anyone?' }), 409, 'CONFLICT');
    expect(error).toMatchObject({ code: 'CONFLICT' });
    await expectError(await studioChat('POST', 'room/message', token, { text: '   ' }), 422, 'VALIDATION_FAILED');
  });
});

describe('live reactions (§7 liveReaction {actorId, chatId, reaction, guestName})', () => {
  it('a reaction reaches her studio and every guest of the room with his own chatId; a second within a second is 409 tooFast', async () => {
    const { actorId, live, free, voyeur, privateGuest, elsewhere } = await room(9);
    const events = recordEvents(rt);
    const response = await chatPost(`${free.chatId}/reaction`, free.token, { reaction: 'fire' });
    expect(response.status).toBe(200);
    expect(chatReactionResponseSchema.parse(await response.json()).data).toEqual({ reaction: 'fire' });
    await expectError(await chatPost(`${free.chatId}/reaction`, free.token, { reaction: 'heart' }), 409, 'CONFLICT');
    events.stop();
    expect(events.actor.filter((e) => e.message.type === 'liveReaction')).toEqual([
      { actorId, message: { type: 'liveReaction', actorId, chatId: null, reaction: 'fire', guestName: expect.stringMatching(/^fresh_/) } },
    ]);
    for (const member of [live, free, voyeur]) expect(to(events.guest, member.guestId, 'liveReaction')).toEqual([expect.objectContaining({ chatId: member.chatId, reaction: 'fire' })]);
    expect(to(events.guest, privateGuest.guestId, 'liveReaction')).toEqual([]);
    expect(to(events.guest, elsewhere.guestId, 'liveReaction')).toEqual([]);
  });

  it('a reaction in a stranger’s chat is 404, an unknown reaction 422, without login 401', async () => {
    const { live } = await room(11);
    const stranger = await freshGuest(rt);
    await expectError(await chatPost(`${live.chatId}/reaction`, stranger.token, { reaction: 'heart' }), 404, 'NOT_FOUND');
    await expectError(await chatPost(`${live.chatId}/reaction`, live.token, { reaction: 'kiss' }), 422, 'VALIDATION_FAILED');
    await expectError(await chatPost(`${live.chatId}/reaction`, null, { reaction: 'heart' }), 401, 'UNAUTHORIZED');
  });
});
