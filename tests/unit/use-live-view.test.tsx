// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveView } from '@/components/live/use-live-view';
import type { LiveOptions } from '@/lib/live/live-types';

const stream = { id: 'her-stream' } as unknown as MediaStream;
const close = vi.fn();
const watchRoom = vi.fn((_session: unknown, _roomId: number, _chatId: number, options: LiveOptions) => {
  // Like the real one: 'connecting' is reported while watchRoom runs, before it returns.
  options.onState?.('connecting');
  return { stream, close };
});
vi.mock('@/lib/live/watch-room', () => ({ watchRoom: (...args: Parameters<typeof watchRoom>) => watchRoom(...args) }));
const session = { id: 'session' };
vi.mock('@/stores/realtime-session', () => ({ useRealtimeSession: () => session }));

afterEach(() => vi.clearAllMocks());

describe('useLiveView: a guest watches her room within a chat', () => {
  it('a state reported while the view starts does not break it: the stream and "connecting" arrive, and leaving closes the view', async () => {
    const { result, unmount } = renderHook(() => useLiveView(1000, 7));
    await waitFor(() => expect(result.current).toMatchObject({ stream, state: 'connecting', reason: null }));
    expect(watchRoom).toHaveBeenCalledWith({ id: 'session' }, 1000, 7, expect.objectContaining({ iceServers: [] }));
    unmount();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('no ids, no view: nothing is watched', () => {
    const { result } = renderHook(() => useLiveView(null, null));
    expect(result.current).toEqual({ stream: null, state: null, reason: null });
    expect(watchRoom).not.toHaveBeenCalled();
  });
});
