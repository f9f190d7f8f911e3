import * as z from 'zod';
import { imageSchema } from './image';
import { moneySchema } from './money';

const albumModelSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
const ratingSchema = z.object({ likes: z.number().int(), dislikes: z.number().int() });

/** §3 photo gallery as a tile shows it. The preview is always age rating 16 (like the avatar). */
export const albumTileSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  ageRating: z.number().int(),
  free: z.boolean(),
  isVipContent: z.boolean(),
  price: moneySchema,
  basePrice: moneySchema,
  /** §3 dailyBonusPrice: the price of the day's daily bonus offer when it sells this album, else null (as videos carry it); absent reads as null. */
  dailyBonusPrice: moneySchema.nullable().default(null),
  preview: imageSchema,
  pictureCount: z.number().int(),
  rating: ratingSchema,
  albumTotalViews: z.number().int(),
  releasedAt: z.string(),
  model: albumModelSchema,
  /** Internal English path without the language, e.g. /amateur/lunasky/pictures/500001/ */
  link: z.string(),
});
export type AlbumTile = z.infer<typeof albumTileSchema>;

export const albumPageSchema = z.object({ total: z.number().int(), items: z.array(albumTileSchema) });
export type AlbumPage = z.infer<typeof albumPageSchema>;

/**
 * Why a picture is locked: `age` – fsk 18 and the guest's age verification is not accepted (§6,
 * whatever they bought); `purchase` – a paid album beyond its previews that the guest may not open
 * yet (not bought, gifted, free or included in VIP).
 */
export const pictureLockReasonSchema = z.enum(['purchase', 'age']);
export type PictureLockReason = z.infer<typeof pictureLockReasonSchema>;

/**
 * A picture. A `locked` picture carries NO image, so its URL never reaches a page or a client;
 * `lockReason` says what would open it (null when it is open). An open picture that a visitor of
 * the cached page could not see (past the previews, fsk 18) has an access-checked image URL
 * (lib/media/picture-urls.ts). isLiked / isDisliked are the requesting guest's own rating of the
 * picture (§3 "a picture has rating fields"; §9 like 5, dislike 1): both false for visitors and
 * on the cached page, which is the same for everyone.
 */
export const pictureSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  ageRating: z.number().int(),
  locked: z.boolean(),
  lockReason: pictureLockReasonSchema.nullable(),
  image: imageSchema.nullable(),
  rating: ratingSchema,
  isLiked: z.boolean(),
  isDisliked: z.boolean(),
});
export type Picture = z.infer<typeof pictureSchema>;

/** What the current guest did with an album; neutral for anonymous guests (and the page cache). */
export const albumGuestInfoSchema = z.object({ bought: z.boolean(), isLiked: z.boolean(), isDisliked: z.boolean() });

/** §3 photo gallery / album with its pictures (album page, gallery `open`). */
export const albumDetailSchema = albumTileSchema.extend({
  description: z.string(),
  type: z.enum(['album', 'sedcard']),
  /** Unlocked pictures' images, for a strip of previews (§3 previews). */
  previews: z.array(imageSchema),
  guestInfo: albumGuestInfoSchema,
  guestRatingLikes: z.number().int(),
  guestRatingDislikes: z.number().int(),
  isLiked: z.boolean(),
  isDisliked: z.boolean(),
  actor: z.object({ id: z.number().int(), name: z.string() }),
  pictures: z.array(pictureSchema),
  lockedCount: z.number().int(),
});
export type AlbumDetail = z.infer<typeof albumDetailSchema>;

/** §9 actor pictures: limit -1 = all, fsk 'none' = no age-rating filter. */
export const sedcardQuerySchema = z.object({
  limit: z.number().int().min(-1).max(1000).default(-1),
  fsk: z.union([z.literal('none'), z.literal(12), z.literal(16), z.literal(18)]).default('none'),
});
export type SedcardQuery = z.infer<typeof sedcardQuerySchema>;

/** §3: sedcards carry the same rating fields as albums, plus photos. */
export const sedcardsSchema = z.object({
  actorId: z.number().int(),
  actorName: z.string(),
  rating: ratingSchema,
  guestRatingLikes: z.number().int(),
  guestRatingDislikes: z.number().int(),
  isLiked: z.boolean(),
  isDisliked: z.boolean(),
  total: z.number().int(),
  photos: z.array(pictureSchema),
});
export type Sedcards = z.infer<typeof sedcardsSchema>;

/** §3 comments: newest first; the author is the guest's screen name. */
export const albumCommentSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  author: z.string(),
  createdAt: z.string(),
});
export type AlbumComment = z.infer<typeof albumCommentSchema>;

export const albumCommentsSchema = z.object({
  albumId: z.number().int(),
  comments: z.array(albumCommentSchema),
  commentsTotal: z.number().int(),
  isGuestAllowedToCommentAlbum: z.boolean(),
});
export type AlbumComments = z.infer<typeof albumCommentsSchema>;

/** §9 picture sorts (bestSelling needs sales, which albums do not record yet). */
export const galleryOrderSchema = z.enum(['newest', 'topRated', 'cheapest', 'mostViewed']);
export type GalleryOrder = z.infer<typeof galleryOrderSchema>;
