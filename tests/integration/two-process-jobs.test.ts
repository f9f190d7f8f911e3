import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_EXIT } from '@/lib/chat/chat-codes';
import { chatMediaConnected } from '@/lib/server/chat/media-events';
import { settleInterruptedChats } from '@/lib/server/chat/settle-interrupted-chats';
import { startChat } from '@/lib/server/chat/start-chat';
import { stopClashTimers } from '@/lib/server/clash/clash-events';
import { startClash } from '@/lib/server/clash/clash-service';
import { type ClusterMember, joinCluster } from '@/lib/server/cluster/join-cluster';
import { type DatabaseHandle, openDatabase } from '@/lib/server/db/client';
import { appProcesses } from '@/lib/server/db/schema/cluster';
import { subscriptions } from '@/lib/server/db/schema/subscriptions';
import { BROADCAST_CHANNEL, type BroadcastEvent } from '@/lib/server/realtime/broadcast-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { createRuntimePubSub } from '@/lib/server/realtime/pubsub-runtime';
import type { AppRuntime } from '@/lib/server/runtime';
import { subscribeToGuestEvents } from '@/lib/server/realtime/guest-events';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { chatRow, endLeftovers, performer } from './chat-calls';
import { freshGuest } from './fresh-guest';
import { fund } from './purchase-calls';
import { balanceOf } from './wallet-calls';

/**
 * Two app processes on one PostgreSQL (docs/ARCHITECTURE.md "Two processes"): two pools, two
 * LISTEN/NOTIFY pubsubs, two cluster members. Every clock-driven job takes effect once, and a
 * boot ends only the chats of dead processes. PostgreSQL only: PGlite serves one process.
 */
const FAST = { tickMs: 100, settleMs: 300, reapMs: 200, heartbeatMs: 200, leaderRetryMs: 200 };
let rt: AppRuntime;
let url: string | undefined;
let second: { database: DatabaseHandle; pubsub: PubSub } | null = null;
const members: ClusterMember[] = [];

beforeAll(async () => {
  rt = await startTestRuntime();
  url = (rt.database as DatabaseHandle & { url?: string }).url;
  if (!url) return;
  const database = await openDatabase({ url, dataDir: '' });
  second = { database, pubsub: await createRuntimePubSub(url) };
});

afterAll(async () => {
  rt.cluster = undefined;
  for (const member of members.splice(0)) await member.leave();
  stopClashTimers();
  await second?.pubsub.close();
  await second?.database.close();
  await stopTestRuntime(rt);
});

async function join(which: 'a' | 'b'): Promise<ClusterMember> {
  const side = which === 'a' ? { db: rt.db, pubsub: rt.pubsub } : { db: second!.database.db, pubsub: second!.pubsub };
  const member = await joinCluster({ ...side, url, port: which === 'a' ? 1 : 2, sweepMail: false, clock: FAST });
  members.push(member);
  return member;
}

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('two processes on one PostgreSQL: clocks run once, boots spare each other’s chats', () => {
  it('a second process’s boot leaves the first one’s running chat alone; the chat of a dead process ends with 903, announced once', async () => {
    await endLeftovers(rt);
    const a = await join('a');
    const actorId = await performer(rt, 2, { price: 120 });
    const { guestId } = await freshGuest(rt);
    await fund(rt, guestId, 1_000);
    // startChat records the process it runs in (this test's runtime is process a).
    rt.cluster = a;
    const chat = await startChat(rt.db, rt.pubsub, { guestId, actorId, type: 'live' });
    expect((await chatRow(rt, chat.id)).processId).toBe(a.processId);
    // The boot of the old code ended every running chat (903) — a second process must not.
    const b = await join('b');
    expect([a, b].filter((member) => member.isLeader())).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await settleInterruptedChats(rt.db, { liveProcesses: [a.processId, b.processId] })).toBe(0);
    expect((await chatRow(rt, chat.id)).status).not.toBe('ended');
    // Process a dies (no clean leave): its beat goes stale, the leader ends its chat once.
    const ends: unknown[] = [];
    const stop = subscribeToGuestEvents(second!.pubsub, (event) => event.guestId === guestId && event.message.type === 'chatEnd' && ends.push(event.message));
    members.splice(members.indexOf(a), 1);
    await a.leave();
    await rt.db.insert(appProcesses).values({ id: a.processId, address: 'gone:1', heartbeatAt: new Date(Date.now() - 60_000) });
    await vi.waitFor(async () => expect(await chatRow(rt, chat.id)).toMatchObject({ status: 'ended', exitCode: CHAT_EXIT.serverRestart }), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    stop();
    expect(ends).toHaveLength(1);
    expect(b.isLeader()).toBe(true);
  });

  it('one leader at a time; the follower takes over when it goes; a due renewal is charged once and a clash ends and is announced once', async () => {
    for (const member of members.splice(0)) await member.leave();
    const [a, b] = [await join('a'), await join('b')];
    expect([a, b].filter((member) => member.isLeader())).toHaveLength(1);
    const leader = a.isLeader() ? a : b;
    const follower = leader === a ? b : a;
    members.splice(members.indexOf(leader), 1);
    await leader.leave();
    await vi.waitFor(() => expect(follower.isLeader()).toBe(true), { timeout: 3_000 });
    const again = await join(leader === a ? 'a' : 'b');
    expect(again.isLeader()).toBe(false);

    // A subscription due now: each of the two processes would renew it if its clock ran.
    const { guestId } = await freshGuest(rt);
    await fund(rt, guestId, 5_000);
    const [sub] = await rt.db
      .insert(subscriptions)
      .values({ guestId, kind: 'vip', flow: 'vipabo', status: 'active', renewalPrice: 999, periodDays: 30, currentPeriodEnd: new Date(Date.now() - 1_000), startKey: `two-process-${guestId}` } as typeof subscriptions.$inferInsert)
      .returning();
    // A clash whose time ran out (its timer lived in a process that is gone).
    stopClashTimers();
    const announced: BroadcastEvent['message'][] = [];
    const stop = rt.pubsub.subscribe(BROADCAST_CHANNEL, (payload) => announced.push((payload as BroadcastEvent).message));
    const clash = await startClash(rt.db, rt.pubsub, { actorId: await performer(rt, 7), opponentId: await performer(rt, 8) }, new Date(Date.now() - 10 * 60_000));
    stopClashTimers();
    await vi.waitFor(async () => expect((await rt.db.select().from(subscriptions).where(eq(subscriptions.id, sub!.id)))[0]?.periods).toBe(2), { timeout: 5_000 });
    await vi.waitFor(() => expect(announced.filter((m) => m.type === 'clashOfCamsVoting' && m.clashId === clash.clashId && m.status === 'ended')).toHaveLength(1), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    stop();
    expect(await balanceOf(rt, guestId)).toBe(5_000 - 999);
    expect(announced.filter((m) => m.type === 'clashOfCamsVoting' && m.clashId === clash.clashId && m.status === 'ended')).toHaveLength(1);
  });

  it('a chat with media bills once per second with both processes running (no double charge)', async () => {
    await endLeftovers(rt);
    const actorId = await performer(rt, 3, { price: 600 });
    const { guestId } = await freshGuest(rt);
    await fund(rt, guestId, 10_000);
    rt.cluster = members[0];
    const chat = await startChat(rt.db, rt.pubsub, { guestId, actorId, type: 'live' });
    const started = new Date();
    await chatMediaConnected(rt.db, chat.id, started);
    await new Promise((resolve) => setTimeout(resolve, 3_200));
    const row = await chatRow(rt, chat.id);
    const elapsed = Math.floor((Date.now() - started.getTime()) / 1_000);
    expect(row.billedSeconds).toBeGreaterThanOrEqual(elapsed - 1);
    expect(row.billedSeconds).toBeLessThanOrEqual(elapsed);
    expect(await balanceOf(rt, guestId)).toBe(10_000 - row.billedAmount);
  });
});
