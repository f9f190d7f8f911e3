// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GatedStills } from '@/app/[locale]/amateur/[actorName]/video/[videoId]/_components/gated-stills';
import { guestStore } from '@/stores/guest';
import { stillUrl } from '@/lib/media/still-urls';

const openAgeCheck = vi.fn();
vi.mock('@/components/album/open-age-check', () => ({ openAgeCheck: () => openAgeCheck() }));
let hasAvs = false;
vi.mock('@/stores/guest-session', () => ({ useHasAvs: () => hasAvs }));

const stills = [0, 1, 2].map((index) => stillUrl(100_001, index, 'w320'));
const alts = ['Still 1', 'Still 2', 'Still 3'];
const text = { locked: '18+ – stills for age-verified guests only', mark: '18+', body: 'Rated 18+.', verify: 'Verify age', login: 'Log in to verify your age' };

const renderStills = () =>
  render(
    <>
      <h2 id="stills">Preview stills</h2>
      <GatedStills stills={stills} alts={alts} labelledBy="stills" text={text} />
    </>,
  );
const stillImages = () => document.querySelectorAll('img[src^="/media/still/"]');

afterEach(() => {
  cleanup();
  hasAvs = false;
  guestStore.getState().actions.guestLoggedOut();
  vi.clearAllMocks();
});

describe('§6 fsk-18 stills on the cached video page: only an age-verified guest sees them', () => {
  it('a visitor gets the lock and the AVS call to action, and not one still URL in the markup', () => {
    renderStills();
    expect(screen.getByRole('group', { name: 'Preview stills' })).toBeTruthy();
    expect(screen.getByRole('img', { name: text.locked })).toBeTruthy();
    expect(stillImages()).toHaveLength(0);
    expect(document.body.innerHTML).not.toContain('/media/still/');
    fireEvent.click(screen.getByRole('button', { name: 'Log in to verify your age' }));
    expect(openAgeCheck).toHaveBeenCalledTimes(1);
  });

  it('a logged-in guest without accepted avs is asked to verify the age', () => {
    guestStore.getState().actions.guestLoggedIn({ guestId: 7, screenName: 'Guest', accessToken: 'token', expiresAt: 9_999_999_999 });
    renderStills();
    expect(stillImages()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Verify age' })).toBeTruthy();
  });

  it('an age-verified guest sees the stills; a refused one (403) brings the lock back instead of a broken image', () => {
    guestStore.getState().actions.guestLoggedIn({ guestId: 7, screenName: 'Guest', accessToken: 'token', expiresAt: 9_999_999_999 });
    hasAvs = true;
    renderStills();
    const images = stillImages();
    expect(images).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Still 2' }).getAttribute('src')).toBe('/media/still/100001-1-w320.webp');
    fireEvent.error(images[0] as Element);
    expect(stillImages()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Verify age' })).toBeTruthy();
  });
});
