// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EpisodeWatchText } from '@/components/tv/mediathek/episode-text';
import { EpisodeWatch } from '@/components/tv/mediathek/episode-watch';
import type { PlayerText } from '@/components/video/player/player-text';
import { clearQueryCache, getQueryClient } from '@/lib/queries/query-client';
import { tvKeys } from '@/lib/queries/tv';
import { guestStore } from '@/stores/guest';
import { stubFetch } from './stub-fetch';

const openAuth = vi.fn(async () => {});
const openOverlay = vi.fn<(flow: string) => Promise<void>>(async () => {});
vi.mock('@/lib/overlay/overlay-api', () => ({ openAuth: () => openAuth(), openOverlay: (flow: string) => openOverlay(flow) }));

const playerText: PlayerText = {
  region: 'Video player: {title}',
  play: 'Play',
  pause: 'Pause',
  mute: 'Mute',
  unmute: 'Unmute',
  volume: 'Volume',
  seek: 'Seek',
  position: '{current} of {total}',
  fullscreen: 'Full screen',
  exitFullscreen: 'Exit full screen',
  failed: 'The video could not be played.',
  banned: 'Not in your country.',
  retry: 'Try again',
};

const text: EpisodeWatchText = {
  play: 'Play “{title}”',
  loading: 'Loading the video…',
  failed: 'The video could not be loaded.',
  retry: 'Try again',
  login: { heading: 'Log in to watch', text: 'Premium episodes are for subscribers.', button: 'Log in to watch' },
  subscribe: { heading: 'Watch with the TV subscription', text: 'It costs 4,99 €.', button: 'Subscribe to TV' },
  age: { heading: 'Age verification required', text: 'Rated 18+.', verify: 'Verify age', login: 'Log in to verify your age' },
  keep: { label: 'Keep in my media library', kept: 'In your media library', failed: 'That did not work.' },
};

const episode = {
  id: 7,
  title: 'Pasta at midnight',
  fsk: 16,
  duration: 1500,
  previewPicture: { url: '/media/video/1-w1280.webp', width: 1280, height: 720 },
  link: '/tv/mediathek/kitchen-stories/7/',
  seriesKey: 'kitchen-stories',
  seriesTitle: 'Kitchen Stories',
  season: 1,
  episode: 2,
  premium: true,
  airedAt: '2026-01-01T20:00:00.000Z',
  views: 10,
  rating: 4.2,
  description: 'Noodles.',
};

const stream = { url: '/media/tv-episode/7.mp4?g=3&exp=9999999999&sig=abc', expiresAt: 9_999_999_999, access: 'flatrate' as const };

/** tv/video answers what `answer()` says now; keep and delete flip `kept`. */
function server(answer: () => { access: string; stream: typeof stream | null }) {
  let kept = false;
  return stubFetch({
    'GET /rest/v1/tv/video/7': () => Response.json({ success: true, data: { episode, kept, ...answer() } }),
    'POST /rest/v1/guest/mediathek/keepTvEpisode': () => ((kept = true), Response.json({ success: true, data: { episodeId: 7, kept: true } })),
    'POST /rest/v1/guest/mediathek/deleteTvEpisode': () => ((kept = false), Response.json({ success: true, data: { episodeId: 7, kept: false } })),
  });
}

function renderEpisode() {
  render(
    <QueryClientProvider client={getQueryClient()}>
      <EpisodeWatch locale="en" episode={{ id: 7, title: episode.title, poster: '/p.svg' }} text={text} playerText={playerText}>
        <span>preview</span>
      </EpisodeWatch>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  clearQueryCache();
  guestStore.getState().actions.guestLoggedOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  openAuth.mockClear();
  openOverlay.mockClear();
});

describe('§2 media centre episode: the player or the offer for this viewer', () => {
  it('a visitor on a premium episode is asked to log in, and the keep toggle asks for a login too', async () => {
    const fetchMock = server(() => ({ access: 'login', stream: null }));
    guestStore.getState().actions.guestLoggedOut();
    renderEpisode();
    fireEvent.click(await screen.findByRole('button', { name: 'Log in to watch' }));
    await waitFor(() => expect(openAuth).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Keep in my media library' }));
    await waitFor(() => expect(openAuth).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('keepTvEpisode'))).toBe(false);
    expect(screen.queryByRole('region', { name: `Video player: ${episode.title}` })).toBeNull();
  });

  it('a guest without TV subscribes in the overlay; the TV update lets the same island play the granted stream', async () => {
    let subscribed = false;
    server(() => (subscribed ? { access: 'watch', stream } : { access: 'subscribe', stream: null }));
    guestStore.getState().actions.guestLoggedIn({ guestId: 3, screenName: 'Guest', accessToken: 'token', expiresAt: 9_999_999_999 });
    renderEpisode();
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to TV' }));
    await waitFor(() => expect(openOverlay).toHaveBeenCalledWith('vxtvabo'));
    expect(screen.queryByRole('region', { name: `Video player: ${episode.title}` })).toBeNull();

    // §7 TV update: lib/realtime/query-invalidation.ts invalidates the tv keys.
    subscribed = true;
    await getQueryClient().invalidateQueries({ queryKey: tvKeys.all });
    const player = await screen.findByRole('region', { name: `Video player: ${episode.title}` });
    expect(player.querySelector('video')?.getAttribute('src')).toBe(stream.url);
    expect(screen.queryByRole('heading', { name: 'Watch with the TV subscription' })).toBeNull();
  });

  it('a logged-in guest keeps the episode and takes it out again', async () => {
    const fetchMock = server(() => ({ access: 'watch', stream }));
    guestStore.getState().actions.guestLoggedIn({ guestId: 3, screenName: 'Guest', accessToken: 'token', expiresAt: 9_999_999_999 });
    renderEpisode();
    const keep = await screen.findByRole('button', { name: 'Keep in my media library' });
    await waitFor(() => expect(keep).toHaveProperty('disabled', false));
    expect(keep.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(keep);
    await waitFor(() => expect(keep.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(keep);
    await waitFor(() => expect(keep.getAttribute('aria-pressed')).toBe('false'));
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => new URL(String(url)).pathname);
    expect(posts).toEqual(['/rest/v1/guest/mediathek/keepTvEpisode', '/rest/v1/guest/mediathek/deleteTvEpisode']);
    // A guest who may watch gets the play button, not an offer.
    expect(screen.getByRole('button', { name: `Play “${episode.title}”` })).toBeTruthy();
  });
});
