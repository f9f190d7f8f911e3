// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StudioLive } from '@/app/studio/_components/live/studio-live';
import { ACTOR_ID, fakeCamera, fakeRealtime, renderStudio, roomChat } from './studio-live-harness';

const peer = vi.hoisted(() => ({ close: vi.fn(), options: null as null | { chatId: number; role: string; audioOnly?: boolean; onState?: (state: string) => void } }));
vi.mock('@/lib/live/peer-call', () => ({
  startPeerCall: vi.fn((_signals: unknown, options: typeof peer.options) => {
    peer.options = options;
    return { remoteStream: { getTracks: () => [] }, close: peer.close };
  }),
}));

const server = setupServer(
  http.get('*/rest/v1/studio/me', () => HttpResponse.json({ success: true, data: { actorId: ACTOR_ID, actorName: 'LunaSky', slug: 'lunasky', isOnline: true, onlineSince: null } })),
  // The server names no voice caller (lib/server/chat/studio-chats.ts): guestName ''.
  http.get('*/rest/v1/studio/chat/room', () => HttpResponse.json({ success: true, data: { chats: [roomChat({ chatId: 61, type: 'voice', guestName: '', status: 'connecting', mediaStartedAt: null })] } })),
  // The page's other panels (shows, clash) are not under test here.
  http.get('*/rest/v1/studio/*', () => HttpResponse.json({ success: false, error: { code: 'NOT_FOUND', message: 'not in this test' } }, { status: 404 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  peer.options = null;
  vi.clearAllMocks();
});
afterAll(() => server.close());

describe('studio: the anonymous voice call (§7 "start anonymous voice-call chat": she never sees who calls)', () => {
  it('arrives as the request "Anonymous caller — voice call"; accepting starts an audio-only peer call', async () => {
    const realtime = fakeRealtime();
    renderStudio(<StudioLive />, realtime);
    act(() => realtime.emit({ type: 'chatStarted', chatId: 61, chatType: 'voice', guestName: '', pricePerMinute: 199 }));
    const card = screen.getByTestId('studio-request-61');
    expect(card.textContent).toContain('Anonymous caller — voice call');
    expect(card.textContent).toContain('1,99 € per minute');

    fakeCamera();
    fireEvent.click(screen.getByTestId('studio-camera-start'));
    await waitFor(() => expect((screen.getByTestId('studio-accept-61') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('studio-accept-61'));
    await waitFor(() => expect(peer.options).not.toBeNull());
    expect(peer.options).toMatchObject({ chatId: 61, role: 'actor', audioOnly: true });
    // Her running camera's stream carries the call (audio only): no second microphone is asked for.
    expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Voice call with an anonymous caller')).toBeTruthy();
    expect(screen.getByTestId('studio-voice-audio')).toBeTruthy();
    expect(screen.queryByTestId('studio-private-video')).toBeNull();
    act(() => peer.options?.onState?.('connected'));
    expect(realtime.sent).toContainEqual({ type: 'chatMedia', chatId: 61, state: 'connected' });
  });

  it('a voice call needs no camera: accepting asks for her microphone alone, which the call sends and releases when it ends', async () => {
    const realtime = fakeRealtime();
    const { stream, tracks, getUserMedia } = fakeCamera();
    renderStudio(<StudioLive />, realtime);
    act(() => realtime.emit({ type: 'chatStarted', chatId: 61, chatType: 'voice', guestName: '', pricePerMinute: 199 }));
    expect(screen.getByTestId('studio-request-61').textContent).not.toContain('Start your camera');
    fireEvent.click(screen.getByTestId('studio-accept-61'));
    await waitFor(() => expect(peer.options).toMatchObject({ chatId: 61, role: 'actor', audioOnly: true, localStream: stream }));
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(screen.getByTestId('studio-camera-start')).toBeTruthy();

    act(() => realtime.emit({ type: 'chatEnded', chatId: 61, chatType: 'voice', exitCode: 101, billedSeconds: 12, earned: 20 }));
    await waitFor(() => expect(screen.queryByText('Voice call with an anonymous caller')).toBeNull());
    expect(peer.close).toHaveBeenCalled();
    for (const track of tracks) expect(track.stop).toHaveBeenCalled();
  });

  it('a refused microphone says so in the call; the call can still be ended', async () => {
    const realtime = fakeRealtime();
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: vi.fn(async () => Promise.reject(new Error('NotAllowedError'))) }, configurable: true });
    renderStudio(<StudioLive />, realtime);
    act(() => realtime.emit({ type: 'chatStarted', chatId: 61, chatType: 'voice', guestName: '', pricePerMinute: 199 }));
    fireEvent.click(screen.getByTestId('studio-accept-61'));
    await waitFor(() => expect(screen.getByText('Allow the microphone to take the call.')).toBeTruthy());
    expect(peer.options).toBeNull();
    expect(screen.getByRole('button', { name: 'End chat' })).toBeTruthy();
  });

  it('her room lists the call as "Anonymous caller", with nothing to select for a reply', async () => {
    renderStudio(<StudioLive />, fakeRealtime());
    const row = await screen.findByTestId('studio-room-chat-61');
    expect(row.textContent).toContain('Anonymous caller');
    expect(row.textContent).toContain('Voice call');
    expect(row.querySelector('button[aria-pressed]')).toBeNull();
  });
});
