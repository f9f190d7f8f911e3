import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_EXIT } from '@/lib/chat/chat-codes';
import { PREVIEW_SECONDS, VIP_PREVIEW_SECONDS } from '@/lib/chat/preview-rules';
import { startChatResponseSchema } from '@/lib/contracts/chat';
import { chatLiveAccess } from '@/lib/server/chat/chat-live-access';
import { chatMediaConnected } from '@/lib/server/chat/media-events';
import { startChat } from '@/lib/server/chat/start-chat';
import { studioChatRoom } from '@/lib/server/chat/studio-chats';
import { tickChats } from '@/lib/server/chat/tick-chats';
import { guests } from '@/lib/server/db/schema/accounts';
import { actorFeatures } from '@/lib/server/db/schema/actors';
import { chats } from '@/lib/server/db/schema/chats';
import { ledgerTransactions } from '@/lib/server/db/schema/ledger';
import { subscriptions } from '@/lib/server/db/schema/subscriptions';
import { setActorOnline } from '@/lib/server/studio/set-online';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { reportPrivateChatMedia } from '@/lib/server/chat/private-chat';
import { at, chatPost, chatRow, endLeftovers, type PerformerSetup, performer, startOk } from './chat-calls';
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

/** A performer offering the live preview (§3 isLivePreviewEnabled) unless told otherwise. */
async function previewPerformer(index: number, setup: PerformerSetup & { livePreview?: boolean } = {}): Promise<number> {
  const actorId = await performer(rt, index, setup);
  await rt.db.update(actorFeatures).set({ livePreview: setup.livePreview ?? true }).where(eq(actorFeatures.actorId, actorId));
  return actorId;
}

const errorOf = async (response: Response) => ({ status: response.status, body: (await response.json()) as { error: { code: string; details?: unknown } } });
const chatCharges = (chatId: number) => rt.db.select().from(ledgerTransactions).where(and(eq(ledgerTransactions.kind, 'chat'), like(ledgerTransactions.idempotencyKey, `chat:${chatId}:%`)));

/** A guest with money on the balance (a preview must not touch it) and a preview whose media is up at t0. */
async function runningPreview(index: number, options: { vip?: boolean } = {}) {
  const actorId = await previewPerformer(index);
  const { guestId, token } = await freshGuest(rt);
  await fund(rt, guestId, 500);
  if (options.vip) {
    const periodEnd = new Date(Date.now() + 30 * 86_400_000);
    await rt.db.insert(subscriptions).values({ guestId, kind: 'vip', flow: 'vipabo', status: 'active', renewalPrice: 1999, periodDays: 30, currentPeriodEnd: periodEnd, startKey: `preview-${guestId}` });
  }
  const t0 = new Date();
  const chat = await startChat(rt.db, rt.pubsub, { guestId, actorId, type: 'preview' }, t0);
  await chatMediaConnected(rt.db, chat.id, t0);
  return { actorId, guestId, token, chatId: chat.id, t0, view: chat };
}

describe('live preview start (a free, unseen look into her room)', () => {
  it('POST chat/start {type: preview}: free (0 per minute), §6 limit 5 s; not announced to her, not in her studio list, but it may watch her room', async () => {
    const actorId = await previewPerformer(1);
    const { guestId, token } = await freshGuest(rt);
    const events = recordEvents(rt);
    const response = await chatPost('start', token, { actorId, type: 'preview' });
    events.stop();
    expect(response.status).toBe(200);
    const { chat } = startChatResponseSchema.parse(await response.json()).data;
    expect(chat).toMatchObject({ type: 'preview', status: 'connecting', pricePerMinute: 0, previewSeconds: PREVIEW_SECONDS, freeSecondsLeft: PREVIEW_SECONDS });
    expect(events.actor).toEqual([]);
    expect(await studioChatRoom(rt.db, actorId)).toEqual([]);
    expect(await chatLiveAccess(rt.db, rt.pubsub).canWatch({ kind: 'guest', guestId }, actorId, chat.id)).toBe(true);
  });

  it('a visitor: 401 (§6 needLogin); she does not offer it: 409 notOffered; offline: 409 offline; nothing stored', async () => {
    const noPreview = await previewPerformer(2, { livePreview: false });
    const offline = await previewPerformer(3, { online: false });
    const { guestId, token } = await freshGuest(rt);
    expect((await chatPost('start', null, { actorId: noPreview, type: 'preview' })).status).toBe(401);
    expect(await errorOf(await chatPost('start', token, { actorId: noPreview, type: 'preview' }))).toMatchObject({ status: 409, body: { error: { code: 'CHAT_UNAVAILABLE', details: { reason: 'notOffered' } } } });
    expect(await errorOf(await chatPost('start', token, { actorId: offline, type: 'preview' }))).toMatchObject({ status: 409, body: { error: { code: 'CHAT_UNAVAILABLE', details: { reason: 'offline' } } } });
    expect(await rt.db.select().from(chats).where(eq(chats.guestId, guestId))).toEqual([]);
  });

  it('she is in a private chat: 409 privateBusy (the panel does not offer it then)', async () => {
    const actorId = await previewPerformer(14);
    const caller = await freshGuest(rt);
    await fund(rt, caller.guestId, 1_000);
    const privateChat = await startChat(rt.db, rt.pubsub, { guestId: caller.guestId, actorId, type: 'single' });
    await chatMediaConnected(rt.db, privateChat.id);
    const { token } = await freshGuest(rt);
    expect(await errorOf(await chatPost('start', token, { actorId, type: 'preview' }))).toMatchObject({ status: 409, body: { error: { code: 'CHAT_UNAVAILABLE', details: { reason: 'privateBusy' } } } });
  });

  it('an fsk-18 room without accepted AVS: 403 AGE_VERIFICATION_REQUIRED with the preview code 407; a locked account: ACCOUNT_LOCKED (408)', async () => {
    const actorId = await previewPerformer(4, { ageRating: 18 });
    const { guestId, token } = await freshGuest(rt);
    expect(await errorOf(await chatPost('start', token, { actorId, type: 'preview' }))).toMatchObject({
      status: 403,
      body: { error: { code: 'AGE_VERIFICATION_REQUIRED', details: { exitCode: CHAT_EXIT.previewNeedsAgeCheck } } },
    });
    await rt.db.update(guests).set({ avsStatus: 'accepted', isLocked: true }).where(eq(guests.id, guestId));
    // The REST call never gets this far (a locked guest's token is refused); the service refuses it too.
    await expect(startChat(rt.db, rt.pubsub, { guestId, actorId, type: 'preview' })).rejects.toMatchObject({ code: 'ACCOUNT_LOCKED', details: { exitCode: CHAT_EXIT.previewBlocked } });
  });
});

describe('§6 "Live preview time limit: 5 (VIP: 20)", §9 "Live preview limits 5 (VIP 20)"', () => {
  it('the ticker ends a preview after 5 s with exit 401; its seconds are free seconds, nothing is billed; chatEnd to the guest only', async () => {
    const { guestId, chatId, t0 } = await runningPreview(5);
    const events = recordEvents(rt);
    for (let s = 1; s <= 7; s += 1) await tickChats(rt.db, rt.pubsub, at(t0, s));
    events.stop();
    expect(await chatRow(rt, chatId)).toMatchObject({ status: 'ended', exitCode: CHAT_EXIT.previewTimeUp, billedSeconds: 5, freeSecondsUsed: 5, paidSeconds: 0, billedAmount: 0, performerAmount: 0 });
    expect((await chatRow(rt, chatId)).endedAt).toEqual(at(t0, 5));
    expect(await balanceOf(rt, guestId)).toBe(500);
    expect(await chatCharges(chatId)).toEqual([]);
    expect(events.guest.map((event) => event.message).filter((message) => message.type === 'chatEnd')).toEqual([expect.objectContaining({ chatId, exitCode: 401, price: 0 })]);
    expect(events.actor).toEqual([]);
  });

  it('a VIP guest watches 20 s (fixed at the start), then 401', async () => {
    const { chatId, t0, view } = await runningPreview(6, { vip: true });
    expect(view.previewSeconds).toBe(VIP_PREVIEW_SECONDS);
    for (const s of [5, 10, 19]) await tickChats(rt.db, rt.pubsub, at(t0, s));
    expect(await chatRow(rt, chatId)).toMatchObject({ status: 'open', billedSeconds: 19 });
    await tickChats(rt.db, rt.pubsub, at(t0, 25));
    expect(await chatRow(rt, chatId)).toMatchObject({ status: 'ended', exitCode: CHAT_EXIT.previewTimeUp, billedSeconds: 20, freeSecondsUsed: 20, billedAmount: 0 });
  });
});

describe('one preview per guest and performer per Berlin day (our choice)', () => {
  it('a second preview the same day: 409 previewUsedUp (the page shows 402); another performer, or the next day, is a new preview', async () => {
    const { actorId, token, chatId, t0 } = await runningPreview(7);
    await tickChats(rt.db, rt.pubsub, at(t0, 6));
    expect((await chatRow(rt, chatId)).exitCode).toBe(CHAT_EXIT.previewTimeUp);
    expect(await errorOf(await chatPost('start', token, { actorId, type: 'preview' }))).toMatchObject({ status: 409, body: { error: { code: 'CHAT_UNAVAILABLE', details: { reason: 'previewUsedUp' } } } });
    const other = await previewPerformer(8);
    expect(await startOk(token, { actorId: other, type: 'preview' })).toBeGreaterThan(chatId);

    // A preview yesterday (30 h ago is before today's Berlin midnight) does not count today.
    const { guestId: yesterdayGuest } = await freshGuest(rt);
    const yesterday = new Date(Date.now() - 30 * 3_600_000);
    const old = await startChat(rt.db, rt.pubsub, { guestId: yesterdayGuest, actorId, type: 'preview' }, yesterday);
    await chatMediaConnected(rt.db, old.id, yesterday);
    await endLeftovers(rt);
    expect((await startChat(rt.db, rt.pubsub, { guestId: yesterdayGuest, actorId, type: 'preview' })).type).toBe('preview');
  });

  it('a preview that never connected (901) gives the look back', async () => {
    const actorId = await previewPerformer(9);
    const { guestId, token } = await freshGuest(rt);
    const t0 = new Date();
    const failed = await startChat(rt.db, rt.pubsub, { guestId, actorId, type: 'preview' }, t0);
    await tickChats(rt.db, rt.pubsub, at(t0, 25));
    expect((await chatRow(rt, failed.id)).exitCode).toBe(CHAT_EXIT.videoConnectionFailed);
    expect(await startOk(token, { actorId, type: 'preview' })).toBeGreaterThan(failed.id);
  });
});

describe('how a preview ends: 406 switch to a paid chat, 405 she leaves', () => {
  it('starting her live chat from the preview ends the preview with 406 and starts the live chat; the preview billed nothing', async () => {
    const { actorId, guestId, token, chatId, t0 } = await runningPreview(10);
    await tickChats(rt.db, rt.pubsub, at(t0, 2));
    const liveId = await startOk(token, { actorId, type: 'live' });
    expect(await chatRow(rt, chatId)).toMatchObject({ status: 'ended', exitCode: CHAT_EXIT.previewSwitchedToPaid, billedAmount: 0, paidSeconds: 0 });
    expect(await chatRow(rt, liveId)).toMatchObject({ type: 'live', status: 'connecting', previewSeconds: null });
    expect(await chatCharges(chatId)).toEqual([]);
    expect(await balanceOf(rt, guestId)).toBe(500);
  });

  it('she goes offline: the preview ends with 405 (not 200); her room closing does the same', async () => {
    const first = await runningPreview(11);
    const events = recordEvents(rt);
    await setActorOnline(rt.db, rt.pubsub, first.actorId, false);
    events.stop();
    expect(await chatRow(rt, first.chatId)).toMatchObject({ status: 'ended', exitCode: CHAT_EXIT.previewHostEnded });
    expect(events.guest.map((event) => event.message).filter((message) => message.type === 'chatEnd')).toEqual([expect.objectContaining({ chatId: first.chatId, exitCode: 405 })]);
    expect(events.actor.map((event) => event.message).filter((message) => message.type === 'chatEnded')).toEqual([]);

    const second = await runningPreview(12);
    chatLiveAccess(rt.db, rt.pubsub).onRoomClosed?.(second.actorId);
    await vi.waitFor(async () => expect(await chatRow(rt, second.chatId)).toMatchObject({ status: 'ended', exitCode: CHAT_EXIT.previewHostEnded }));
  });

  it('the ticker finding her offline ends the preview with 405', async () => {
    const { actorId, chatId, t0 } = await runningPreview(13);
    await rt.db.update(actorFeatures).set({ livePreview: true }).where(eq(actorFeatures.actorId, actorId));
    await performer(rt, 13, { online: false });
    await tickChats(rt.db, rt.pubsub, at(t0, 1));
    expect(await chatRow(rt, chatId)).toMatchObject({ status: 'ended', exitCode: CHAT_EXIT.previewHostEnded, billedAmount: 0 });
  });
});

describe('a preview watches unseen, like a voyeur', () => {
  it('text and reactions from a preview: 403, nothing reaches her; her private chat connecting ends the preview with 405', async () => {
    const { token, chatId, actorId, t0 } = await runningPreview(14);
    expect((await chatPost(`${chatId}/message`, token, { text: 'hello' })).status).toBe(403);
    expect((await chatPost(`${chatId}/reaction`, token, { reaction: 'heart' })).status).toBe(403);

    const other = await freshGuest(rt);
    await fund(rt, other.guestId, 1000);
    const privateId = await startOk(other.token, { actorId, type: 'single' });
    await reportPrivateChatMedia(rt.db, rt.pubsub, privateId, 'connected', at(t0, 2));
    expect(await chatRow(rt, chatId)).toMatchObject({ status: 'ended', exitCode: CHAT_EXIT.previewHostEnded });
  });
});
