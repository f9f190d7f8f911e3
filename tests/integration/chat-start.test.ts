import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EXIT } from '@/lib/chat/chat-codes';
import { startChatResponseSchema } from '@/lib/contracts/chat';
import { insufficientFundsBodySchema } from '@/lib/contracts/purchase';
import { chatMediaConnected } from '@/lib/server/chat/media-events';
import { startChat } from '@/lib/server/chat/start-chat';
import { chats } from '@/lib/server/db/schema/chats';
import { ledgerTransactions } from '@/lib/server/db/schema/ledger';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { acceptAvs, activeChats, at, chatGet, chatPost, chatRow, endLeftovers, giveChatSeconds, performer, startOk } from './chat-calls';
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

const errorOf = async (response: Response) => ({ status: response.status, body: (await response.json()) as { error: { code: string; details?: unknown } } });

describe('starting a chat: refused with the matching §6 restriction, nothing billed ("Bad input and failure")', () => {
  it('without login: 401 (needLogin)', async () => {
    const actorId = await performer(rt, 1);
    expect((await chatPost('start', null, { actorId, type: 'live' })).status).toBe(401);
  });

  it('"a chat starts only with at least 0.5 EUR": 49 cents is 409 INSUFFICIENT_FUNDS with the missing amount (needPurchase), no chat, no charge', async () => {
    const actorId = await performer(rt, 1);
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 49);
    const { status, body } = await errorOf(await chatPost('start', token, { actorId, type: 'single' }));
    expect(status).toBe(409);
    expect(insufficientFundsBodySchema.parse(body).error.details).toEqual({ price: 50, balance: 49, missing: 1 });
    expect(await rt.db.select().from(chats).where(eq(chats.guestId, guestId))).toEqual([]);
    expect(await balanceOf(rt, guestId)).toBe(49);
  });

  it('videochat voucher seconds (voucher type 2, chatSeconds) start a paid chat without money', async () => {
    const actorId = await performer(rt, 1);
    const { guestId, token } = await freshGuest(rt);
    await giveChatSeconds(rt, guestId, 60);
    expect(await startOk(token, { actorId, type: 'live' })).toBeGreaterThan(0);
  });

  it('an fsk-18 chat without accepted age verification: 403 AGE_VERIFICATION_REQUIRED (needAgeCheck, exit 601); after AVS it starts', async () => {
    const actorId = await performer(rt, 2, { ageRating: 18 });
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 500);
    const refused = await errorOf(await chatPost('start', token, { actorId, type: 'free' }));
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'AGE_VERIFICATION_REQUIRED' } } });
    await acceptAvs(rt, guestId);
    const response = await chatPost('start', token, { actorId, type: 'live' });
    expect(response.status).toBe(200);
    expect(startChatResponseSchema.parse(await response.json()).data.chat).toMatchObject({ status: 'connecting', ageRating: 18, type: 'live' });
  });

  it('an offline performer, or a type she does not offer: 409 CHAT_UNAVAILABLE with the reason; an unknown performer 404', async () => {
    const offline = await performer(rt, 3, { online: false });
    const noVoyeur = await performer(rt, 4, { voyeur: false, freeChat: false });
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 500);
    expect(await errorOf(await chatPost('start', token, { actorId: offline, type: 'live' }))).toMatchObject({ status: 409, body: { error: { code: 'CHAT_UNAVAILABLE', details: { reason: 'offline' } } } });
    expect((await chatPost('start', token, { actorId: noVoyeur, type: 'voyeur' })).status).toBe(409);
    expect((await chatPost('start', token, { actorId: noVoyeur, type: 'free' })).status).toBe(409);
    expect((await chatPost('start', token, { actorId: 999_999, type: 'live' })).status).toBe(404);
    expect((await chatPost('start', token, { actorId: noVoyeur, type: 'group' })).status).toBe(422);
    expect(await rt.db.select().from(chats).where(eq(chats.guestId, guestId))).toEqual([]);
  });
});

describe('"Two chats at once from one guest: the second is refused or ends the first, never double billing"', () => {
  it('a second chat ends the first (exit 102) in the same transaction, billed to the second; chatEnd goes to the guest', async () => {
    const first = await performer(rt, 1, { price: 120 });
    const second = await performer(rt, 5, { price: 120 });
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 1_000);
    const t0 = new Date();
    const firstChat = await startChat(rt.db, rt.pubsub, { guestId, actorId: first, type: 'live' }, t0);
    await chatMediaConnected(rt.db, firstChat.id, t0);
    const events = recordEvents(rt);
    const secondChat = await startChat(rt.db, rt.pubsub, { guestId, actorId: second, type: 'single' }, at(t0, 10.6));
    events.stop();
    const ended = await chatRow(rt, firstChat.id);
    expect(ended).toMatchObject({ status: 'ended', exitCode: CHAT_EXIT.switchedChat, billedSeconds: 10, billedAmount: 20 });
    expect(await balanceOf(rt, guestId)).toBe(980);
    expect((await activeChats(rt)).map((c) => c.id)).toEqual([secondChat.id]);
    expect(((await (await chatGet('current', token)).json()) as { data: { chat: { id: number } } }).data.chat.id).toBe(secondChat.id);
    expect(events.guest.map((e) => e.message)).toContainEqual(expect.objectContaining({ type: 'chatEnd', chatId: firstChat.id, price: 20, exitCode: 102, isVoyeur: false }));
    expect(events.actor).toContainEqual({ actorId: second, message: expect.objectContaining({ type: 'chatStarted', chatId: secondChat.id, chatType: 'single' }) });
  });

  it('ten concurrent starts of one guest leave exactly one chat running (the database decides)', async () => {
    const actorId = await performer(rt, 6);
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 1_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => chatPost('start', token, { actorId, type: 'live' })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const running = (await activeChats(rt)).filter((c) => c.guestId === guestId);
    expect(running).toHaveLength(1);
    const ended = await rt.db.select().from(chats).where(eq(chats.guestId, guestId));
    expect(ended.filter((c) => c.status === 'ended').every((c) => c.exitCode === 102)).toBe(true);
  });

  it('a performer is in one private chat at a time: another guest\'s private start is 409, a voyeur may still watch', async () => {
    const actorId = await performer(rt, 7);
    const a = await freshGuest(rt);
    const b = await freshGuest(rt);
    await fund(rt, a.guestId, 500);
    await fund(rt, b.guestId, 500);
    await startOk(a.token, { actorId, type: 'singlec2c' });
    expect(await errorOf(await chatPost('start', b.token, { actorId, type: 'videocall' }))).toMatchObject({ status: 409, body: { error: { code: 'CHAT_UNAVAILABLE', details: { reason: 'privateBusy' } } } });
    const voyeur = await startOk(b.token, { actorId, type: 'voyeur' });
    expect((await chatRow(rt, voyeur)).type).toBe('voyeur');
  });
});

describe('REST area chat: current chat, ending it, and nothing charged while connecting', () => {
  it('GET chat/current shows the running chat; POST chat/{id}/end ends it with 101; another guest cannot end it (404)', async () => {
    const actorId = await performer(rt, 8);
    const { guestId, token } = await freshGuest(rt);
    const other = await freshGuest(rt);
    await fund(rt, guestId, 500);
    const chatId = await startOk(token, { actorId, type: 'live' });
    const current = (await (await chatGet('current', token)).json()) as { data: { chat: { id: number; status: string } | null } };
    expect(current.data.chat).toMatchObject({ id: chatId, status: 'connecting' });
    expect((await chatPost(`${chatId}/end`, other.token)).status).toBe(404);
    const response = await chatPost(`${chatId}/end`, token, {});
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { chat: { exitCode: number } } }).data.chat.exitCode).toBe(101);
    expect(((await (await chatGet('current', token)).json()) as { data: { chat: null } }).data.chat).toBeNull();
    expect(await balanceOf(rt, guestId)).toBe(500);
    const charges = await rt.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'chat'));
    expect(charges.filter((t) => (t.memo as { chatId?: number } | null)?.chatId === chatId)).toEqual([]);
  });
});
