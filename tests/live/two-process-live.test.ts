import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '@/lib/realtime/protocol';
import { databaseRoomDirectory } from '@/lib/server/cluster/live-room-directory';
import { newProcessId, registerProcess } from '@/lib/server/cluster/process-registry';
import { type DatabaseHandle } from '@/lib/server/db/client';
import { LiveBus } from '@/lib/server/live-video/live-bus';
import { LiveSignalling } from '@/lib/server/live-video/live-signalling';
import type { LivePrincipal } from '@/lib/server/live-video/live-access';
import { WeriftMediaRouter } from '@/lib/server/live-video/werift-media-router';
import { createInProcessPubSub, type PubSub } from '@/lib/server/realtime/pubsub';
import { createRuntimePubSub } from '@/lib/server/realtime/pubsub-runtime';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { performer } from '@/tests/integration/chat-calls';
import { FakeLiveAccess } from './live-server';
import { connectionState, eventually, TestPublisher, TestViewer } from './werift-peers';

/**
 * Two processes' live signalling on one database (docs/ARCHITECTURE.md "Two processes"): the
 * performer's studio socket on process A, the guest's on process B. On PostgreSQL each process has
 * its own LISTEN/NOTIFY pubsub; on PGlite one in-process pubsub stands for the network between them.
 */
type Process = { id: string; pubsub: PubSub; router: WeriftMediaRouter; access: FakeLiveAccess; signalling: LiveSignalling; inbox: Map<string, ServerMessage[]> };
const GUEST = 424_242;
const P2P_CHAT = 700;
const SFU_CHAT = 701;
let rt: AppRuntime;
let room: number;
let a: Process;
let b: Process;
const closers: (() => Promise<void>)[] = [];

async function startProcess(pubsub: PubSub): Promise<Process> {
  const id = newProcessId();
  await registerProcess(rt.db, id, `test:${id}`);
  const router = new WeriftMediaRouter({ publisherGraceMs: 300, timeouts: { connectMs: 8_000, interruptedMs: 3_000 } });
  const access = new FakeLiveAccess();
  access.p2pChats.set(P2P_CHAT, { guestId: GUEST, actorId: room });
  access.watchable.push({ guestId: GUEST, roomId: room, chatId: SFU_CHAT });
  const inbox = new Map<string, ServerMessage[]>();
  const send = (sessionId: string, message: ServerMessage) => (inbox.set(sessionId, [...(inbox.get(sessionId) ?? []), message]), true);
  const bus = new LiveBus(id, pubsub);
  const signalling = new LiveSignalling(router, access, send, { bus, rooms: databaseRoomDirectory(rt.db, id) });
  closers.push(async () => {
    signalling.close();
    bus.close();
    await router.close();
  });
  return { id, pubsub, router, access, signalling, inbox };
}

beforeAll(async () => {
  rt = await startTestRuntime();
  room = await performer(rt, 4);
  const url = (rt.database as DatabaseHandle & { url?: string }).url;
  const shared = createInProcessPubSub();
  const pubsubs = url ? [await createRuntimePubSub(url), await createRuntimePubSub(url)] : [shared, shared];
  a = await startProcess(pubsubs[0]!);
  b = await startProcess(pubsubs[1]!);
  closers.push(async () => {
    for (const pubsub of new Set(pubsubs)) await pubsub.close();
  });
});

afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await stopTestRuntime(rt);
});

const guest: LivePrincipal = { kind: 'guest', guestId: GUEST };
const her = (): LivePrincipal => ({ kind: 'performer', actorId: room });
const signalsOf = (p: Process, sessionId: string) => (p.inbox.get(sessionId) ?? []).filter((m) => m.type === 'p2pSignal');

describe('live video across two processes', () => {
  it('1:1 chat: the signals of a guest on B and the performer on A reach each other once, in order (the reported "Connecting…" defect)', async () => {
    await a.signalling.signalP2P({ sessionId: 'studio-a', principal: her() }, P2P_CHAT, 'guest', { kind: 'hello' });
    await b.signalling.signalP2P({ sessionId: 'guest-b', principal: guest }, P2P_CHAT, 'actor', { kind: 'hello' });
    await eventually(() => signalsOf(b, 'guest-b').length === 1 && signalsOf(a, 'studio-a').length === 1, 'both hellos across');
    await b.signalling.signalP2P({ sessionId: 'guest-b', principal: guest }, P2P_CHAT, 'actor', { kind: 'offer', sdp: 'v=0 offer' });
    await eventually(() => signalsOf(a, 'studio-a').length === 2, 'the offer at A');
    await a.signalling.signalP2P({ sessionId: 'studio-a', principal: her() }, P2P_CHAT, 'guest', { kind: 'answer', sdp: 'v=0 answer' });
    await eventually(() => signalsOf(b, 'guest-b').length === 2, 'the answer at B');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(signalsOf(a, 'studio-a').map((m) => m.type === 'p2pSignal' && m.payload.kind)).toEqual(['hello', 'offer']);
    expect(signalsOf(b, 'guest-b').map((m) => m.type === 'p2pSignal' && m.payload.kind)).toEqual(['hello', 'answer']);
    // Nobody else got anything; a closed tab releases its side everywhere.
    expect([...a.inbox.keys(), ...b.inbox.keys()].sort()).toEqual(['guest-b', 'studio-a']);
    a.signalling.connectionClosed('studio-a');
    b.signalling.connectionClosed('guest-b');
    await eventually(() => a.signalling.size().p2pChats === 0 && b.signalling.size().p2pChats === 0, 'nothing held');
  });

  it('SFU room: her camera on A, the guest on B watches through A (media from A’s address), leaves, and hears the room close', async () => {
    const publisher = new TestPublisher();
    closers.push(() => publisher.close());
    const published = await a.signalling.publish({ sessionId: 'studio-a', principal: her() }, await publisher.offer());
    expect(published[0]).toMatchObject({ type: 'liveAnswer', roomId: room });
    await publisher.accept((published[0] as { sdp: string }).sdp);
    await connectionState(publisher.pc, 'connected');
    publisher.startSending();

    const viewer = new TestViewer();
    closers.push(() => viewer.close());
    const reply = await b.signalling.watch({ sessionId: 'guest-b', principal: guest }, room, SFU_CHAT, await viewer.offer());
    expect(reply[0]).toMatchObject({ type: 'liveAnswer', roomId: room });
    await viewer.accept((reply[0] as { sdp: string }).sdp);
    await eventually(() => viewer.received.video >= 10, 'video from A at the guest of B');
    // The room and its billing live in A; B holds no SFU state of its own.
    expect(a.router.stats()).toMatchObject({ rooms: 1, viewers: 1 });
    expect(b.router.stats()).toEqual({ rooms: 0, publishers: 0, viewers: 0 });
    await eventually(() => a.access.media.some(([chat, state]) => chat === SFU_CHAT && state === 'connected'), 'billing hears connected at A');
    // A refused watch from B is refused by A (authorization stays with the owner).
    const refused = await b.signalling.watch({ sessionId: 'guest-b2', principal: { kind: 'guest', guestId: GUEST + 1 } }, room, SFU_CHAT, await new TestViewer().offer());
    expect(refused.map((m) => m.type)).toEqual(['error', 'liveRoomClosed']);

    await b.signalling.leave({ sessionId: 'guest-b', principal: guest }, room);
    await eventually(() => a.router.stats().viewers === 0, 'the viewer gone from A');
    const again = new TestViewer();
    closers.push(() => again.close());
    const second = await b.signalling.watch({ sessionId: 'guest-b', principal: guest }, room, SFU_CHAT, await again.offer());
    await again.accept((second[0] as { sdp: string }).sdp);
    await eventually(() => again.received.video > 0, 'media after watching again');
    await a.signalling.leave({ sessionId: 'studio-a', principal: her() }, room);
    await eventually(() => (b.inbox.get('guest-b') ?? []).some((m) => m.type === 'liveRoomClosed'), 'liveRoomClosed at the guest on B');
    await eventually(() => a.access.closedRooms.includes(room), 'the room closed at A');
  });
});
