import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { VideoTile } from '@/lib/contracts/video';
import { TRENDING_DAYS } from '@/lib/catalog/rules';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { dealPriceSql } from '@/lib/server/daily-bonus/deal-price';
import { videos } from '@/lib/server/db/schema/catalog';
import { asCurrency } from '../model-row';
import { videoPreviewImages } from './preview-images';

const videoBaseColumns = {
  id: videos.id,
  title: videos.title,
  description: videos.description,
  durationSeconds: videos.durationSeconds,
  ageRating: videos.ageRating,
  actingGroup: videos.actingGroup,
  isVip: videos.isVip,
  isVip30Offer: videos.isVip30Offer,
  isFree: videos.isFree,
  isCamRecording: videos.isCamRecording,
  isClassic: videos.isClassic,
  allowedInPlaylists: videos.allowedInPlaylists,
  // §3 `new`: released within the trending window of §9 (8 days).
  isNew: sql<boolean>`${videos.releasedAt} >= now() - make_interval(days => ${TRENDING_DAYS})`.mapWith(Boolean),
  currency: videos.currency,
  price: videos.price,
  basePrice: videos.basePrice,
  releasedAt: videos.releasedAt,
  ratingLikes: videos.ratingLikes,
  ratingDislikes: videos.ratingDislikes,
  imageSeed: videos.imageSeed,
  actorId: actors.id,
  actorName: actors.name,
  actorSlug: actors.slug,
};

/**
 * The columns of one video row (videos ⋈ actors); lists and the detail page share them. `day`
 * (YYYY-MM-DD, Berlin) is the day whose daily bonus offer prices the video — the request's
 * effective day, so a test day (§2 qmday) sees its own offer; without one the database's clock decides.
 */
export function videoColumnsOn(day?: string) {
  return {
    ...videoBaseColumns,
    // §3 that day's daily bonus offer, when it sells this video (lib/server/daily-bonus/deal-price.ts).
    dailyBonusPrice: dealPriceSql('video', day),
  };
}

/** The columns of lists that are not day-aware (the daily deal of the database's day). */
export const videoColumns = videoColumnsOn();

/** videos ⋈ actors, priced on `day` (videoColumnsOn); callers add WHERE, ORDER BY and paging. */
export function selectVideoRows(db: DbOrTx, day?: string) {
  return db.select(videoColumnsOn(day)).from(videos).innerJoin(actors, eq(actors.id, videos.actorId)).$dynamic();
}

export type VideoRow = Awaited<ReturnType<typeof selectVideoRows>>[number];

/** Nobody has bought, been gifted or liked anything until purchases exist: the anonymous state. */
export const ANONYMOUS_GUEST_INFO = { bought: false, gifted: false, flatrate: false, liked: false } as const;

export function toVideoTile(row: VideoRow): VideoTile {
  const currency = asCurrency(row.currency);
  const previewImages = videoPreviewImages(row.imageSeed);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    duration: row.durationSeconds,
    ageRating: row.ageRating,
    vip: row.isVip,
    isVip30Offer: row.isVip30Offer,
    free: row.isFree,
    new: row.isNew,
    camRecording: row.isCamRecording,
    classic: row.isClassic,
    allowedInPlaylists: row.allowedInPlaylists,
    guestInfo: { ...ANONYMOUS_GUEST_INFO },
    price: { value: row.price, currency },
    basePrice: { value: row.basePrice, currency },
    dailyBonusPrice: row.dailyBonusPrice === null ? null : { value: row.dailyBonusPrice, currency },
    preview: previewImages.w640,
    previewImages,
    releasedAt: row.releasedAt.toISOString(),
    rating: { likes: row.ratingLikes, dislikes: row.ratingDislikes },
    ratingLikes: row.ratingLikes,
    model: { id: row.actorId, name: row.actorName, slug: row.actorSlug },
    // The English internal path; pages localize it (i18n/routing.ts).
    link: `/amateur/${row.actorSlug}/video/${row.id}/`,
  };
}
