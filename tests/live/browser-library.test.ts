import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MediaStream as WeriftStream, MediaStreamTrack as WeriftTrack, RtpHeader, RtpPacket } from 'werift';
import { publishCamera } from '@/lib/live/publish-camera';
import { startPeerCall } from '@/lib/live/peer-call';
import type { LiveState } from '@/lib/live/live-types';
import { watchRoom } from '@/lib/live/watch-room';
import { RealtimeSession } from '@/lib/realtime/session';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/lib/server/accounts/legal-versions';
import { AppError } from '@/lib/server/errors';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from '@/tests/integration/fresh-guest';
import { installBrowserWebRTC, recordingSocketFactory } from './browser-webrtc';
import { FakeLiveAccess, startLiveServer } from './live-server';
import { eventually } from './werift-peers';

vi.mock('@/lib/server/studio/performer-token', () => ({
  authenticatePerformerToken: async (token: string) => {
    if (token === 'studio-7') return { actorId: 7, expiresAt: Math.floor(Date.now() / 1000) + 900 };
    throw new AppError('UNAUTHORIZED', 'The access token is not a performer token.');
  },
}));

const ROOM = 7;
const CHAT = 701;
let app: AppRuntime;
let live: Awaited<ReturnType<typeof startLiveServer>>;
let browser: Awaited<ReturnType<typeof installBrowserWebRTC>>;
let guest: { guestId: number; token: string };
const cleanups: (() => void | Promise<void>)[] = [];

beforeAll(async () => {
  app = await startTestRuntime({ seed: false });
  guest = await freshGuest(app, { privacy: PRIVACY_VERSION, terms: TERMS_VERSION });
  const access = new FakeLiveAccess();
  access.watchable.push({ guestId: guest.guestId, roomId: ROOM, chatId: CHAT });
  access.p2pChats.set(CHAT, { guestId: guest.guestId, actorId: ROOM });
  live = await startLiveServer(app, access);
  browser = await installBrowserWebRTC();
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await live.router.closeRoom(ROOM);
});

afterAll(async () => {
  browser.uninstall();
  await live.close();
  await stopTestRuntime(app);
});

/** A page's one RealtimeSession (lib/realtime/session.ts) over a socket the test can cut. */
function page(identity: { accessToken?: string; guestId?: number; studioToken?: string }) {
  const { Socket, sockets } = recordingSocketFactory();
  const session = new RealtimeSession({ language: 'en', url: live.url, WebSocket: Socket, onConnectionError: () => {}, ...identity });
  session.open();
  cleanups.push(() => session.close());
  return { session, sockets };
}

/** A synthetic camera: werift tracks that the test feeds with RTP (what getUserMedia gives a page). */
function camera(): { stream: MediaStream; stop(): void } {
  const video = new WeriftTrack({ kind: 'video' });
  const audio = new WeriftTrack({ kind: 'audio' });
  let sequence = 0;
  const timer = setInterval(() => {
    sequence = (sequence + 1) & 0xffff;
    video.writeRtp(new RtpPacket(new RtpHeader({ payloadType: 96, sequenceNumber: sequence, timestamp: sequence * 3000, ssrc: 1, marker: true }), Buffer.alloc(900, 7)));
    audio.writeRtp(new RtpPacket(new RtpHeader({ payloadType: 111, sequenceNumber: sequence, timestamp: sequence * 960, ssrc: 2 }), Buffer.alloc(60, 1)));
  }, 20);
  const stop = () => clearInterval(timer);
  cleanups.push(stop);
  return { stream: new WeriftStream([video, audio]) as unknown as MediaStream, stop };
}

/** Counts the RTP packets arriving on the video track currently in a received stream. */
function videoPackets(stream: MediaStream): () => number {
  const counted = new Map<unknown, number>();
  return () => {
    for (const track of stream.getVideoTracks() as unknown as WeriftTrack[]) {
      if (!counted.has(track)) {
        counted.set(track, 0);
        track.onReceiveRtp.subscribe(() => counted.set(track, (counted.get(track) ?? 0) + 1));
      }
    }
    const current = stream.getVideoTracks()[0];
    return current ? (counted.get(current) ?? 0) : 0;
  };
}

/** Counts the RTP packets arriving on the audio tracks of a received stream. */
function audioPackets(stream: MediaStream): () => number {
  const counted = new Map<unknown, number>();
  return () => {
    for (const track of stream.getAudioTracks() as unknown as WeriftTrack[]) {
      if (!counted.has(track)) {
        counted.set(track, 0);
        track.onReceiveRtp.subscribe(() => counted.set(track, (counted.get(track) ?? 0) + 1));
      }
    }
    return [...counted.values()].reduce((sum, n) => sum + n, 0);
  };
}

function recorder(): { states: LiveState[]; onState: (state: LiveState) => void } {
  const states: LiveState[] = [];
  return { states, onState: (state) => states.push(state) };
}

describe('the browser library lib/live (studio camera, guest view, 1:1 calls, reconnect after a blip)', () => {
  it('publishCamera and watchRoom: the guest’s stream receives the studio camera through the SFU', async () => {
    const studio = page({ studioToken: 'studio-7' });
    const publication = publishCamera(studio.session, camera().stream, { roomId: ROOM });
    cleanups.push(() => publication.stop());
    await eventually(() => live.router.stats().publishers === 1, 'the studio publishing');
    const guestPage = page({ accessToken: guest.token, guestId: guest.guestId });
    const states = recorder();
    const view = watchRoom(guestPage.session, ROOM, CHAT, { onState: states.onState });
    cleanups.push(() => view.close());
    const packets = videoPackets(view.stream);
    await eventually(() => packets() > 20, 'video packets in the guest’s stream');
    expect(states.states).toContain('connected');
  });

  it('re-negotiates by itself after the WebSocket drops and after its peer connection breaks', async () => {
    const studio = page({ studioToken: 'studio-7' });
    const publication = publishCamera(studio.session, camera().stream, { roomId: ROOM });
    cleanups.push(() => publication.stop());
    const guestPage = page({ accessToken: guest.token, guestId: guest.guestId });
    const states = recorder();
    const view = watchRoom(guestPage.session, ROOM, CHAT, { onState: states.onState });
    cleanups.push(() => view.close());
    const packets = videoPackets(view.stream);
    await eventually(() => packets() > 10, 'media before the blip');

    // A network blip: the socket dies; the session reconnects and the view negotiates anew.
    const firstTrack = view.stream.getVideoTracks()[0];
    guestPage.sockets.at(-1)!.terminate();
    await eventually(() => view.stream.getVideoTracks()[0] !== firstTrack && packets() > 10, 'media on a new track after the reconnect', 15_000);
    expect(states.states).toContain('reconnecting');

    // The peer connection itself breaks (ICE failed): a fresh negotiation, same stream object.
    const secondTrack = view.stream.getVideoTracks()[0];
    const guestPeer = browser.peers.filter((pc) => pc.connectionState === 'connected').at(-1)!;
    guestPeer.close();
    await eventually(() => view.stream.getVideoTracks()[0] !== secondTrack && packets() > 10, 'media after the re-negotiation', 15_000);
    expect(live.router.stats()).toMatchObject({ publishers: 1, viewers: 1 });
    expect(states.states.at(-1)).toBe('connected');
  });

  it('a refused view closes with the server’s reason and sets nothing up', async () => {
    const studio = page({ studioToken: 'studio-7' });
    const publication = publishCamera(studio.session, camera().stream, { roomId: ROOM });
    cleanups.push(() => publication.stop());
    await eventually(() => live.router.stats().publishers === 1, 'the studio publishing');
    const guestPage = page({ accessToken: guest.token, guestId: guest.guestId });
    const closed: unknown[] = [];
    const view = watchRoom(guestPage.session, ROOM, 999, { onState: (state, reason) => state === 'closed' && closed.push(reason) });
    cleanups.push(() => view.close());
    await eventually(() => closed.length === 1, 'the view closed');
    expect(closed[0]).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(live.router.stats().viewers).toBe(0);
  });

  it('startPeerCall: guest and performer see each other directly (cam2cam), and bye ends the other side', async () => {
    const studio = page({ studioToken: 'studio-7' });
    const guestPage = page({ accessToken: guest.token, guestId: guest.guestId });
    const performerStates = recorder();
    const performer = startPeerCall(studio.session, { chatId: CHAT, role: 'actor', localStream: camera().stream, onState: performerStates.onState });
    cleanups.push(() => performer.close());
    const call = startPeerCall(guestPage.session, { chatId: CHAT, role: 'guest', localStream: camera().stream });
    cleanups.push(() => call.close());
    const atGuest = videoPackets(call.remoteStream);
    const atPerformer = videoPackets(performer.remoteStream);
    await eventually(() => atGuest() > 10 && atPerformer() > 10, 'video both ways');
    expect(live.router.stats().viewers).toBe(0); // direct: nothing through the SFU
    call.close();
    await eventually(() => performerStates.states.at(-1) === 'closed', 'the performer’s side closed by bye');
  });

  it('startPeerCall audioOnly (anonymous voice call): sound both ways, no video even from her camera stream', async () => {
    const studio = page({ studioToken: 'studio-7' });
    const guestPage = page({ accessToken: guest.token, guestId: guest.guestId });
    // She answers from her camera stream; the guest sends a microphone (audio track only).
    const performer = startPeerCall(studio.session, { chatId: CHAT, role: 'actor', localStream: camera().stream, audioOnly: true });
    cleanups.push(() => performer.close());
    const mic = camera().stream;
    const microphone = new WeriftStream(mic.getAudioTracks() as unknown as WeriftTrack[]) as unknown as MediaStream;
    const call = startPeerCall(guestPage.session, { chatId: CHAT, role: 'guest', localStream: microphone, audioOnly: true });
    cleanups.push(() => call.close());
    const atGuest = audioPackets(call.remoteStream);
    const atPerformer = audioPackets(performer.remoteStream);
    await eventually(() => atGuest() > 10 && atPerformer() > 10, 'sound both ways');
    expect(call.remoteStream.getVideoTracks()).toHaveLength(0);
    expect(performer.remoteStream.getVideoTracks()).toHaveLength(0);
  });
});
