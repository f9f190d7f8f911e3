import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import type { AlbumComments } from '@/lib/contracts/album';
import type { GuestInfoBatch } from '@/lib/contracts/guest-info-batch';
import { getQueryClient } from './query-client';

/**
 * The gallery as the logged-in guest sees it (§7 gallery area): the cached pages show everyone's
 * view, these keys the guest's. Keys name no guest: the page's query client is emptied when the
 * guest changes. zod contracts load inside the fetchers.
 */
export const galleryKeys = {
  all: ['gallery'] as const,
  guestInfos: () => [...galleryKeys.all, 'guestInfo'] as const,
  /** One tile's §3 guestInfo (components/guest-info batches the page's tiles into one request). */
  guestInfo: (kind: 'video' | 'album', id: number) => [...galleryKeys.guestInfos(), kind, id] as const,
  videoGuestInfo: (language: Locale, videoId: number) => [...galleryKeys.all, 'videoGuestInfo', language, videoId] as const,
  albums: () => [...galleryKeys.all, 'album'] as const,
  album: (albumId: number) => [...galleryKeys.albums(), albumId] as const,
  albumViews: (albumId: number) => [...galleryKeys.album(albumId), 'open'] as const,
  albumView: (language: Locale, albumId: number) => [...galleryKeys.albumViews(albumId), language] as const,
  comments: (albumId: number) => [...galleryKeys.album(albumId), 'comments'] as const,
  commentsPage: (language: Locale, albumId: number, offset: number, limit: number) => [...galleryKeys.comments(albumId), language, { offset, limit }] as const,
};

/** GET gallery/videoGuestInfo for one video: §3 guestInfo (liked, flatrate, …) and whether the guest is VIP. */
export function videoGuestInfoOptions(language: Locale, videoId: number) {
  return queryOptions({
    queryKey: galleryKeys.videoGuestInfo(language, videoId),
    queryFn: async ({ signal }) => {
      const { videoGuestInfoResponseSchema } = await import('@/lib/contracts/video-guest-info');
      const { data } = await restRequest('gallery/videoGuestInfo', { language, query: { ids: String(videoId) }, schema: videoGuestInfoResponseSchema, signal });
      return data.items.find((item) => item.id === videoId) ?? null;
    },
  });
}

/**
 * GET gallery/open: the album with the pictures this guest may open, their own rating and
 * guestInfo. Asked once per album, guest and page; a purchase asks again (albumViewChanged).
 */
export function albumViewOptions(language: Locale, albumId: number) {
  return queryOptions({
    queryKey: galleryKeys.albumView(language, albumId),
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const [{ albumDetailSchema }, { dataEnvelope }] = await Promise.all([import('@/lib/contracts/album'), import('@/lib/contracts/envelope')]);
      return (await restRequest('gallery/open', { language, query: { albumId }, schema: dataEnvelope(albumDetailSchema), signal })).data;
    },
  });
}

/** The guest's view of the album changed (bought, say): its components ask again and keep the old view until the answer. */
export function albumViewChanged(albumId: number): Promise<void> {
  return getQueryClient().invalidateQueries({ queryKey: galleryKeys.albumViews(albumId) });
}

/** GET gallery/getComments: a page of an album's comments (newest first) and whether the guest may comment. */
export function albumCommentsOptions(language: Locale, albumId: number, offset: number, limit: number) {
  return queryOptions({
    queryKey: galleryKeys.commentsPage(language, albumId, offset, limit),
    queryFn: async ({ signal }) => {
      const [{ albumCommentsSchema }, { dataEnvelope }] = await Promise.all([import('@/lib/contracts/album'), import('@/lib/contracts/envelope')]);
      return (await restRequest('gallery/getComments', { language, query: { albumId, offset, limit }, schema: dataEnvelope(albumCommentsSchema), signal })).data;
    },
  });
}

/**
 * POST gallery/postComment: the guest's one comment on the album (§7); answers it as stored. The
 * guest may not comment the album again (§4), which the cached pages of its comments now say;
 * they are marked stale, so the next page asked for counts the new comment.
 */
export async function postComment(language: Locale, albumId: number, text: string) {
  const { postCommentResponseSchema } = await import('@/lib/contracts/social');
  const posted = (await restRequest('gallery/postComment', { language, body: { albumId, text }, schema: postCommentResponseSchema })).data;
  const client = getQueryClient();
  client.setQueriesData<AlbumComments>({ queryKey: galleryKeys.comments(albumId) }, (page) => page && { ...page, isGuestAllowedToCommentAlbum: false });
  void client.invalidateQueries({ queryKey: galleryKeys.comments(albumId), refetchType: 'none' });
  return posted;
}

/** POST gallery/view: §3 albumTotalViews counts a logged-in guest once per album and day. */
export async function postAlbumView(language: Locale, albumId: number): Promise<void> {
  const { albumViewResponseSchema } = await import('@/lib/contracts/social');
  await restRequest('gallery/view', { language, body: { albumId }, schema: albumViewResponseSchema });
}

/** POST gallery/guestInfos: the §3 guestInfo of one batch of tiles (components/guest-info batches the page's tiles). */
export async function fetchGuestInfos(language: Locale, request: { videoIds: number[]; albumIds: number[] }): Promise<GuestInfoBatch> {
  const { guestInfoBatchResponseSchema } = await import('@/lib/contracts/guest-info-batch');
  return (await restRequest('gallery/guestInfos', { language, method: 'POST', body: request, schema: guestInfoBatchResponseSchema })).data;
}
