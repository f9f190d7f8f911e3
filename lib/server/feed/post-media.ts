import 'server-only';
import type { FeedPost } from '@/lib/contracts/feed';
import { imageUrl } from '@/lib/media/image-urls';
import { ADULT_FSK } from './feed-rules';
import { FEED_MEDIA_TTL_SECONDS, feedMediaKey, feedMediaPath } from './feed-media-signature';

export type ClipRow = { videoId: number; durationSeconds: number; imageSeed: number; ageRating: number };
export type PhotoRow = { postId: number; pictureId: number; imageSeed: number; ageRating: number };

/** Signs for one guest (0 only when the post is free: anyone may open it), short-lived. */
export type Signer = { tokenKey: Uint8Array; guestId: number; nowSeconds: number } | null;

const CLIP_WIDTH = 1280;
const CLIP_HEIGHT = 720;

/** The clip of a post: its sources only when `signer` is given (unlocked and allowed for this viewer). */
export function clipOf(postId: number, fsk: number, row: ClipRow | null, signer: Signer): FeedPost['clip'] {
  if (!row) return null;
  const sources = signer
    ? [{ label: '720p', type: 'video/mp4', src: feedMediaPath(feedMediaKey(signer.tokenKey), { postId, kind: 'clip', mediaId: row.videoId, guestId: signer.guestId, expiresAt: signer.nowSeconds + FEED_MEDIA_TTL_SECONDS }) }]
    : [];
  return {
    id: row.videoId,
    length: row.durationSeconds,
    width: CLIP_WIDTH,
    height: CLIP_HEIGHT,
    ratio: CLIP_WIDTH / CLIP_HEIGHT,
    avsRequired: Math.max(fsk, row.ageRating) >= ADULT_FSK,
    sources,
    poster: imageUrl('video', row.imageSeed, 'w640').url,
  };
}

/** The photos of a post: url/srcSet only with a signer; the preview is the post's own generated teaser image. */
export function photosOf(postId: number, fsk: number, previewSeed: number, rows: PhotoRow[], signer: Signer): FeedPost['photos'] {
  return rows.map((row, index) => {
    const url = signer
      ? feedMediaPath(feedMediaKey(signer.tokenKey), { postId, kind: 'photo', mediaId: row.pictureId, guestId: signer.guestId, expiresAt: signer.nowSeconds + FEED_MEDIA_TTL_SECONDS })
      : null;
    return {
      id: row.pictureId,
      url,
      srcSet: url === null ? null : `${url} 640w`,
      preview: imageUrl('album', previewSeed + index, 'w320').url,
      avsRequired: Math.max(fsk, row.ageRating) >= ADULT_FSK,
    };
  });
}
