// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LightboxText } from '@/app/[locale]/amateur/[actorName]/pictures/[albumId]/_components/lightbox-context';
import { PictureLightbox } from '@/app/[locale]/amateur/[actorName]/pictures/[albumId]/_components/picture-lightbox';
import { PictureOpen } from '@/app/[locale]/amateur/[actorName]/pictures/[albumId]/_components/picture-open';
import { clearQueryCache } from '@/lib/queries/query-client';
import { type AlbumDetail, albumDetailSchema, type Picture } from '@/lib/contracts/album';
import { guestStore } from '@/stores/guest';

vi.mock('@/lib/overlay/overlay-api', () => ({ openAuth: async () => {} }));

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

const picture = (id: number, own: 'like' | 'dislike' | null): Picture => ({
  id,
  position: id,
  ageRating: 16,
  locked: false,
  lockReason: null,
  image: { url: `/media/album-picture/${id}-w640.webp`, width: 640, height: 853 },
  rating: { likes: 10 * id, dislikes: id },
  isLiked: own === 'like',
  isDisliked: own === 'dislike',
});

/** The guest's view of the album (gallery/open): picture 1 liked, picture 2 disliked, picture 3 not rated. */
function guestView(albumId: number): AlbumDetail {
  const money = { value: 199, currency: 'EUR' as const };
  return albumDetailSchema.parse({
    id: albumId,
    title: 'Beach',
    ageRating: 16,
    free: false,
    isVipContent: false,
    price: money,
    basePrice: money,
    preview: { url: '/media/album/1-w640.webp', width: 640, height: 853 },
    pictureCount: 3,
    rating: { likes: 5, dislikes: 1 },
    albumTotalViews: 9,
    releasedAt: '2025-01-01T00:00:00.000Z',
    model: { id: 1, name: 'Luna', slug: 'luna' },
    link: `/amateur/luna/pictures/${albumId}/`,
    description: '',
    type: 'album',
    previews: [],
    guestInfo: { bought: true, isLiked: false, isDisliked: false },
    guestRatingLikes: 5,
    guestRatingDislikes: 1,
    isLiked: false,
    isDisliked: false,
    actor: { id: 1, name: 'Luna' },
    pictures: [picture(1, 'like'), picture(2, 'dislike'), picture(3, null)],
    lockedCount: 0,
  });
}

function fakeServer(albumId: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/rest/v1/gallery/open')) return Response.json({ success: true, data: guestView(albumId) });
      if (url.includes('/rest/v1/guest/favorite/ids')) return Response.json({ success: true, data: { ids: [] } });
      return Response.json({ success: false, error: { code: 'NOT_FOUND', message: 'No.' } }, { status: 404 });
    }),
  );
}

/** The cached page's pictures: the same for everyone, so without anyone's own rating. */
function renderAlbum(albumId: number) {
  const pictures = [picture(1, null), picture(2, null), picture(3, null)];
  render(
    <PictureLightbox locale="en" albumId={albumId} albumTitle="Beach" pictures={pictures} text={text}>
      {pictures.map((p, index) => (
        <PictureOpen key={p.id} pictureId={p.id} number={index + 1}>
          <span>picture {p.id}</span>
        </PictureOpen>
      ))}
    </PictureLightbox>,
  );
}

async function ratingButtons(number: number) {
  fireEvent.click(screen.getByRole('button', { name: `Enlarge picture ${number}` }));
  const dialog = await screen.findByRole('dialog', { name: `Picture ${number} of 3` });
  const group = within(dialog).getByRole('group', { name: 'Rate this picture' });
  return { like: within(group).getByRole('button', { name: 'Like' }), dislike: within(group).getByRole('button', { name: 'Dislike' }) };
}

afterEach(() => {
  cleanup();
  clearQueryCache();
  guestStore.getState().actions.guestLoggedOut();
  vi.unstubAllGlobals();
});

describe('§3 "a picture has rating fields": the enlarged picture shows the guest\'s own rating after a reload', () => {
  it('a logged-in guest\'s like and dislike from their view of the album (gallery/open) show as pressed', async () => {
    guestStore.getState().actions.guestLoggedIn({ guestId: 5, screenName: 'Guest', accessToken: 'token', expiresAt: 9_999_999_999 });
    fakeServer(801);
    renderAlbum(801);
    const first = await ratingButtons(1);
    await waitFor(() => expect(first.like.getAttribute('aria-pressed')).toBe('true'));
    expect(first.dislike.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    const second = within(await screen.findByRole('dialog', { name: 'Picture 2 of 3' })).getByRole('button', { name: 'Dislike' });
    expect(second.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    const third = within(await screen.findByRole('dialog', { name: 'Picture 3 of 3' })).getByRole('group', { name: 'Rate this picture' });
    expect(within(third).getAllByRole('button').map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'false']);
  });

  it('a visitor sees nothing pressed (the cached page knows no one\'s rating) and asks no view', async () => {
    fakeServer(802);
    renderAlbum(802);
    const { like, dislike } = await ratingButtons(1);
    expect([like.getAttribute('aria-pressed'), dislike.getAttribute('aria-pressed')]).toEqual(['false', 'false']);
    expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('gallery/open'))).toBe(false);
  });
});
