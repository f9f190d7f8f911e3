// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BuyText } from '@/components/purchase/buy-text';
import { PlayerFailure } from '@/components/video/player/player-failure';
import type { PlayerText } from '@/components/video/player/player-text';
import { askStream } from '@/lib/queries/video-stream';
import { WatchArea, type WatchText } from '@/components/video/watch-area';
import { guestStore } from '@/stores/guest';

const banned = 'This video is not available in your country.';
const failed = 'The video could not be played.';

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
  failed,
  banned,
  retry: 'Try again',
};

const watchText: WatchText = {
  play: 'Play “{title}”',
  loading: 'Loading the video…',
  locked: 'Buy this video to watch it in full.',
  ageTitle: 'Age verification required',
  ageBody: 'This video is rated 18+.',
  ageVerify: 'Verify age',
  ageLogin: 'Log in to verify your age',
  failed: 'The video could not be loaded.',
  retry: 'Try again',
};

const buyText: BuyText = {
  buy: 'Buy for {price}',
  buyLabel: 'Buy for {price}: “{title}”',
  buying: 'Buying…',
  notForSale: 'Not for sale.',
  notFound: 'Not found.',
  failed: 'The purchase failed.',
  box: { title: 'Not enough money', body: 'You need {missing} more.', price: 'Price', balance: 'Balance', missing: 'Missing', topUp: 'Top up', cancel: 'Cancel' },
};

/** gallery/stream answers 403 COUNTRY_BANNED (§6: the performer is banned in the guest's country). */
function bannedServer() {
  const fetchMock = vi.fn<(input: RequestInfo | URL) => Promise<Response>>(async () => Response.json({ success: false, error: { code: 'COUNTRY_BANNED', message: 'This video is not available in your country.' } }, { status: 403 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderWatchArea(free: boolean) {
  render(
    <WatchArea
      locale="en"
      video={{ id: 42, title: 'Sunset', free, ageRating: 16, poster: '/media/video/1-w1280.webp', thumbnails: [] }}
      buy={{ priceFormatted: '4,99 €', text: buyText }}
      text={watchText}
      playerText={playerText}
    >
      <span>preview</span>
    </WatchArea>,
  );
}

afterEach(() => {
  cleanup();
  guestStore.getState().actions.guestLoggedOut();
  vi.unstubAllGlobals();
});

describe('§6 "country bans per actor are checked against the guest\'s country code": the player says so', () => {
  it('askStream turns 403 COUNTRY_BANNED into its own answer, not a failure', async () => {
    bannedServer();
    expect(await askStream('en', 42)).toEqual({ kind: 'banned' });
  });

  it('a logged-in guest in a banned country sees the country message instead of play or buy', async () => {
    const fetchMock = bannedServer();
    guestStore.getState().actions.guestLoggedIn({ guestId: 3, screenName: 'Guest', accessToken: 'token', expiresAt: 9_999_999_999 });
    renderWatchArea(false);
    expect((await screen.findByRole('status')).textContent).toBe(banned);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/rest/v1/gallery/stream');
    expect(screen.queryByRole('button', { name: /Buy|Play/ })).toBeNull();
    expect(screen.queryByText(watchText.failed)).toBeNull();
  });

  it('a free video played from a banned country: the country message, not "could not be loaded"', async () => {
    bannedServer();
    renderWatchArea(true);
    fireEvent.click(screen.getByRole('button', { name: 'Play “Sunset”' }));
    expect((await screen.findByText(banned)).getAttribute('role')).toBe('status');
    expect(screen.queryByText(watchText.loading)).toBeNull();
    expect(screen.queryByText(watchText.failed)).toBeNull();
  });

  it('the stopped player: a ban has its own words and no retry; any other failure keeps "try again"', () => {
    const onRetry = vi.fn();
    const { rerender } = render(<PlayerFailure reason="banned" text={playerText} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toBe(banned);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<PlayerFailure reason="failed" text={playerText} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain(failed);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
