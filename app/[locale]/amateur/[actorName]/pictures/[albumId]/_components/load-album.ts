import 'server-only';
import { cache } from 'react';
import { COMMENTS_PAGE_SIZE } from '@/lib/catalog/rules';
import { getAlbumDetail } from '@/lib/server/catalog/albums/get-album-detail';
import { listAlbumComments } from '@/lib/server/catalog/albums/list-album-comments';
import { listGalleries } from '@/lib/server/catalog/albums/list-galleries';
import { pageViewerCountry } from '@/lib/server/http/page-viewer';
import { runtime } from '@/lib/server/runtime';

/** Other albums of the performer under the album: one row on wide screens. */
const OTHER_ALBUMS = 6;
const MAX_ID = 2_147_483_647;

/** The album id of the URL: digits within the integer range, else null (a 404, never a 500). */
export function parseAlbumId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** The album of one performer, or null (unknown, not hers, a sedcard, unreleased, banned). */
export const loadAlbum = cache(async (actorId: number, albumId: number) => {
  return getAlbumDetail(runtime().db, { albumId, actorId, viewerCountry: await pageViewerCountry() });
});

/**
 * Comments (§9 page size 5, newest first, as an anonymous visitor reads them: the page is the same
 * for every guest; whether the guest may comment is asked in the browser) and the performer's
 * other albums.
 */
export async function loadAlbumExtras(actorId: number, albumId: number, commentsPage: number) {
  const { db } = runtime();
  const comments = await listAlbumComments(db, {
    albumId,
    limit: COMMENTS_PAGE_SIZE,
    offset: (commentsPage - 1) * COMMENTS_PAGE_SIZE,
    guestId: null,
  });
  const others = await listGalleries(db, { actorId, excludeId: albumId, order: 'newest', first: OTHER_ALBUMS, offset: 0 });
  return { comments, others };
}
