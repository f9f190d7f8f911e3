import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_EXIT } from '@/lib/chat/chat-codes';
import { chatReceiptResponseSchema } from '@/lib/contracts/chat';
import { chatLiveAccess } from '@/lib/server/chat/chat-live-access';
import { kickGuest } from '@/lib/server/chat/end-chat';
import { chatMediaConnected, chatMediaLost } from '@/lib/server/chat/media-events';
import { settleInterruptedChats } from '@/lib/server/chat/settle-interrupted-chats';
import { startChat } from '@/lib/server/chat/start-chat';
import { tickChats } from '@/lib/server/chat/tick-chats';
import type { AppRuntime } from '@/lib/server/runtime';
import { studioEarnings } from '@/lib/server/studio/earnings';
import { setActorOnline } from '@/lib/server/studio/set-online';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { at, chatGet, chatPost, chatRow, endLeftovers, performer } from './chat-calls';
import { freshGuest } from './fresh-guest';
import { recordEvents, setOnline } from './messenger-calls';
import { fund } from './purchase-calls';
import { balanceOf } from './wallet-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterEach(() => endLeftovers(rt));
afterAll(() => stopTestRuntime(rt));

async function chatOf(index: number, type: 'live' | 'single' | 'voyeur' = 'single', price = 120) {
  const actorId = await performer(rt, index, { price });
  const guest = await freshGuest(rt);
  await fund(rt, guest.guestId, 1_000);
  const t0 = new Date();
  const chat = await startChat(rt.db, rt.pubsub, { guestId: guest.guestId, actorId, type }, t0);
  return { ...guest, actorId, chatId: chat.id, t0 };
}

describe('media events: billing starts with the media, pauses while it is lost ("reconnect without restarting the bill")', () => {
  it('nothing is billed before the media is up; not connected within 20 s → 901, nothing billed', async () => {
    // A room viewer (live); a private request waits a minute for her answer (chat-private.test.ts).
    const { guestId, chatId, t0 } = await chatOf(1, 'live');
    await tickChats(rt.db, rt.pubsub, at(t0, 10));
    expect(await chatRow(rt, chatId)).toMatchObject({ status: 'connecting', billedSeconds: 0 });
    await tickChats(rt.db, rt.pubsub, at(t0, 21));
    expect(await chatRow(rt, chatId)).toMatchObject({ status: 'ended', exitCode: CHAT_EXIT.videoConnectionFailed, billedSeconds: 0 });
    expect(await balanceOf(rt, guestId)).toBe(1_000);
  });

  it('lost media pauses billing; a reconnect resumes it; lost longer than 30 s ends the chat with 902 — delivered time only', async () => {
    const { guestId, chatId, t0 } = await chatOf(2);
    await chatMediaConnected(rt.db, chatId, t0);
    await tickChats(rt.db, rt.pubsub, at(t0, 5));
    await chatMediaLost(rt.db, chatId, at(t0, 5.5));
    await tickChats(rt.db, rt.pubsub, at(t0, 20));
    expect((await chatRow(rt, chatId)).billedSeconds).toBe(5);
    await chatMediaConnected(rt.db, chatId, at(t0, 20));
    await tickChats(rt.db, rt.pubsub, at(t0, 23));
    await chatMediaLost(rt.db, chatId, at(t0, 24));
    await tickChats(rt.db, rt.pubsub, at(t0, 50));
    expect((await chatRow(rt, chatId)).status).toBe('open');
    await tickChats(rt.db, rt.pubsub, at(t0, 55));
    // Delivered: 0–5.5 s and 20–24 s = 9.5 s → 9 whole seconds.
    expect(await chatRow(rt, chatId)).toMatchObject({ status: 'ended', exitCode: CHAT_EXIT.mediaLost, billedSeconds: 9, billedAmount: 18 });
    expect(await balanceOf(rt, guestId)).toBe(982);
  });
});

describe('"The performer going offline mid-chat: the chat ends with exit 200 and only delivered seconds are billed"', () => {
  it('the studio\'s offline switch ends her chats at once with 200, billed up to the switch', async () => {
    const { guestId, actorId, chatId, t0 } = await chatOf(4, 'single', 60);
    await chatMediaConnected(rt.db, chatId, t0);
    await tickChats(rt.db, rt.pubsub, at(t0, 4));
    await setActorOnline(rt.db, rt.pubsub, actorId, false, at(t0, 6));
    expect(await chatRow(rt, chatId)).toMatchObject({ status: 'ended', exitCode: CHAT_EXIT.hostEnded, billedSeconds: 6, billedAmount: 6 });
    expect(await balanceOf(rt, guestId)).toBe(994);
    // Going online again opens nothing and bills nothing more.
    await setActorOnline(rt.db, rt.pubsub, actorId, true, at(t0, 8));
    await tickChats(rt.db, rt.pubsub, at(t0, 12));
    expect(await balanceOf(rt, guestId)).toBe(994);
  });
});

describe('"The server killed mid-chat: on restart no open chat keeps billing"', () => {
  it('boot ends every running chat with 903 at its last billed instant; only seconds already posted count', async () => {
    const { guestId, chatId, t0 } = await chatOf(3);
    await chatMediaConnected(rt.db, chatId, t0);
    await tickChats(rt.db, rt.pubsub, at(t0, 7.8));
    expect(await settleInterruptedChats(rt.db)).toBe(1);
    const chat = await chatRow(rt, chatId);
    expect(chat).toMatchObject({ status: 'ended', exitCode: CHAT_EXIT.serverRestart, billedSeconds: 7, billedAmount: 14 });
    expect(chat.endedAt?.getTime()).toBe(at(t0, 7).getTime());
    await tickChats(rt.db, rt.pubsub, at(t0, 60));
    expect(await balanceOf(rt, guestId)).toBe(986);
  });
});

describe('the performer ends the chat: offline (200) and kick (301)', () => {
  it('"the performer going offline mid-chat: the chat ends with exit 200 and only delivered seconds are billed"', async () => {
    const { guestId, actorId, chatId, t0 } = await chatOf(4);
    await chatMediaConnected(rt.db, chatId, t0);
    await tickChats(rt.db, rt.pubsub, at(t0, 4));
    await setOnline(rt, actorId, false);
    await tickChats(rt.db, rt.pubsub, at(t0, 5.9));
    expect(await chatRow(rt, chatId)).toMatchObject({ status: 'ended', exitCode: CHAT_EXIT.hostEnded, billedSeconds: 4 });
    expect(await balanceOf(rt, guestId)).toBe(992);
  });

  it('a kick ends her own chat with 301 (chatEnd to the guest, chatEnded to her); another performer\'s kick is 404', async () => {
    const { guestId, actorId, chatId, t0 } = await chatOf(5, 'live', 60);
    await chatMediaConnected(rt.db, chatId, t0);
    await expect(kickGuest(rt.db, rt.pubsub, actorId + 1, chatId, at(t0, 3))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const events = recordEvents(rt);
    await kickGuest(rt.db, rt.pubsub, actorId, chatId, at(t0, 3));
    events.stop();
    expect(await chatRow(rt, chatId)).toMatchObject({ exitCode: CHAT_EXIT.kicked, billedSeconds: 3, billedAmount: 3 });
    expect(events.guest).toContainEqual({ guestId, message: expect.objectContaining({ type: 'chatEnd', chatId, price: 3, actorId, exitCode: 301, isToyControl: false }) });
    expect(events.actor).toContainEqual({ actorId, message: { type: 'chatEnded', chatId, chatType: 'live', exitCode: 301, billedSeconds: 3, earned: 1 } });
  });
});

describe('receipts and earnings ("an itemised receipt"; "per-chat earnings")', () => {
  it('the guest ends the chat and reads the itemised receipt; another guest gets 404, no token 401', async () => {
    const { token, actorId, chatId, t0 } = await chatOf(6, 'voyeur', 99);
    await chatMediaConnected(rt.db, chatId, t0);
    await tickChats(rt.db, rt.pubsub, at(t0, 30));
    const events = recordEvents(rt);
    expect((await chatPost(`${chatId}/end`, token, { exitCode: 103 })).status).toBe(200);
    events.stop();
    expect(events.guest.map((e) => e.message)).toContainEqual(expect.objectContaining({ type: 'chatEnd', chatId, isVoyeur: true, exitCode: 103 }));
    const receipt = chatReceiptResponseSchema.parse(await (await chatGet(`${chatId}/receipt`, token)).json()).data;
    expect(receipt).toMatchObject({ chatId, type: 'voyeur', actorId, status: 'ended', pricePerMinute: 99, pricePerMinuteFormatted: '0,99 €', exitCode: 103, currency: 'EUR' });
    expect(receipt.seconds).toBeGreaterThanOrEqual(30);
    expect(receipt.items).toEqual([{ kind: 'paid', seconds: receipt.paidSeconds, amount: receipt.amount, amountFormatted: receipt.amountFormatted }]);
    expect(receipt.amount).toBe(Math.ceil((receipt.paidSeconds * 99) / 60));

    const other = await freshGuest(rt);
    expect((await chatGet(`${chatId}/receipt`, other.token)).status).toBe(404);
    expect((await chatGet(`${chatId}/receipt`, null)).status).toBe(401);
    expect((await chatGet('2147483647/receipt', token)).status).toBe(404);
    expect((await chatGet('abc/receipt', token)).status).toBe(422);

    const earnings = await studioEarnings(rt.db, actorId);
    const line = earnings.entries.find((e) => e.kind === 'chat' && e.id === -chatId);
    expect(line).toMatchObject({ amount: Math.floor(receipt.amount / 2) });
    expect(earnings.entries.filter((e) => e.kind === 'chat')).toHaveLength(1);
  });
});

describe('live video access through the chat service ("signalling for a chat the guest is not in: refused")', () => {
  it('a guest watches her room only within a running chat of theirs; only the two parties of a private chat signal', async () => {
    const access = chatLiveAccess(rt.db, rt.pubsub);
    const { guestId, actorId, chatId } = await chatOf(7, 'single');
    const stranger = await freshGuest(rt);
    expect(await access.canWatch({ kind: 'guest', guestId }, actorId, chatId)).toBe(true);
    expect(await access.canWatch({ kind: 'guest', guestId }, actorId + 1, chatId)).toBe(false);
    expect(await access.canWatch({ kind: 'guest', guestId: stranger.guestId }, actorId, chatId)).toBe(false);
    expect(await access.canWatch({ kind: 'visitor' }, actorId, chatId)).toBe(false);
    expect(await access.canSignalP2P({ kind: 'guest', guestId }, chatId)).toBe('guest');
    expect(await access.canSignalP2P({ kind: 'performer', actorId }, chatId)).toBe('actor');
    expect(await access.canSignalP2P({ kind: 'performer', actorId: actorId + 1 }, chatId)).toBeNull();
    expect(await access.canSignalP2P({ kind: 'guest', guestId: stranger.guestId }, chatId)).toBeNull();

    // A voyeur in her room (started before, so it does not meet the private-chat refusal).
    const watcher = await freshGuest(rt);
    await fund(rt, watcher.guestId, 1_000);
    const roomChat = await startChat(rt.db, rt.pubsub, { guestId: watcher.guestId, actorId, type: 'voyeur' });
    access.onViewerMedia(chatId, 'connected');
    await vi.waitFor(async () => expect((await chatRow(rt, chatId)).status).toBe('open'));
    // Her room closing ends the chats in the room; a private chat is a direct connection and goes on.
    access.onRoomClosed?.(actorId);
    await vi.waitFor(async () => expect(await chatRow(rt, roomChat.id)).toMatchObject({ status: 'ended', exitCode: CHAT_EXIT.hostEnded }));
    expect((await chatRow(rt, chatId)).status).toBe('open');
    await access.onPeerMedia?.(chatId, 'lost');
    expect((await chatRow(rt, chatId)).mediaLostAt).not.toBeNull();
    await kickGuest(rt.db, rt.pubsub, actorId, chatId);
    expect(await access.canWatch({ kind: 'guest', guestId }, actorId, chatId)).toBe(false);
    expect(await access.canSignalP2P({ kind: 'guest', guestId }, chatId)).toBeNull();
  });
});
