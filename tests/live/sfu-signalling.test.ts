import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/lib/server/accounts/legal-versions';
import { AppError } from '@/lib/server/errors';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from '@/tests/integration/fresh-guest';
import { FakeLiveAccess, startLiveServer } from './live-server';
import { LiveTestClient } from './live-test-client';
import { connectionState, eventually, TestPublisher, TestViewer } from './werift-peers';

// The studio token is tested with the studio; here 'studio-7' is performer 7's session.
vi.mock('@/lib/server/studio/performer-token', () => ({
  authenticatePerformerToken: async (token: string) => {
    if (token === 'studio-7') return { actorId: 7, expiresAt: Math.floor(Date.now() / 1000) + 900 };
    throw new AppError('UNAUTHORIZED', 'The access token is not a performer token.');
  },
}));

const ROOM = 7;
const CHAT = 501;
let app: AppRuntime;
let live: Awaited<ReturnType<typeof startLiveServer>>;
let access: FakeLiveAccess;
let guest: { guestId: number; token: string };
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  app = await startTestRuntime({ seed: false });
  guest = await freshGuest(app, { privacy: PRIVACY_VERSION, terms: TERMS_VERSION });
  access = new FakeLiveAccess();
  access.watchable.push({ guestId: guest.guestId, roomId: ROOM, chatId: CHAT });
  live = await startLiveServer(app, access);
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  // A room in its grace after the studio tab closed would leak into the next test.
  await live.router.closeRoom(ROOM);
});

afterAll(async () => {
  await live.close();
  await stopTestRuntime(app);
});

async function open(session: Record<string, unknown>): Promise<LiveTestClient> {
  const client = await LiveTestClient.open(live.url, session);
  cleanups.push(() => client.close());
  return client;
}

/** The performer on air: her studio tab publishes and her (synthetic) camera sends. */
async function goLive(): Promise<{ studio: LiveTestClient; publisher: TestPublisher; answer: string }> {
  const studio = await open({ studioToken: 'studio-7' });
  const publisher = new TestPublisher();
  cleanups.push(() => publisher.close());
  const reply = await studio.request({ type: 'livePublish', sdp: await publisher.offer() }, ['liveAnswer', 'error']);
  expect(reply).toMatchObject({ type: 'liveAnswer', roomId: ROOM });
  await publisher.accept(String(reply.sdp));
  await connectionState(publisher.pc, 'connected');
  publisher.startSending();
  return { studio, publisher, answer: String(reply.sdp) };
}

async function watch(client: LiveTestClient, chatId = CHAT): Promise<TestViewer> {
  const viewer = new TestViewer();
  cleanups.push(() => viewer.close());
  const reply = await client.request({ type: 'liveWatch', roomId: ROOM, chatId, sdp: await viewer.offer() }, ['liveAnswer', 'error']);
  expect(reply).toMatchObject({ type: 'liveAnswer', roomId: ROOM });
  await viewer.accept(String(reply.sdp));
  return viewer;
}

describe('live video through the in-process SFU (signalling over /ws, werift MediaRouter)', () => {
  it('a guest in the chat receives the performer’s RTP through the SFU, and billing hears “connected”', async () => {
    const { publisher, answer } = await goLive();
    // TOOLCHAIN.md: Chrome starts at 1.5 Mbps only with the hints in the SFU's answer.
    expect(answer).toContain('x-google-start-bitrate=1500;x-google-min-bitrate=750');
    const tab = await open({ accessToken: guest.token });
    const viewer = await watch(tab);
    await eventually(() => viewer.received.video >= 20 && viewer.received.audio >= 5, 'video and audio packets at the viewer');
    await eventually(() => access.media.some(([chat, state]) => chat === CHAT && state === 'connected'), 'viewerMedia connected');
    // "request a keyframe when a viewer joins": a PLI reached the performer.
    await eventually(() => publisher.keyframeRequests >= 1, 'a PLI at the publisher');
    expect(live.router.stats()).toMatchObject({ rooms: 1, publishers: 1, viewers: 1 });
    // Her camera on air is announced once (the chat service turns it into freeShowStart).
    expect(access.openedRooms).toEqual([ROOM]);
  });

  it('a refused liveWatch gets an error and liveRoomClosed, and nothing is set up', async () => {
    await goLive();
    const before = live.router.stats();
    const tab = await open({ accessToken: guest.token });
    const viewer = new TestViewer();
    cleanups.push(() => viewer.close());
    const from = tab.frames.length;
    tab.send({ type: 'liveWatch', roomId: ROOM, chatId: 999, sdp: await viewer.offer() });
    expect(await tab.waitFor((f) => f.type === 'error', 5_000, from)).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await tab.waitFor((f) => f.type === 'liveRoomClosed', 5_000, from)).toEqual({ type: 'liveRoomClosed', roomId: ROOM });
    expect(live.router.stats()).toEqual(before);
    expect(live.signalling().size().viewers).toBe(0);
    // A guest cannot publish, and the connection stays usable afterwards.
    expect(await tab.request({ type: 'livePublish', sdp: 'v=0' }, ['error'])).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await tab.request({ type: 'ping' }, ['pong'])).toMatchObject({ type: 'pong' });
  });

  it('a room that is not live answers NOT_FOUND; a garbage offer BAD_MESSAGE; neither leaves anything behind', async () => {
    const tab = await open({ accessToken: guest.token });
    const viewer = new TestViewer();
    cleanups.push(() => viewer.close());
    expect(await tab.request({ type: 'liveWatch', roomId: ROOM, chatId: CHAT, sdp: await viewer.offer() }, ['error'])).toMatchObject({ code: 'NOT_FOUND' });
    const studio = await open({ studioToken: 'studio-7' });
    expect(await studio.request({ type: 'livePublish', sdp: 'not an sdp' }, ['error'])).toMatchObject({ code: 'BAD_MESSAGE' });
    expect(live.router.stats()).toEqual({ rooms: 0, publishers: 0, viewers: 0 });
  });

  it('liveLeave ends the viewer (billing hears “lost”); the performer’s liveLeave closes the room for everyone', async () => {
    const { studio } = await goLive();
    const tab = await open({ accessToken: guest.token });
    const viewer = await watch(tab);
    await eventually(() => viewer.received.video > 0, 'media at the viewer');
    const mediaBefore = access.media.length;
    tab.send({ type: 'liveLeave', roomId: ROOM });
    await eventually(() => live.router.stats().viewers === 0, 'the viewer gone from the router');
    expect(access.media.slice(mediaBefore)).toEqual([[CHAT, 'lost']]);
    expect(tab.ofType('liveRoomClosed')).toEqual([]); // it left by itself: nothing to tell it

    const again = await watch(tab);
    await eventually(() => again.received.video > 0, 'media after watching again');
    studio.send({ type: 'liveLeave', roomId: ROOM });
    expect(await tab.waitFor((f) => f.type === 'liveRoomClosed')).toEqual({ type: 'liveRoomClosed', roomId: ROOM });
    expect(live.router.stats()).toEqual({ rooms: 0, publishers: 0, viewers: 0 });
    expect(access.closedRooms).toContain(ROOM);
  });

  it('a closed tab leaves its rooms; a second tab of the same chat takes the stream over from the first', async () => {
    await goLive();
    const first = await open({ accessToken: guest.token });
    await watch(first);
    const second = await open({ accessToken: guest.token });
    const viewer = await watch(second);
    // One media stream per chat: the first tab is told, the second receives.
    expect(await first.waitFor((f) => f.type === 'liveRoomClosed')).toEqual({ type: 'liveRoomClosed', roomId: ROOM });
    await eventually(() => viewer.received.video > 0, 'media at the second tab');
    expect(live.router.stats().viewers).toBe(1);
    await second.close();
    await eventually(() => live.router.stats().viewers === 0, 'the closed tab’s viewer gone');
    expect(live.signalling().size()).toMatchObject({ viewers: 0 });
  });

  it('a re-publish (her other tab, or after a blip) keeps the viewers: packets continue without a sequence jump', async () => {
    const first = await goLive();
    const tab = await open({ accessToken: guest.token });
    const viewer = await watch(tab);
    await eventually(() => viewer.received.video > 20, 'media from the first connection');
    await goLive();
    // The old studio tab is told; the guest is not, and keeps receiving from the new connection.
    expect(await first.studio.waitFor((f) => f.type === 'liveRoomClosed')).toEqual({ type: 'liveRoomClosed', roomId: ROOM });
    await first.publisher.close();
    const before = viewer.received.video;
    await eventually(() => viewer.received.video > before + 40, 'media from the new connection');
    expect(tab.ofType('liveRoomClosed')).toEqual([]);
    expect(viewer.maxSequenceStep).toBeLessThanOrEqual(2);
    expect(live.router.stats()).toMatchObject({ publishers: 1, viewers: 1 });
  });

  it('the performer’s closed studio tab keeps the room for the grace, then closes it', async () => {
    const { studio } = await goLive();
    const tab = await open({ accessToken: guest.token });
    await watch(tab);
    await studio.close();
    expect(live.router.stats().rooms).toBe(1); // a blip must not end the show at once
    expect(await tab.waitFor((f) => f.type === 'liveRoomClosed', 5_000)).toEqual({ type: 'liveRoomClosed', roomId: ROOM });
    expect(live.router.stats()).toEqual({ rooms: 0, publishers: 0, viewers: 0 });
    expect(live.signalling().size()).toEqual({ viewers: 0, publishers: 0, p2pChats: 0 });
  });
});
