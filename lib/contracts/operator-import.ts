import * as z from 'zod';

/** The importer's id of a record: stable across imports, our ids are never sent back to it. */
const externalId = z.string().trim().min(1).max(100).regex(/^[A-Za-z0-9._:-]+$/, 'Letters, digits and . _ : - only.');
const cents = z.number().int().min(0).max(100_000);

/** §3 photo album with its pictures; pictures are generated abstract images (no bytes are sent). */
export const importAlbumSchema = z.object({
  externalId,
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(5000).default(''),
  ageRating: z.union([z.literal(16), z.literal(18)]),
  /** EUR cents; 0 with isFree for a free album. */
  price: cents,
  isFree: z.boolean().default(false),
  isVipContent: z.boolean().default(false),
  pictures: z.array(z.object({ ageRating: z.union([z.literal(16), z.literal(18)]).optional() })).min(1).max(200),
});

/** A performer with her §3 profile, prices and (optionally) albums. */
export const importActorSchema = z.object({
  externalId,
  name: z.string().trim().min(2).max(40).regex(/^[\p{L}\p{N}_-]+$/u, 'A stage name is one word of letters, digits, _ or -.'),
  type: z.enum(['F', 'M', 'FM', 'FF', 'S']),
  birthDate: z.iso.date(),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  city: z.string().trim().max(100).nullable().default(null),
  spokenLanguages: z.array(z.string().regex(/^[a-z]{2}$/)).min(1).max(10),
  aboutMe: z.string().trim().max(5000).default(''),
  heightCm: z.number().int().min(100).max(230).nullable().default(null),
  hairColor: z.string().trim().max(40).nullable().default(null),
  eyeColor: z.string().trim().max(40).nullable().default(null),
  /** EUR cents per minute (chats) and per message. */
  prices: z
    .object({ videoChat: cents, singleChat: cents, singleC2CChat: cents, voyeurChat: cents, ticketShow: cents, videoCall: cents, message: cents })
    .default({ videoChat: 199, singleChat: 249, singleC2CChat: 299, voyeurChat: 99, ticketShow: 500, videoCall: 299, message: 49 }),
  albums: z.array(importAlbumSchema).max(50).default([]),
});

/** POST internal/actor_import_full: performers with their profiles and albums (1 MB at most). */
export const actorImportInputSchema = z.object({ actors: z.array(importActorSchema).min(1).max(100) });

/** POST internal/album_import: albums for performers imported before (by their external id) or by our id. */
export const albumImportInputSchema = z.object({
  albums: z
    .array(
      importAlbumSchema.extend({
        actorExternalId: externalId.optional(),
        actorId: z.number().int().positive().max(2_147_483_647).optional(),
      }),
    )
    .min(1)
    .max(200),
});

export type ImportActor = z.output<typeof importActorSchema>;
export type ImportAlbum = z.output<typeof importAlbumSchema>;
export type ImportAlbumWithOwner = z.output<typeof albumImportInputSchema>['albums'][number];
