// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VoiceCallBox } from '@/components/voice-call/voice-call-box';
import type { VoiceCallText } from '@/components/voice-call/voice-call-text';
import en from '@/messages/en.json';
import { fakeRealtime } from './studio-live-harness';
import { realtimeSessionStore } from '@/stores/realtime-session';

const peer = vi.hoisted(() => ({ close: vi.fn(), options: null as null | { chatId: number; role: string; audioOnly?: boolean; localStream?: unknown } }));
vi.mock('@/lib/live/peer-call', () => ({
  startPeerCall: vi.fn((_signals: unknown, options: typeof peer.options) => {
    peer.options = options;
    return { remoteStream: { getTracks: () => [] }, close: peer.close };
  }),
}));

const text = { ...en.AnonymousCall, exit: en.Chat.exit } as unknown as VoiceCallText;
let startAnswer: { code: number; chatId: number | null } = { code: 2000, chatId: 7 };
const posts: { path: string; body: unknown }[] = [];
const chatView = { id: 7, type: 'voice', status: 'ended', actorId: 1001, actorName: 'LunaSky', pricePerMinute: 180, pricePerMinuteFormatted: '1,80 €', ageRating: 16, createdAt: new Date().toISOString(), mediaStartedAt: new Date().toISOString(), billedSeconds: 10, billedAmount: 30, billedAmountFormatted: '0,30 €', freeSecondsLeft: null, exitCode: 101, endedAt: new Date().toISOString() };
const server = setupServer(
  http.post('*/rest/v1/messenger/voicecall/start', async ({ request }) => {
    posts.push({ path: new URL(request.url).pathname, body: await request.json() });
    return HttpResponse.json({ success: true, data: startAnswer });
  }),
  http.post('*/rest/v1/chat/:chatId/end', async ({ request }) => {
    posts.push({ path: new URL(request.url).pathname, body: await request.json() });
    return HttpResponse.json({ success: true, data: { chat: chatView } });
  }),
);

const microphone = () => {
  const track = { kind: 'audio', enabled: true, stop: vi.fn() };
  const stream = { getTracks: () => [track], getAudioTracks: () => [track] } as unknown as MediaStream;
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: vi.fn(async () => stream) }, configurable: true });
  return { stream, track };
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  posts.length = 0;
  peer.options = null;
  startAnswer = { code: 2000, chatId: 7 };
  vi.clearAllMocks();
});
afterAll(() => server.close());

function renderBox(props: Partial<Parameters<typeof VoiceCallBox>[0]> = {}) {
  const realtime = fakeRealtime();
  realtimeSessionStore.getState().actions.sessionOpened(realtime.session);
  const reload = vi.fn();
  const onClose = vi.fn();
  render(<VoiceCallBox actorId={1001} actorName="LunaSky" pricePerMinute={180} pricePerMinuteFormatted="1,80 €" language="en" text={text} startNow onClose={onClose} reload={reload} {...props} />);
  return { realtime, reload, onClose };
}

describe('the messenger call box', () => {
  it('calls with the microphone (audio only), rings, connects on voicecallStart, hangs up with 101 and shows the exit and amount', async () => {
    const { stream, track } = microphone();
    const { realtime, reload } = renderBox();
    await waitFor(() => expect(screen.getByTestId('voice-call-status').dataset.state).toBe('ringing'));
    expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(posts[0]).toMatchObject({ path: '/rest/v1/messenger/voicecall/start', body: { actorId: 1001 } });
    expect(screen.getByTestId('voice-call-status').textContent).toBe('Calling LunaSky…');
    await waitFor(() => expect(peer.options).toMatchObject({ chatId: 7, role: 'guest', audioOnly: true, localStream: stream }));

    act(() => realtime.emit({ type: 'voicecallStart', chatId: 7, actorId: 1001, anonymous: true }));
    expect(screen.getByTestId('voice-call-status').textContent).toBe('Connected');
    expect(screen.getByTestId('voice-call-timer').textContent).toBe('00:00');
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(track.enabled).toBe(false);

    fireEvent.click(screen.getByTestId('voice-call-hang-up'));
    await waitFor(() => expect(screen.getByTestId('voice-call-ended')).toBeTruthy());
    expect(posts[1]).toEqual({ path: '/rest/v1/chat/7/end', body: { exitCode: 101 } });
    expect(screen.getByTestId('voice-call-exit').textContent).toBe('You left the chat.');
    expect(screen.getByTestId('voice-call-amount').textContent).toContain('0,30');
    expect(track.stop).toHaveBeenCalled();

    // §4: the anonymous stop reloads the page, deferred until the ended state is closed.
    act(() => realtime.emit({ type: 'voicecallStop', chatId: 7, actorId: 1001, anonymous: true, exitCode: 101 }));
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('voice-call-close'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaving the conversation mid-call hangs up (101) and frees the microphone', async () => {
    const { track } = microphone();
    renderBox();
    await waitFor(() => expect(screen.getByTestId('voice-call-status').dataset.state).toBe('ringing'));
    // Mid-call: the peer call (loaded lazily with the first call) is running before she leaves.
    await waitFor(() => expect(peer.options).toMatchObject({ chatId: 7 }));
    cleanup();
    await waitFor(() => expect(posts[1]).toEqual({ path: '/rest/v1/chat/7/end', body: { exitCode: 101 } }));
    expect(track.stop).toHaveBeenCalled();
    expect(peer.close).toHaveBeenCalled();
  });

  it('§8 a code other than 2000 is the error state "<message> (code 2003)" with a top-up; no call runs', async () => {
    const { track } = microphone();
    startAnswer = { code: 2003, chatId: null };
    renderBox();
    const error = await screen.findByTestId('voice-call-error');
    expect(error.textContent).toBe('Your balance is too low for a call. Top up first. (code 2003)');
    expect(screen.getByRole('button', { name: 'Top up' })).toBeTruthy();
    expect(peer.options).toBeNull();
    expect(track.stop).toHaveBeenCalled();
  });

  it('a link (?call=voice) opens the box to confirm the price first; a denied microphone starts nothing', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: vi.fn(async () => Promise.reject(new Error('denied'))) }, configurable: true });
    const { onClose } = renderBox({ startNow: false });
    expect(screen.getByText('Call LunaSky for 1,80 € per minute?')).toBeTruthy();
    expect(posts).toHaveLength(0);
    fireEvent.click(screen.getByTestId('voice-call-now'));
    expect((await screen.findByTestId('voice-call-error')).textContent).toBe(en.AnonymousCall.micDenied);
    expect(posts).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
