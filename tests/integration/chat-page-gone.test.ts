import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_EXIT } from '@/lib/chat/chat-codes';
import { chatMediaConnected } from '@/lib/server/chat/media-events';
import { PAGE_GONE_GRACE_MS, endChatsOfClosedPages } from '@/lib/server/chat/page-gone';
import { startChat } from '@/lib/server/chat/start-chat';
import { tickChats } from '@/lib/server/chat/tick-chats';
import type { SessionState } from '@/lib/server/realtime/session-state';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { at, chatRow, endLeftovers, performer } from './chat-calls';
import { freshGuest } from './fresh-guest';
import { fund } from './purchase-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterEach(async () => {
  vi.useRealTimers();
  await endLeftovers(rt);
});
afterAll(() => stopTestRuntime(rt));

/** The two hub calls the watcher uses, driven by the test: which guests have a page open, and closing one. */
function fakeHub() {
  const open = new Set<number>();
  const listeners = new Set<(session: SessionState, close: { shuttingDown: boolean }) => void>();
  return {
    open,
    isGuestConnected: (guestId: number) => open.has(guestId),
    onConnectionClosed(listener: (session: SessionState, close: { shuttingDown: boolean }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A socket of the guest closes; `lastOne` false: another tab of his stays open; `shuttingDown`: the hub closes them all. */
    closePage(guestId: number, lastOne = true, shuttingDown = false) {
      if (lastOne) open.delete(guestId);
      for (const listener of listeners) listener({ sessionId: `s${guestId}`, language: 'en', guestId, actorId: null, tokenExpiresAt: null }, { shuttingDown });
    },
  };
}

async function runningChat(index: number) {
  const actorId = await performer(rt, index, { price: 120 });
  const guest = await freshGuest(rt);
  await fund(rt, guest.guestId, 1_000);
  const t0 = new Date();
  const chat = await startChat(rt.db, rt.pubsub, { guestId: guest.guestId, actorId, type: 'live' }, t0);
  await chatMediaConnected(rt.db, chat.id, t0);
  await tickChats(rt.db, rt.pubsub, at(t0, 3));
  return { guestId: guest.guestId, chatId: chat.id };
}

/** Waits until the chat's row satisfies the check (the watcher ends it asynchronously after its timer). */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100 && !(await check()); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('§3 exit 103 "page closed": the server ends the chat of a guest whose pages are all gone', () => {
  it('the last page closes and none comes back within the grace → the chat ends with 103, billed only up to then', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { guestId, chatId } = await runningChat(1);
    const hub = fakeHub();
    const stop = endChatsOfClosedPages(hub, rt.db, rt.pubsub);
    hub.closePage(guestId);
    vi.advanceTimersByTime(PAGE_GONE_GRACE_MS - 1);
    expect((await chatRow(rt, chatId)).status).toBe('open');
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await eventually(async () => (await chatRow(rt, chatId)).status === 'ended');
    expect(await chatRow(rt, chatId)).toMatchObject({ status: 'ended', exitCode: CHAT_EXIT.pageClosed, billedSeconds: 3 });
    stop();
  });

  it('a reload (a page of the guest is open again before the grace ends) keeps the chat running', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { guestId, chatId } = await runningChat(2);
    const hub = fakeHub();
    const stop = endChatsOfClosedPages(hub, rt.db, rt.pubsub);
    hub.closePage(guestId);
    hub.open.add(guestId);
    vi.advanceTimersByTime(PAGE_GONE_GRACE_MS * 2);
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await chatRow(rt, chatId)).status).toBe('open');
    stop();
  });

  it('another tab of the guest still open: closing one page changes nothing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { guestId, chatId } = await runningChat(3);
    const hub = fakeHub();
    const stop = endChatsOfClosedPages(hub, rt.db, rt.pubsub);
    hub.open.add(guestId);
    hub.closePage(guestId, false);
    vi.advanceTimersByTime(PAGE_GONE_GRACE_MS * 2);
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await chatRow(rt, chatId)).status).toBe('open');
    stop();
  });

  it('the server shutting down closes every page but ends no chat: the pages resume on the next server', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { guestId, chatId } = await runningChat(4);
    const hub = fakeHub();
    const stop = endChatsOfClosedPages(hub, rt.db, rt.pubsub);
    hub.closePage(guestId, true, true);
    vi.advanceTimersByTime(PAGE_GONE_GRACE_MS * 2);
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await chatRow(rt, chatId)).status).toBe('open');
    stop();
  });
});
