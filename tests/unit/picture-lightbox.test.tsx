// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PictureLightbox } from '@/app/[locale]/amateur/[actorName]/pictures/[albumId]/_components/picture-lightbox';
import { PictureOpen } from '@/app/[locale]/amateur/[actorName]/pictures/[albumId]/_components/picture-open';
import type { LightboxText } from '@/app/[locale]/amateur/[actorName]/pictures/[albumId]/_components/lightbox-context';
import { clearQueryCache } from '@/lib/queries/query-client';
import { Img } from '@/components/ui/img';
import type { Picture } from '@/lib/contracts/album';
import { guestStore } from '@/stores/guest';
import { PENDING_ACTION_KEY } from '@/lib/overlay/pending-action';
import { runPendingAction } from '@/lib/overlay/run-pending-action';

const openAuth = vi.fn(async () => {});
vi.mock('@/lib/overlay/overlay-api', () => ({ openAuth: () => openAuth() }));

const text: LightboxText = {
  enlarge: 'Enlarge picture {number}',
  title: 'Picture {number} of {count}',
  hint: 'Arrow keys move, Escape closes.',
  previous: 'Previous picture',
  next: 'Next picture',
  close: 'Close',
  alt: 'Picture {number} of {title}',
  rating: { group: 'Rate this picture', like: 'Like', dislike: 'Dislike', failed: 'Not saved.' },
  pin: { add: 'Add this picture to your favourites', remove: 'Remove this picture from your favourites' },
};

const picture = (id: number, open: boolean): Picture => ({
  id,
  position: id,
  ageRating: open ? 16 : 18,
  locked: !open,
  lockReason: open ? null : 'age',
  image: open ? { url: `/media/picture/${id}-w640.webp`, width: 640, height: 853 } : null,
  rating: { likes: 10 * id, dislikes: id },
  isLiked: false,
  isDisliked: false,
});
// Picture 2 is locked (fsk 18): it is not enlarged and the view steps over it.
const pictures = [picture(1, true), picture(2, false), picture(3, true)];

function renderAlbum() {
  render(
    <PictureLightbox locale="en" albumId={77} albumTitle="Beach" pictures={pictures} text={text}>
      <ul>
        {pictures.map((p, index) => (
          <li key={p.id}>
            <PictureOpen pictureId={p.id} number={index + 1}>
              {p.image ? <Img src={p.image.url} width={640} height={853} alt={`Picture ${index + 1} of Beach`} /> : <span>locked</span>}
            </PictureOpen>
          </li>
        ))}
      </ul>
    </PictureLightbox>,
  );
}

/** gallery/open (the guest's view) is not needed here; pins are empty; ratePicture answers the new counts. */
function fakeServer() {
  const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>(async (input) => {
    const url = String(input);
    if (url.includes('/rest/v1/guest/favorite/ids')) return Response.json({ success: true, data: { ids: [] } });
    if (url.includes('/rest/v1/gallery/ratePicture')) {
      return Response.json({ success: true, data: { subject: 'picture', id: 3, rating: { likes: 31, dislikes: 3 }, isLiked: true, isDisliked: false } });
    }
    return Response.json({ success: false, error: { code: 'NOT_FOUND', message: 'No.' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  clearQueryCache();
  guestStore.getState().actions.guestLoggedOut();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the enlarged picture of a photo album', () => {
  it('opens on the picture clicked, steps with the arrow keys over locked ones, closes with Escape back to that picture', async () => {
    fakeServer();
    renderAlbum();
    expect(screen.queryByRole('button', { name: 'Enlarge picture 2' })).toBeNull();
    const opener = screen.getByRole('button', { name: 'Enlarge picture 1' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Picture 1 of 3' });
    expect(within(dialog).getByRole('img', { name: 'Picture 1 of Beach' })).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'Rate this picture' }).textContent).toContain('10');

    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(await screen.findByRole('dialog', { name: 'Picture 3 of 3' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(await screen.findByRole('dialog', { name: 'Picture 1 of 3' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(await screen.findByRole('dialog', { name: 'Picture 3 of 3' })).toBeTruthy();

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('"Not logged in": a like closes the view for the login door, and after login the view opens again and the like is sent', async () => {
    const fetchMock = fakeServer();
    renderAlbum();
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge picture 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Picture 3 of 3' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(openAuth).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(localStorage.getItem(PENDING_ACTION_KEY) ?? 'null')).toEqual({ type: 'rate', params: { subject: 'picture', targetId: 3, value: 5 } });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('ratePicture'))).toBe(false);

    // The overlay logs the guest in, then runs the pending action (lib/overlay/overlay-controller.ts).
    act(() => guestStore.getState().actions.guestLoggedIn({ guestId: 9, screenName: 'Guest', accessToken: 'token', expiresAt: 9_999_999_999 }));
    act(() => runPendingAction(vi.fn()));
    const reopened = await screen.findByRole('dialog', { name: 'Picture 3 of 3' });
    const like = within(reopened).getByRole('button', { name: 'Like' });
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    expect(like.textContent).toContain('31');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('ratePicture'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ pictureId: 3, rating: 5 });
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('ratePicture'))).toHaveLength(1);
  });
});
