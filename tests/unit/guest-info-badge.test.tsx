// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestInfoBadge, type GuestInfoText } from '@/components/guest-info/guest-info-badge';
import type { GuestInfoFlags } from '@/lib/contracts/guest-info-batch';
import { guestStore } from '@/stores/guest';

type Listener = (flags: GuestInfoFlags | null) => void;
const { watchGuestInfo, listeners } = vi.hoisted(() => {
  const listeners: { kind: string; id: number; guestId: number; listener: Listener }[] = [];
  const watchGuestInfo = vi.fn((kind: string, id: number, guestId: number, listener: Listener) => {
    listeners.push({ kind, id, guestId, listener });
    return () => listeners.splice(listeners.findIndex((entry) => entry.listener === listener), 1);
  });
  return { watchGuestInfo, listeners };
});
// The registry's batching is stood in for by `watchGuestInfo`: the tile's query registers there,
// and what the test tells lands in that query of the page's one client.
vi.mock('@/components/guest-info/guest-info-registry', async () => {
  const [{ getQueryClient }, { getGuestState }] = await Promise.all([import('@/lib/queries/query-client'), import('@/stores/guest')]);
  return {
    guestInfoOptions: (kind: string, id: number) => {
      const queryKey = ['gallery', 'guestInfo', kind, id];
      return {
        queryKey,
        queryFn: () => {
          const guest = getGuestState();
          const client = getQueryClient();
          const stop = watchGuestInfo(kind, id, guest.status === 'guest' ? guest.guestId : 0, (flags) => client.setQueryData(queryKey, flags));
          const unsubscribe = client.getQueryCache().subscribe((event) => {
            if (event.type !== 'removed' || event.query.queryHash !== JSON.stringify(queryKey)) return;
            stop();
            unsubscribe();
          });
          return new Promise<never>(() => {});
        },
      };
    },
  };
});
// Query updates reach the badge inside the test's act(), not a tick later.
notifyManager.setScheduler((callback) => callback());

const text: GuestInfoText = { bought: 'Bought', gifted: 'Gift', flatrate: 'Included in VIP', liked: 'Liked' };
const NONE: GuestInfoFlags = { bought: false, gifted: false, flatrate: false, liked: false };
const logIn = (guestId: number) => guestStore.getState().actions.guestLoggedIn({ guestId, screenName: 'demo', accessToken: 'token', expiresAt: 2e9 });
const tell = (flags: GuestInfoFlags | null) => act(() => listeners.forEach((entry) => entry.listener(flags)));

afterEach(() => {
  cleanup();
  watchGuestInfo.mockClear();
  guestStore.getState().actions.guestLoggedOut();
});

describe('GuestInfoBadge: the guest\'s mark on a video or album tile', () => {
  it('a visitor sees nothing, and the registry is not even asked', async () => {
    guestStore.getState().actions.guestLoggedOut();
    const { container } = render(<GuestInfoBadge kind="video" id={100001} text={text} />);
    await act(async () => {});
    expect(container.textContent).toBe('');
    expect(watchGuestInfo).not.toHaveBeenCalled();
  });

  it('a logged-in guest registers the tile and reads "Bought", "Gift" or "Included in VIP" as text, and the like mark by name', async () => {
    logIn(7);
    render(<GuestInfoBadge kind="album" id={500001} text={text} />);
    await waitFor(() => expect(watchGuestInfo).toHaveBeenCalledWith('album', 500001, 7, expect.any(Function)));
    tell({ ...NONE, bought: true, liked: true });
    expect(screen.getByText('Bought')).toBeTruthy();
    expect(screen.getByText('Liked')).toBeTruthy();
    tell({ ...NONE, gifted: true });
    expect(screen.getByText('Gift')).toBeTruthy();
    expect(screen.queryByText('Bought')).toBeNull();
    tell({ ...NONE, flatrate: true });
    expect(screen.getByText('Included in VIP')).toBeTruthy();
    tell(NONE);
    expect(screen.queryByTestId('guest-info')).toBeNull();
  });

  it('after a logout the mark disappears at once and the tile stops listening', async () => {
    logIn(7);
    render(<GuestInfoBadge kind="video" id={100001} text={text} />);
    await waitFor(() => expect(listeners).toHaveLength(1));
    tell({ ...NONE, bought: true });
    expect(screen.getByText('Bought')).toBeTruthy();
    act(() => guestStore.getState().actions.guestLoggedOut());
    expect(screen.queryByText('Bought')).toBeNull();
    expect(listeners).toHaveLength(0);
  });
});
