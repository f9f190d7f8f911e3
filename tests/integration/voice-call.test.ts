import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VOICE_CALL_CODE } from '@/lib/chat/voice-codes';
import { voiceCallOfferResponseSchema, voiceCallStartResponseSchema } from '@/lib/contracts/messenger-voice-call';
import { studioChatRoomResponseSchema } from '@/lib/contracts/studio-chat';
import { startChat } from '@/lib/server/chat/start-chat';
import { tickChats } from '@/lib/server/chat/tick-chats';
import { actorFeatures, actorPrices } from '@/lib/server/db/schema/actors';
import { handleClientMessage } from '@/lib/server/ws/dispatch';
import type { AppRuntime } from '@/lib/server/runtime';
import { expectError } from './account-calls';
import { acceptAvs, at, chatPost, chatRow, endLeftovers, performer } from './chat-calls';
import { performerSession, performerToken, startRuntimeWithHub, stopRuntimeWithHub, studioChat } from './chat-studio-calls';
import { freshGuest } from './fresh-guest';
import { messengerGet, messengerPost, recordEvents } from './messenger-calls';
import { fund } from './purchase-calls';
import { balanceOf } from './wallet-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startRuntimeWithHub();
});
afterEach(() => endLeftovers(rt));
afterAll(() => stopRuntimeWithHub(rt));


/** The `index`-th seeded performer, online, with voice calls at `voicePrice` (other chats at 120). */
async function voicePerformer(index: number, setup: { voice?: boolean; voicePrice?: number; online?: boolean; ageRating?: 16 | 18 } = {}): Promise<number> {
  const actorId = await performer(rt, index, { online: setup.online, ageRating: setup.ageRating });
  await rt.db.update(actorPrices).set({ voiceCall: setup.voicePrice ?? 180 }).where(eq(actorPrices.actorId, actorId));
  await rt.db.update(actorFeatures).set({ voiceCall: setup.voice ?? true }).where(eq(actorFeatures.actorId, actorId));
  return actorId;
}

async function guestWithMoney(cents = 2_000) {
  const guest = await freshGuest(rt);
  if (cents > 0) await fund(rt, guest.guestId, cents);
  return guest;
}

/** POST messenger/voicecall/start as `guest`, with `accessToken` in the body (the guest's own unless told). */
async function call(guest: { token: string }, actorId: number, accessToken = guest.token) {
  const response = await messengerPost('voicecall/start', guest.token, { accessToken, actorId });
  expect(response.status).toBe(200);
  return voiceCallStartResponseSchema.parse(await response.json()).data;
}

describe('§7 "Messenger: start anonymous voice-call chat {accessToken, actorId}"', () => {
  it('§9 "Voice-call success code 2000": a voice chat, announced to her without a name, billed per second at her voice price after media up', async () => {
    const actorId = await voicePerformer(1, { voicePrice: 180 });
    const guest = await guestWithMoney();
    const events = recordEvents(rt);

    const result = await call(guest, actorId);
    expect(result.code).toBe(2000);
    const chatId = result.chatId as number;
    expect(await chatRow(rt, chatId)).toMatchObject({ type: 'voice', status: 'connecting', pricePerMinute: 180, guestId: guest.guestId });
    // Anonymous: her chatStarted names nobody.
    expect(events.actor).toContainEqual({ actorId, message: { type: 'chatStarted', chatId, chatType: 'voice', guestName: '', pricePerMinute: 180 } });
    const room = studioChatRoomResponseSchema.parse(await (await studioChat('GET', 'room', await performerToken(rt, actorId))).json()).data.chats;
    expect(room).toContainEqual(expect.objectContaining({ chatId, type: 'voice', guestName: '' }));

    // She accepts: her page reports the peer call up → open, and the guest hears voicecallStart.
    expect((await handleClientMessage(performerSession(actorId), { type: 'chatMedia', chatId, state: 'connected' })).replies).toEqual([]);
    const opened = await chatRow(rt, chatId);
    expect(opened.status).toBe('open');
    expect(events.guest).toContainEqual({ guestId: guest.guestId, message: { type: 'voicecallStart', chatId, actorId, anonymous: true } });

    await tickChats(rt.db, rt.pubsub, at(opened.mediaStartedAt as Date, 10));
    expect(await chatRow(rt, chatId)).toMatchObject({ billedSeconds: 10, billedAmount: 30 });
    expect(await balanceOf(rt, guest.guestId)).toBe(1_970);

    // She hangs up (200): chatEnd and voicecallStop reach the guest.
    const ended = await studioChat('POST', `${chatId}/end`, await performerToken(rt, actorId));
    expect(ended.status).toBe(200);
    events.stop();
    expect(events.guest).toContainEqual({ guestId: guest.guestId, message: { type: 'voicecallStop', chatId, actorId, anonymous: true, exitCode: 200 } });
    expect(events.guest).toContainEqual({ guestId: guest.guestId, message: expect.objectContaining({ type: 'chatEnd', chatId, exitCode: 200 }) });
    expect(events.guest.filter((e) => e.message.type === 'voicecallStart')).toHaveLength(1);
  });

  it('a media blip and its resume do not start the call twice; the guest hanging up stops it with 101', async () => {
    const actorId = await voicePerformer(2);
    const guest = await guestWithMoney();
    const { chatId } = await call(guest, actorId);
    const events = recordEvents(rt);
    const session = performerSession(actorId);
    await handleClientMessage(session, { type: 'chatMedia', chatId: chatId as number, state: 'connected' });
    await handleClientMessage(session, { type: 'chatMedia', chatId: chatId as number, state: 'lost' });
    await handleClientMessage(session, { type: 'chatMedia', chatId: chatId as number, state: 'connected' });
    expect((await chatPost(`${chatId}/end`, guest.token, { exitCode: 101 })).status).toBe(200);
    events.stop();
    const mine = events.guest.filter((e) => e.message.type === 'voicecallStart' || e.message.type === 'voicecallStop').map((e) => e.message);
    expect(mine).toEqual([
      { type: 'voicecallStart', chatId, actorId, anonymous: true },
      { type: 'voicecallStop', chatId, actorId, anonymous: true, exitCode: 101 },
    ]);
  });

  it('code 2003 with 0 balance (§9 minimum chat balance); no chat', async () => {
    const actorId = await voicePerformer(3);
    const guest = await guestWithMoney(0);
    expect(await call(guest, actorId)).toEqual({ code: VOICE_CALL_CODE.balanceTooLow, chatId: null });
  });

  it("code 2004 with another guest's token, a forged one, or a stale one after logout", async () => {
    const actorId = await voicePerformer(4);
    const [guest, other] = [await guestWithMoney(), await guestWithMoney()];
    expect(await call(guest, actorId, other.token)).toEqual({ code: 2004, chatId: null });
    expect(await call(guest, actorId, `${guest.token}x`)).toEqual({ code: 2004, chatId: null });
  });

  it('code 2001 when she does not offer voice calls or is offline', async () => {
    const guest = await guestWithMoney();
    expect((await call(guest, await voicePerformer(5, { voice: false }))).code).toBe(2001);
    expect((await call(guest, await voicePerformer(6, { online: false }))).code).toBe(2001);
  });

  it('code 2002 while she is in a private chat', async () => {
    const actorId = await voicePerformer(7);
    const busy = await startChat(rt.db, rt.pubsub, { guestId: (await guestWithMoney()).guestId, actorId, type: 'single' });
    await handleClientMessage(performerSession(actorId), { type: 'chatMedia', chatId: busy.id, state: 'connected' });
    expect(await call(await guestWithMoney(), actorId)).toEqual({ code: VOICE_CALL_CODE.busy, chatId: null });
  });

  it('code 2005 for her fsk-18 chats without age verification, 2000 once verified; 2006 for an unknown performer', async () => {
    const actorId = await voicePerformer(8, { ageRating: 18 });
    const guest = await guestWithMoney();
    expect((await call(guest, actorId)).code).toBe(2005);
    await acceptAvs(rt, guest.guestId);
    expect((await call(guest, actorId)).code).toBe(2000);
    expect((await call(await guestWithMoney(), 2_000_000_000)).code).toBe(2006);
  });

  it('401 without login, 400 for a malformed body', async () => {
    const actorId = await voicePerformer(9);
    const guest = await guestWithMoney();
    await expectError(await messengerPost('voicecall/start', null, { accessToken: guest.token, actorId }), 401, 'UNAUTHORIZED');
    await expectError(await messengerPost('voicecall/start', guest.token, { actorId }), 400, 'BAD_REQUEST');
    await expectError(await messengerPost('voicecall/start', guest.token, { accessToken: guest.token, actorId: 'x' }), 400, 'BAD_REQUEST');
  });

  it('no messages in a voice call: the guest and she are refused (403)', async () => {
    const actorId = await voicePerformer(10);
    const guest = await guestWithMoney();
    const { chatId } = await call(guest, actorId);
    await expectError(await chatPost(`${chatId}/message`, guest.token, { text: 'hi' }), 403, 'FORBIDDEN');
    await expectError(await studioChat('POST', `${chatId}/message`, await performerToken(rt, actorId), { text: 'who is this?' }), 403, 'FORBIDDEN');
  });

  it('GET voicecall/offer/{actorId}: her voice flag, online state and price per minute', async () => {
    const actorId = await voicePerformer(11, { voicePrice: 250 });
    const guest = await guestWithMoney();
    const response = await messengerGet(`voicecall/offer/${actorId}`, guest.token);
    expect(response.status).toBe(200);
    expect(voiceCallOfferResponseSchema.parse(await response.json()).data).toEqual({ actorId, available: true, isOnline: true, pricePerMinute: 250, pricePerMinuteFormatted: '2,50 €' });
    await voicePerformer(11, { voice: false });
    const off = voiceCallOfferResponseSchema.parse(await (await messengerGet(`voicecall/offer/${actorId}`, guest.token)).json()).data;
    expect(off.available).toBe(false);
    await expectError(await messengerGet(`voicecall/offer/${actorId}`, null), 401, 'UNAUTHORIZED');
  });
});
