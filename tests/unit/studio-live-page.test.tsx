// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StudioLive } from '@/app/studio/_components/live/studio-live';
import { ACTOR_ID, type FakeRealtime, fakeCamera, fakeRealtime, renderStudio, roomChat } from './studio-live-harness';

const peer = vi.hoisted(() => ({ close: vi.fn(), options: null as null | { chatId: number; role: string; localStream: unknown; onState?: (state: string) => void } }));
vi.mock('@/lib/live/peer-call', () => ({
  startPeerCall: vi.fn((_signals: unknown, options: typeof peer.options) => {
    peer.options = options;
    return { remoteStream: { getTracks: () => [] }, close: peer.close };
  }),
}));
const publish = vi.hoisted(() => ({ stop: vi.fn(), args: null as unknown[] | null }));
vi.mock('@/lib/live/publish-camera', () => ({
  publishCamera: vi.fn((...args: unknown[]) => {
    publish.args = args;
    return { stop: publish.stop };
  }),
}));

const posts: { path: string; body: unknown }[] = [];
const record = async (request: Request) => posts.push({ path: new URL(request.url).pathname, body: await request.json() });
const server = setupServer(
  http.get('*/rest/v1/studio/me', () => HttpResponse.json({ success: true, data: { actorId: ACTOR_ID, actorName: 'LunaSky', slug: 'lunasky', isOnline: false, onlineSince: null } })),
  http.get('*/rest/v1/studio/chat/room', () => HttpResponse.json({ success: true, data: { chats: [roomChat()] } })),
  http.post('*/rest/v1/studio/online', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ success: true, data: { isOnline: true, changed: true } });
  }),
  http.post('*/rest/v1/studio/chat/:chatId/end', async ({ params, request }) => {
    await record(request);
    return HttpResponse.json({ success: true, data: { chatId: Number(params.chatId), exitCode: 200 } });
  }),
  http.post('*/rest/v1/studio/chat/:chatId/message', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ success: true, data: { message: { id: 900, channelId: 5, messageType: 'text', senderType: 'actor', text: 'hi', includedGifts: [], data: { media: null, gifts: [] }, price: 0, priceFormatted: '0,00 €', createdAt: new Date().toISOString(), isVideochat: true, isFreechat: false, chatId: 41 } } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  posts.length = 0;
  peer.options = null;
  vi.clearAllMocks();
});
afterAll(() => server.close());

const request = (chatId: number, chatType = 'singlec2c') => ({ type: 'chatStarted', chatId, chatType, guestName: `Guest${chatId}`, pricePerMinute: 299 });
const ended = (chatId: number, chatType = 'singlec2c') => ({ type: 'chatEnded', chatId, chatType, exitCode: 200, billedSeconds: 75, earned: 187 });
const chatMessage = (id: number, fields: Record<string, unknown>) => ({
  type: 'chatMessage',
  chatId: 41,
  message: { id, senderType: 'guest', messageType: 'text', text: '', giftName: null, toyDurationSeconds: null, guestName: 'Guest41', createdAt: new Date().toISOString(), ...fields },
});

async function startCamera() {
  const camera = fakeCamera();
  fireEvent.click(screen.getByTestId('studio-camera-start'));
  await waitFor(() => expect(screen.queryByTestId('studio-camera-start')).toBeNull());
  return camera;
}

describe('studio live page (private requests, in-chat messages, camera)', () => {
  it('"a guest\'s start of single / singlec2c / videocall is a request": chatStarted shows guest, type, price per minute, accept and decline', async () => {
    const realtime = fakeRealtime();
    renderStudio(<StudioLive />, realtime);
    act(() => realtime.emit(request(51)));
    act(() => realtime.emit(request(52, 'live')));
    const card = screen.getByTestId('studio-request-51');
    expect(card.textContent).toContain('Guest51 asks for a Cam2cam');
    expect(card.textContent).toContain('2,99 € per minute');
    expect(screen.getByTestId('studio-accept-51')).toBeTruthy();
    expect(screen.getByTestId('studio-decline-51')).toBeTruthy();
    expect(screen.queryByTestId('studio-request-52')).toBeNull(); // a live chat is no request
  });

  it('"she DECLINES with POST /rest/v1/studio/chat/{chatId}/end": the request leaves the list', async () => {
    const realtime = fakeRealtime();
    renderStudio(<StudioLive />, realtime);
    act(() => realtime.emit(request(51)));
    fireEvent.click(screen.getByTestId('studio-decline-51'));
    await waitFor(() => expect(screen.queryByTestId('studio-request-51')).toBeNull());
    expect(posts.map((post) => post.path)).toEqual(['/rest/v1/studio/chat/51/end']);
  });

  it('"she ACCEPTS by starting the peer call with her camera": chatMedia connected / lost, the guest\'s camera, the call ends with chatEnded', async () => {
    const realtime: FakeRealtime = fakeRealtime();
    renderStudio(<StudioLive />, realtime);
    act(() => realtime.emit(request(51)));
    expect((screen.getByTestId('studio-accept-51') as HTMLButtonElement).disabled).toBe(true); // no camera yet
    const { stream } = await startCamera();
    fireEvent.click(screen.getByTestId('studio-accept-51'));
    await waitFor(() => expect(peer.options).not.toBeNull());
    expect(peer.options).toMatchObject({ chatId: 51, role: 'actor', localStream: stream });
    expect(screen.getByTestId('studio-private-video')).toBeTruthy();
    expect(screen.queryByTestId('studio-request-51')).toBeNull();
    act(() => peer.options?.onState?.('connected'));
    act(() => realtime.emit({ type: 'sessionAck', sessionId: 's2', loggedIn: false, guestId: null, language: 'en', actorId: 9 }));
    act(() => peer.options?.onState?.('reconnecting'));
    act(() => realtime.emit({ type: 'sessionAck', sessionId: 's3', loggedIn: false, guestId: null, language: 'en', actorId: 9 }));
    expect(realtime.sent).toEqual([
      { type: 'chatMedia', chatId: 51, state: 'connected' },
      { type: 'chatMedia', chatId: 51, state: 'connected' }, // told again to a new server session
      { type: 'chatMedia', chatId: 51, state: 'lost' },
    ]);
    act(() => realtime.emit(ended(51)));
    expect(peer.close).toHaveBeenCalled();
    expect(screen.queryByTestId('studio-private-video')).toBeNull();
    const earnings = screen.getByTestId('studio-chat-earnings');
    expect(earnings.textContent).toContain('Cam2cam');
    expect(earnings.textContent).toContain('1:15');
    expect(earnings.textContent).toContain('1,87 €');
  });

  it('a toy command appears in the toy log, newest first and pulsing; gifts and texts in the messages', async () => {
    const realtime = fakeRealtime();
    renderStudio(<StudioLive />, realtime);
    act(() => realtime.emit(chatMessage(1, { messageType: 'toy', giftName: 'Vibe soft', toyDurationSeconds: 10 })));
    act(() => realtime.emit(chatMessage(2, { messageType: 'toy', giftName: 'Vibe max', toyDurationSeconds: 30 })));
    act(() => realtime.emit(chatMessage(3, { messageType: 'gift', giftName: 'Rose' })));
    const entries = within(screen.getByTestId('studio-toy-log')).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(['Guest41: Vibe max for 30 s', 'Guest41: Vibe soft for 10 s']);
    expect(entries[0]?.dataset.pulse).toBe('true');
    expect(entries[1]?.dataset.pulse).toBeUndefined();
    const messages = screen.getByTestId('studio-chat-messages').textContent;
    expect(messages).toContain('toy: Vibe max for 30 s');
    expect(messages).toContain('sent you a gift: Rose');
  });

  it('a guest\'s text is rendered as text, never as markup; her reply posts to the selected chat', async () => {
    const realtime = fakeRealtime();
    renderStudio(<StudioLive />, realtime);
    act(() => realtime.emit(chatMessage(7, { text: '<img src=x onerror=alert(1)><b>hi</b>' })));
    const list = screen.getByTestId('studio-chat-messages');
    expect(list.textContent).toContain('<img src=x onerror=alert(1)><b>hi</b>');
    expect(list.querySelector('img, b')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Reply to Guest41' }));
    fireEvent.change(screen.getByTestId('studio-chat-text-input'), { target: { value: 'Hello you' } });
    fireEvent.click(screen.getByTestId('studio-chat-text-send'));
    await waitFor(() => expect(posts).toEqual([{ path: '/rest/v1/studio/chat/41/message', body: { text: 'Hello you' } }]));
  });

  it('go online sets her online and publishes her camera into her room (room id = her actor id); go offline stops it', async () => {
    const realtime = fakeRealtime();
    renderStudio(<StudioLive />, realtime);
    const { stream, tracks } = await startCamera();
    fireEvent.click(screen.getByRole('button', { name: 'Mute microphone' }));
    expect(tracks.find((track) => track.kind === 'audio')?.enabled).toBe(false);
    fireEvent.click(screen.getByTestId('studio-go-online'));
    await waitFor(() => expect(publish.args).not.toBeNull());
    expect(publish.args).toEqual([realtime.session, stream, { roomId: ACTOR_ID }]);
    expect(posts).toEqual([{ path: '/rest/v1/studio/online', body: { online: true } }]);
    fireEvent.click(await screen.findByTestId('studio-go-offline'));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(publish.stop).toHaveBeenCalled();
    expect(posts[1]).toEqual({ path: '/rest/v1/studio/online', body: { online: false } });
  });
});
