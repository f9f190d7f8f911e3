import { z } from 'zod';
import { imageSchema } from './actor';
import { moneySchema } from './money';

/** A video as a tile shows it (a subset of §3 video; the catalogue issue widens it). */
export const videoTileSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  duration: z.number().int(),
  ageRating: z.number().int(),
  vip: z.boolean(),
  free: z.boolean(),
  new: z.boolean(),
  price: moneySchema,
  basePrice: moneySchema,
  preview: imageSchema,
  releasedAt: z.string(),
  ratingLikes: z.number().int(),
  model: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  /** Localized link path without the language prefix, e.g. /amateur/luna/video/100001/ */
  link: z.string(),
});
export type VideoTile = z.infer<typeof videoTileSchema>;
