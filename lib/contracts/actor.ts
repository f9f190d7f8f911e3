import * as z from 'zod';
import { AVATAR_AGE_RATING } from '@/lib/catalog/rules';
import { imageSchema } from './image';
import { moneySchema } from './money';
import { ticketShowFields } from './ticket-show';

export const actorGenderSchema = z.enum(['N', 'M', 'F']);
export const actorTypeSchema = z.enum(['F', 'M', 'FM', 'FF', 'S']);

/** §3 model list item. */
export const modelListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Lowercased name for links (§2). */
  slug: z.string(),
  online: z.boolean(),
  star: z.boolean(),
  registeredSince: z.string(),
  avatar: imageSchema,
  /** §9 avatar age rating 16: avatar and sedcard images of a tile are rated at most this. */
  avatarAgeRating: z.number().int().default(AVATAR_AGE_RATING),
  sedcardImages: z.array(imageSchema),
  profile: z.object({ age: z.number().int(), threeWords: z.string(), languages: z.array(z.string()) }),
  modelGuestRelation: z.object({ isFavorite: z.boolean(), distanceToGuest: z.number().nullable() }),
  geolocation: z.object({ lat: z.number(), long: z.number() }).nullable(),
  isTopAmateur: z.boolean(),
  chatPrices: z.object({
    videoChat: moneySchema,
    voyeurChat: moneySchema,
    ticketShow: moneySchema,
    singleChat: moneySchema,
    singleC2CChat: moneySchema,
  }),
  features: z.object({ livePreview: z.boolean(), hd: z.boolean(), audio: z.boolean(), dildocontrol: z.boolean() }),
  isOnlineMobileVideocall: z.boolean(),
});
export type ModelListItem = z.infer<typeof modelListItemSchema>;

/**
 * Model list orders (§9 actor orders rank or distance, plus newest and name for the list sort
 * menus). 'distance' orders by distanceToGuest for a guest with a §3 geoLocation; without one
 * it falls back to rank.
 */
export const modelOrderSchema = z.enum(['rank', 'distance', 'newest', 'name']);
export type ModelOrder = z.infer<typeof modelOrderSchema>;

/**
 * Listing by chat availability (§2 /free-chat/, /cams/, /cam-shows/): free chat = online with
 * free chat enabled; cams = online; camShows = a cam show running now or still to come.
 */
export const modelAvailabilitySchema = z.enum(['freeChat', 'cams', 'camShows']);
export type ModelAvailability = z.infer<typeof modelAvailabilitySchema>;

/**
 * §9 search categories: 3 is the default set (every performer), 88 the newly registered ones;
 * performer categories (/categories/{slug}/) have ids from 101 up (lib/server/db/seed/taxonomy.ts).
 */
export const modelSearchCategorySchema = z.number().int().min(1).max(1_000_000);

/** §9 search types; a preset fills the defaults of a model list (filter and order). */
export const modelPresetSchema = z.enum(['default', 'custom', 'location', 'newGirls']);
export type ModelPreset = z.infer<typeof modelPresetSchema>;

export const modelFilterSchema = z.object({
  gender: actorGenderSchema.optional(),
  types: z.array(actorTypeSchema).max(5).optional(),
  /** §9 newly registered category 88: registered within the last 30 days. */
  newGirls: z.boolean().optional(),
  categorySlug: z.string().max(80).optional(),
  /** §9 search category id (3 all, 88 newly registered, 101+ a performer category). */
  category: modelSearchCategorySchema.optional(),
  availability: modelAvailabilitySchema.optional(),
});
export type ModelFilter = z.infer<typeof modelFilterSchema>;

export const modelListSchema = z.object({ total: z.number().int(), items: z.array(modelListItemSchema) });
export type ModelList = z.infer<typeof modelListSchema>;

/** §3 actor data, as `actor/getActorDataByIdOrName` returns it. */
export const actorDataSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isOnline: z.boolean(),
  freeChat: z.boolean(),
  bannedCountryCodes: z.array(z.string()),
  isActorAvailableForConversionChat: z.boolean(),
  isOnlineMobileVideocall: z.boolean(),
  isCurrentlyTicketShow: ticketShowFields.isCurrentlyTicketShow,
  prices: z.object({ video: moneySchema, singlec2c: moneySchema, voucherChatMinutes: z.number().int() }),
  isLivePreviewEnabled: z.boolean(),
  isVoyeurChatAvailable: z.boolean(),
  guestHasTicket: ticketShowFields.guestHasTicket,
});
export type ActorData = z.infer<typeof actorDataSchema>;

/** `actor/getActorStateById`: what changes while a page is open. */
export const actorStateSchema = z.object({
  id: z.number().int(),
  isOnline: z.boolean(),
  isOnlineMobileVideocall: z.boolean(),
  isCurrentlyTicketShow: z.boolean(),
  isVoyeurChatAvailable: z.boolean(),
  freeChat: z.boolean(),
});
export type ActorState = z.infer<typeof actorStateSchema>;

/** What the profile overview page shows (§2 actor profile). */
export const actorProfileSchema = modelListItemSchema.extend({
  gender: actorGenderSchema,
  type: actorTypeSchema,
  aboutMe: z.string(),
  countryCode: z.string(),
  city: z.string().nullable(),
  prices: z.object({
    videoChat: moneySchema,
    voyeurChat: moneySchema,
    singleChat: moneySchema,
    singleC2CChat: moneySchema,
    videoCall: moneySchema,
    /** The anonymous voice call, per minute. */
    voiceCall: moneySchema,
    ticketShow: moneySchema,
    message: moneySchema,
  }),
  flags: z.object({
    freeChat: z.boolean(),
    voyeurChat: z.boolean(),
    voiceCall: z.boolean(),
    ticketShow: z.boolean(),
    isCurrentlyTicketShow: z.boolean(),
  }),
  videoCount: z.number().int(),
  albumCount: z.number().int(),
});
export type ActorProfile = z.infer<typeof actorProfileSchema>;
