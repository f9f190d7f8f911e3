import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FREE_CHAT_SECONDS_PER_DAY, cumulativePrice } from '@/lib/chat/billing-rules';
import { freeChatDurationsResponseSchema } from '@/lib/contracts/chat';
import { startChatTicker, stopChatTicker } from '@/lib/server/chat/chat-ticker';
import { chatMediaConnected } from '@/lib/server/chat/media-events';
import { startChat } from '@/lib/server/chat/start-chat';
import { tickChats } from '@/lib/server/chat/tick-chats';
import { ledgerTransactions } from '@/lib/server/db/schema/ledger';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { at, chatGet, chatPost, chatRow, endLeftovers, giveChatSeconds, performer } from './chat-calls';
import { freshGuest } from './fresh-guest';
import { recordEvents } from './messenger-calls';
import { balance, earningsOf, fund, platformRevenue } from './purchase-calls';
import { balanceOf, expectLedgerConsistent } from './wallet-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterEach(() => endLeftovers(rt));
afterAll(() => stopTestRuntime(rt));

/** A chat of a fresh guest, media up at t0. */
async function openChat(options: { price: number; money: number; type?: 'live' | 'single' | 'free' | 'voyeur'; index?: number; t0?: Date }) {
  const actorId = await performer(rt, options.index ?? 1, { price: options.price });
  const { guestId, token } = await freshGuest(rt);
  if (options.money > 0) await fund(rt, guestId, options.money);
  const t0 = options.t0 ?? new Date();
  const chat = await startChat(rt.db, rt.pubsub, { guestId, actorId, type: options.type ?? 'single' }, t0);
  await chatMediaConnected(rt.db, chat.id, t0);
  return { actorId, guestId, token, chatId: chat.id, t0 };
}

const SECONDS_PER_DAY = 86_400;
const berlinClock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
/** Seconds since midnight in Berlin. */
function berlinSecondOfDay(date: Date): number {
  const [hours = 0, minutes = 0, seconds = 0] = berlinClock.format(date).split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}

const chargesOf = (chatId: number) => rt.db.select().from(ledgerTransactions).where(and(eq(ledgerTransactions.kind, 'chat'), like(ledgerTransactions.idempotencyKey, `chat:${chatId}:%`)));

describe('§9 per-second billing on the server clock', () => {
  it('ticks debit exactly ceil(n·p/60) after n seconds and credit the performer; fractions of a second carry over', async () => {
    const { actorId, guestId, chatId, t0 } = await openChat({ price: 199, money: 1_000 });
    const earningsBefore = await balance(rt, earningsOf(actorId));
    const revenueBefore = await balance(rt, platformRevenue);
    for (const s of [1, 2, 3.4, 4.2, 5.9, 7, 10.5]) await tickChats(rt.db, rt.pubsub, at(t0, s));
    const chat = await chatRow(rt, chatId);
    expect(chat).toMatchObject({ status: 'open', billedSeconds: 10, paidSeconds: 10, billedAmount: cumulativePrice(10, 199) });
    expect(await balanceOf(rt, guestId)).toBe(1_000 - cumulativePrice(10, 199));
    const earned = (await balance(rt, earningsOf(actorId))) - earningsBefore;
    expect(earned).toBe(Math.floor(cumulativePrice(10, 199) / 2));
    expect(earned + (await balance(rt, platformRevenue)) - revenueBefore).toBe(cumulativePrice(10, 199));
    expect(chat.performerAmount).toBe(earned);
    await expectLedgerConsistent(rt);
  });

  it('stops at zero with exit 501: never below zero, the low-balance warning once, chatEnd with the price', async () => {
    // 300 ct/min = 5 ct/s: 50 ct pay exactly 10 seconds.
    const { guestId, chatId, t0 } = await openChat({ price: 300, money: 50, index: 2 });
    const events = recordEvents(rt);
    for (let s = 1; s <= 15; s += 1) await tickChats(rt.db, rt.pubsub, at(t0, s));
    events.stop();
    const chat = await chatRow(rt, chatId);
    expect(chat).toMatchObject({ status: 'ended', exitCode: 501, billedSeconds: 10, billedAmount: 50 });
    expect(chat.endedAt?.getTime()).toBe(at(t0, 10).getTime());
    expect(await balanceOf(rt, guestId)).toBe(0);
    const mine = events.guest.filter((e) => e.guestId === guestId).map((e) => e.message);
    expect(mine.filter((m) => m.type === 'chatLowBalance')).toEqual([{ type: 'chatLowBalance', chatId, secondsLeft: 9 }]);
    expect(mine.filter((m) => m.type === 'chatEnd')).toEqual([expect.objectContaining({ chatId, price: 50, exitCode: 501 })]);
    expect(mine.filter((m) => m.type === 'guestBalance').at(-1)).toMatchObject({ guestBalance: 0 });
    await expectLedgerConsistent(rt);
  });

  it('two concurrent ticks bill a second once (SKIP LOCKED and the billing clock in the row)', async () => {
    const { guestId, chatId, t0 } = await openChat({ price: 120, money: 1_000, index: 3 });
    const results = await Promise.all([tickChats(rt.db, rt.pubsub, at(t0, 5)), tickChats(rt.db, rt.pubsub, at(t0, 5)), tickChats(rt.db, rt.pubsub, at(t0, 5))]);
    expect(results.reduce((n, r) => n + r.failed, 0)).toBe(0);
    expect(await balanceOf(rt, guestId)).toBe(1_000 - 10);
    expect((await chatRow(rt, chatId)).billedSeconds).toBe(5);
    expect(await chargesOf(chatId)).toHaveLength(1);
  });

  it('voucher seconds are spent before money; a chat on vouchers alone ends with 503 when they run out', async () => {
    const actorId = await performer(rt, 4, { price: 120 });
    const { guestId } = await freshGuest(rt);
    await giveChatSeconds(rt, guestId, 5);
    const t0 = new Date();
    const chat = await startChat(rt.db, rt.pubsub, { guestId, actorId, type: 'live' }, t0);
    await chatMediaConnected(rt.db, chat.id, t0);
    for (let s = 1; s <= 8; s += 1) await tickChats(rt.db, rt.pubsub, at(t0, s));
    expect(await chatRow(rt, chat.id)).toMatchObject({ status: 'ended', exitCode: 503, voucherSecondsUsed: 5, paidSeconds: 0, billedAmount: 0 });

    const mixed = await freshGuest(rt);
    await giveChatSeconds(rt, mixed.guestId, 3, actorId);
    await fund(rt, mixed.guestId, 100);
    const t1 = new Date();
    const second = await startChat(rt.db, rt.pubsub, { guestId: mixed.guestId, actorId, type: 'live' }, t1);
    await chatMediaConnected(rt.db, second.id, t1);
    await tickChats(rt.db, rt.pubsub, at(t1, 5));
    expect(await chatRow(rt, second.id)).toMatchObject({ voucherSecondsUsed: 3, paidSeconds: 2, billedAmount: 4 });
    expect(await balanceOf(rt, mixed.guestId)).toBe(96);
  });

  it('free chat: 300 s per guest and performer per Berlin day, counted down, then 502; a new free chat is refused today', async () => {
    // The chat's 400 s stay inside today's Berlin day whenever the test runs (§9: the allowance is
    // per Berlin day; started just before midnight, its end would fall into a new day's 300 s).
    const now = new Date();
    const start = SECONDS_PER_DAY - berlinSecondOfDay(now) < 420 ? new Date(now.getTime() - 420_000) : now;
    const { actorId, token, chatId, t0 } = await openChat({ price: 120, money: 0, type: 'free', index: 5, t0: start });
    await tickChats(rt.db, rt.pubsub, at(t0, 100));
    const durations = freeChatDurationsResponseSchema.parse(await (await chatGet('free-durations', token)).json()).data;
    expect(durations).toEqual({ defaultSeconds: FREE_CHAT_SECONDS_PER_DAY, durations: [{ actorId, remainingSeconds: 200 }] });
    await tickChats(rt.db, rt.pubsub, at(t0, 400));
    expect(await chatRow(rt, chatId)).toMatchObject({ status: 'ended', exitCode: 502, freeSecondsUsed: 300, billedAmount: 0 });
    expect((await chatPost('start', token, { actorId, type: 'free' })).status).toBe(409);
    expect(await chargesOf(chatId)).toEqual([]);
  });
});

describe('the ticker: one per process, every second by the server clock, stopped on shutdown', () => {
  it('bills an open chat without anyone calling it, and bills nothing after it is stopped', async () => {
    const actorId = await performer(rt, 6, { price: 120 });
    const { guestId } = await freshGuest(rt);
    await fund(rt, guestId, 1_000);
    const chat = await startChat(rt.db, rt.pubsub, { guestId, actorId, type: 'live' });
    // Media up three seconds ago: the first tick bills those three seconds.
    await chatMediaConnected(rt.db, chat.id, new Date(Date.now() - 3_000));
    startChatTicker(rt.db, rt.pubsub, 50);
    startChatTicker(rt.db, rt.pubsub, 50);
    try {
      await vi.waitFor(async () => expect((await chatRow(rt, chat.id)).billedSeconds).toBeGreaterThanOrEqual(3), { timeout: 5_000 });
    } finally {
      await stopChatTicker();
    }
    const stopped = await chatRow(rt, chat.id);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect((await chatRow(rt, chat.id)).billedSeconds).toBe(stopped.billedSeconds);
    expect(await balanceOf(rt, guestId)).toBe(1_000 - cumulativePrice(stopped.paidSeconds, 120));
  });
});
