// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LivePlayer } from '@/components/tv/live-player';
import { TvLive, type TvLiveText } from '@/components/tv/tv-live';
import type { TvProgram } from '@/lib/contracts/tv';
import { tvKeys } from '@/lib/queries/tv';
import { queryKeysFor } from '@/lib/realtime/query-invalidation';
import { liveWindow, renderPlaylist } from '@/lib/server/tv/live-window';
import { guestStore } from '@/stores/guest';

const playerText = { label: 'Live stream', live: 'Live', unmute: 'Sound on', mute: 'Sound off', loading: 'Loading', failed: 'Failed' };
const segmentUrl = (n: number) => `/media/tv/livestream/${n}.mp4?g=0`;

function playlistResponse(status = 200) {
  if (status !== 200) return Response.json({ success: false, error: { code: 'TV_SUBSCRIPTION_REQUIRED', message: 'no' } }, { status });
  const now = Date.now();
  return new Response(renderPlaylist(liveWindow([], new Date(now)), segmentUrl), { headers: { 'X-Server-Time': String(now) } });
}

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  guestStore.getState().actions.guestLoggedOut();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('LivePlayer: plays the live playlist at the server clock', () => {
  it('starts the segment on air, goes on with the next one when it ends, and says so when the server refuses', async () => {
    let status = 200;
    const fetchMock = vi.fn(async () => playlistResponse(status));
    vi.stubGlobal('fetch', fetchMock);
    const refused = vi.fn();
    render(<LivePlayer playlistUrl="/media/tv/livestream/live.m3u8?g=0" text={playerText} onRefused={refused} />);
    const video = screen.getByTestId('tv-live-video') as HTMLVideoElement;
    const onAir = Math.floor(Date.now() / 8000);
    await waitFor(() => expect(video.getAttribute('src') ?? '').toMatch(/\/media\/tv\/livestream\/\d+\.mp4/));
    expect([onAir, onAir + 1].map(segmentUrl)).toContain(video.getAttribute('src'));
    expect(Number(video.dataset.segmentStart) % 8000).toBe(0);
    const first = Number(/(\d+)\.mp4/.exec(video.getAttribute('src') ?? '')?.[1]);

    // The clip ends with its 8 s on the clock; the next segment is not in the window yet: the
    // playlist is read again, like a live HLS client does.
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 8000);
    await act(async () => {
      video.dispatchEvent(new Event('ended'));
    });
    await waitFor(() => expect(video.getAttribute('src')).toBe(segmentUrl(first + 1)));
    expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2);

    status = 403;
    await act(async () => {
      video.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(refused).toHaveBeenCalled());
  });
});

const liveText: TvLiveText = {
  program: { nowOnAir: 'On air now', upNext: 'Up next', noProgram: 'Interval', withPerformer: 'With {name}' },
  player: playerText,
  offer: { heading: 'Premium TV with the TV subscription', text: 'Offer', button: 'Subscribe to TV', login: 'Log in to subscribe to TV' },
  age: { heading: 'Age', text: 'Verify' },
};

const program: TvProgram = {
  channel: 'premium',
  current: { id: 1, title: 'Premium Lounge', startsAt: new Date(Date.now() - 60_000).toISOString(), endsAt: new Date(Date.now() + 3_600_000).toISOString(), fsk: 16, actor: null },
  next: null,
  serverTime: new Date().toISOString(),
};

describe('TvLive: the subscription offer, then the stream without a reload', () => {
  it('offers the subscription while tv/stream refuses, and plays once a TV update made the stream query ask again', async () => {
    guestStore.getState().actions.guestLoggedIn({ guestId: 7, screenName: 'Guest', accessToken: 'token', expiresAt: 9_999_999_999 });
    let subscribed = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: URL | string) => {
        const url = String(input);
        if (url.includes('/rest/v1/tv/program/')) return Response.json({ success: true, data: program });
        if (url.includes('/rest/v1/tv/stream/')) {
          return subscribed
            ? Response.json({ success: true, data: { channel: 'premium', playlistUrl: '/media/tv/premium/live.m3u8?g=7', expiresAt: 1, serverTime: new Date().toISOString(), segmentSeconds: 8 } })
            : Response.json({ success: false, error: { code: 'TV_SUBSCRIPTION_REQUIRED', message: 'no' } }, { status: 403 });
        }
        return playlistResponse();
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <TvLive locale="en" channel="premium" program={program} text={liveText} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Premium Lounge')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Premium TV with the TV subscription' })).toBeTruthy();
    expect(screen.queryByTestId('tv-live-video')).toBeNull();

    subscribed = true;
    const keys = queryKeysFor({ type: 'tvUpdate', isVXTVAboSubscriber: true });
    expect(keys).toContainEqual(tvKeys.all);
    await act(async () => {
      for (const queryKey of keys) await client.invalidateQueries({ queryKey });
    });
    expect(await screen.findByTestId('tv-live-video')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Premium TV with the TV subscription' })).toBeNull();
  });

  it('a visitor is offered the subscription (login first) without asking tv/stream, which would refuse him', async () => {
    guestStore.getState().actions.guestLoggedOut();
    const fetchMock = vi.fn(async (input: URL | string) => (String(input).includes('/tv/program/') ? Response.json({ success: true, data: program }) : Response.json({}, { status: 500 })));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <TvLive locale="en" channel="premium" program={program} text={liveText} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Premium TV with the TV subscription' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/tv/stream/'))).toBe(false);
  });
});
