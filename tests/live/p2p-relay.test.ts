import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/lib/server/accounts/legal-versions';
import { AppError } from '@/lib/server/errors';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from '@/tests/integration/fresh-guest';
import { FakeLiveAccess, startLiveServer } from './live-server';
import { LiveTestClient } from './live-test-client';
import { eventually } from './werift-peers';

vi.mock('@/lib/server/studio/performer-token', () => ({
  authenticatePerformerToken: async (token: string) => {
    const match = /^studio-(\d+)$/.exec(token);
    if (match) return { actorId: Number(match[1]), expiresAt: Math.floor(Date.now() / 1000) + 900 };
    throw new AppError('UNAUTHORIZED', 'The access token is not a performer token.');
  },
}));

const CHAT = 601;
const OFFER = 'v=0\r\no=- 1 1 IN IP4 0.0.0.0\r\ns=-\r\nt=0 0\r\n';
let app: AppRuntime;
let live: Awaited<ReturnType<typeof startLiveServer>>;
let party: { guestId: number; token: string };
let outsider: { guestId: number; token: string };
const clients: LiveTestClient[] = [];

beforeAll(async () => {
  app = await startTestRuntime({ seed: false });
  const accepted = { privacy: PRIVACY_VERSION, terms: TERMS_VERSION };
  party = await freshGuest(app, accepted);
  outsider = await freshGuest(app, accepted);
  const access = new FakeLiveAccess();
  access.p2pChats.set(CHAT, { guestId: party.guestId, actorId: 7 });
  live = await startLiveServer(app, access);
});

afterEach(async () => {
  for (const client of clients.splice(0)) await client.close();
});

afterAll(async () => {
  await live.close();
  await stopTestRuntime(app);
});

async function open(session: Record<string, unknown>): Promise<LiveTestClient> {
  const client = await LiveTestClient.open(live.url, session);
  clients.push(client);
  return client;
}

const signal = (to: 'guest' | 'actor', payload: Record<string, unknown>) => ({ type: 'p2pSignal', chatId: CHAT, to, payload });
const signalsOf = (client: LiveTestClient) => client.ofType('p2pSignal');

describe('peer-to-peer relay of 1:1 chats (private, cam2cam and video call as direct connections)', () => {
  it('forwards offer, answer and ICE only between the guest’s tab and the performer’s tab of the chat', async () => {
    const guestTab = await open({ accessToken: party.token });
    const otherGuestTab = await open({ accessToken: party.token });
    const studio = await open({ studioToken: 'studio-7' });
    const otherStudio = await open({ studioToken: 'studio-8' });
    const stranger = await open({ accessToken: outsider.token });

    // The guest is first: her hello waits until the performer's tab is there.
    guestTab.send(signal('actor', { kind: 'hello' }));
    studio.send(signal('guest', { kind: 'hello' }));
    expect(await studio.waitFor((f) => f.type === 'p2pSignal')).toEqual({ type: 'p2pSignal', chatId: CHAT, from: 'guest', payload: { kind: 'hello' } });
    expect(await guestTab.waitFor((f) => f.type === 'p2pSignal')).toEqual({ type: 'p2pSignal', chatId: CHAT, from: 'actor', payload: { kind: 'hello' } });

    guestTab.send(signal('actor', { kind: 'offer', sdp: OFFER }));
    guestTab.send(signal('actor', { kind: 'ice', candidate: { candidate: 'candidate:1 1 udp 1 192.0.2.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 } }));
    studio.send(signal('guest', { kind: 'answer', sdp: OFFER }));
    await eventually(() => signalsOf(studio).length === 3 && signalsOf(guestTab).length === 2, 'offer, candidate and answer relayed');
    expect(signalsOf(studio).map((f) => (f.payload as { kind: string }).kind)).toEqual(['hello', 'offer', 'ice']);
    expect(signalsOf(guestTab).map((f) => (f.payload as { kind: string }).kind)).toEqual(['hello', 'answer']);

    // Not every socket of the guest: her other tab, another performer and a stranger got nothing.
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const bystander of [otherGuestTab, otherStudio, stranger]) expect(signalsOf(bystander)).toEqual([]);
  });

  it('refuses signals from outside the chat (error, nothing relayed) and keeps the connection usable', async () => {
    const studio = await open({ studioToken: 'studio-7' });
    studio.send(signal('guest', { kind: 'hello' }));
    const stranger = await open({ accessToken: outsider.token });
    expect(await stranger.request(signal('actor', { kind: 'offer', sdp: OFFER }), ['error'])).toMatchObject({ code: 'UNAUTHORIZED' });
    const otherStudio = await open({ studioToken: 'studio-8' });
    expect(await otherStudio.request(signal('guest', { kind: 'hello' }), ['error'])).toMatchObject({ code: 'UNAUTHORIZED' });
    const visitor = await open({});
    expect(await visitor.request(signal('actor', { kind: 'hello' }), ['error'])).toMatchObject({ code: 'UNAUTHORIZED' });
    const guestTab = await open({ accessToken: party.token });
    expect(await guestTab.request(signal('guest', { kind: 'hello' }), ['error'])).toMatchObject({ code: 'BAD_MESSAGE' });
    expect(await stranger.request({ type: 'ping' }, ['pong'])).toMatchObject({ type: 'pong' });
    expect(signalsOf(studio)).toEqual([]);
  });

  it('a closed tab is no endpoint: signals wait for the party’s next tab; nothing stays once both are gone', async () => {
    const firstTab = await open({ accessToken: party.token });
    const studio = await open({ studioToken: 'studio-7' });
    firstTab.send(signal('actor', { kind: 'hello' }));
    await studio.request(signal('guest', { kind: 'hello' }), ['p2pSignal']);
    await firstTab.close();
    // The performer's hello after the guest's network blip reaches the guest's next tab.
    studio.send(signal('guest', { kind: 'hello' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const nextTab = await open({ accessToken: party.token });
    const greeting = await nextTab.request(signal('actor', { kind: 'hello' }), ['p2pSignal']);
    expect(greeting).toEqual({ type: 'p2pSignal', chatId: CHAT, from: 'actor', payload: { kind: 'hello' } });
    // bye ends this party's part; the studio tab closing ends the chat's relay state.
    nextTab.send(signal('actor', { kind: 'bye' }));
    await studio.waitFor((f) => f.type === 'p2pSignal' && (f.payload as { kind: string }).kind === 'bye');
    await studio.close();
    await eventually(() => live.signalling().size().p2pChats === 0, 'the relay forgot the chat');
  });
});
