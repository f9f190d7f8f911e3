import * as z from 'zod';
import { imageSchema } from './image';
import { dataEnvelope } from './envelope';
import { rewardEntrySchema } from './seasonal';
import { dbIdParamSchema as dbId, dbIdSchema } from './db-id';

/**
 * The personal area (§2 my-account pages): the media library (mediathek), playlists,
 * profile settings (newsletters, notifications, preferences) and benefits.
 */

/** §2 my-account media library kinds and their sections (videos, photos, audio). */
export const MEDIATHEK_SECTIONS = {
  videos: ['shop', 'pinned', 'playlist', 'archive', 'feed', 'messenger', 'clips'],
  photos: ['shop', 'pinned', 'archive', 'feed', 'messenger'],
  audio: ['shop'],
} as const;
export type MediathekKind = keyof typeof MEDIATHEK_SECTIONS;
export const mediathekKindSchema = z.enum(['videos', 'photos', 'audio']);
export const mediathekSectionSchema = z.enum(['shop', 'pinned', 'playlist', 'archive', 'feed', 'messenger', 'clips']);
export type MediathekSection = z.infer<typeof mediathekSectionSchema>;

/** §9 search page size of the mediathek. */
export const MEDIATHEK_PAGE_SIZE = 30;
export const MEDIATHEK_MAX_LIMIT = 100;

// GET /rest/v1/guest/mediathek?kind=&section=&offset=&limit= – query values arrive as strings
export const mediathekInputSchema = z
  .object({
    kind: mediathekKindSchema.default('videos'),
    section: mediathekSectionSchema.default('shop'),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(MEDIATHEK_MAX_LIMIT).default(MEDIATHEK_PAGE_SIZE),
  })
  .refine((input) => (MEDIATHEK_SECTIONS[input.kind] as readonly string[]).includes(input.section), {
    message: 'This section does not exist for this kind.',
    path: ['section'],
  });
export type MediathekInput = z.infer<typeof mediathekInputSchema>;

/**
 * §3 mediathek item: media type (video, photo), source (purchased, pinned, archived), origin (shop, chat
 * clip, or `tv`: an episode of the media centre the guest keeps — then `model` is its series (id, title,
 * key) and `link` the episode page).
 */
export const mediathekItemSchema = z.object({
  id: z.number().int(),
  mediaType: z.enum(['video', 'photo']),
  source: z.enum(['purchased', 'pinned', 'archived']),
  origin: z.enum(['shop', 'chatClip', 'tv']),
  title: z.string(),
  /** The age rating (12, 16, 18). */
  fsk: z.number().int(),
  /** Seconds; videos only. */
  duration: z.number().int().optional(),
  previewPicture: imageSchema,
  model: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  /** The English internal path without the language; pages localize it. */
  link: z.string(),
  /** Videos whose performer allows playlists (§3 allowedInPlaylists); photos never. */
  allowedInPlaylists: z.boolean(),
  /** When it was bought, pinned or archived (ISO). */
  addedAt: z.string(),
});
export type MediathekItem = z.infer<typeof mediathekItemSchema>;

export const mediathekPageSchema = z.object({ items: z.array(mediathekItemSchema), total: z.number().int() });
export type MediathekPage = z.infer<typeof mediathekPageSchema>;
export const mediathekResponseSchema = dataEnvelope(mediathekPageSchema);

/** Purchases and the archive name photo albums 'album' (as album/{albumId}/buy does). */
export const mediathekItemTypeSchema = z.enum(['video', 'album']);
export type MediathekItemType = z.infer<typeof mediathekItemTypeSchema>;
export const itemTypeOf = (mediaType: MediathekItem['mediaType']): MediathekItemType => (mediaType === 'photo' ? 'album' : 'video');

// POST /rest/v1/guest/mediathek/archive {itemType, itemId, archived}
export const archiveInputSchema = z.object({ itemType: mediathekItemTypeSchema, itemId: dbId, archived: z.boolean() });
export type ArchiveInput = z.infer<typeof archiveInputSchema>;
export const archiveResponseSchema = dataEnvelope(archiveInputSchema.extend({ itemId: z.number().int() }));

/** A playlist holds at most this many videos. */
export const PLAYLIST_MAX = 200;

// POST /rest/v1/guest/playlist/save {videoIds} – replaces the playlist, in this order
export const playlistSaveInputSchema = z.object({
  videoIds: z
    .array(dbId)
    .max(PLAYLIST_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'A video can be in the playlist only once.'),
});
// GET /rest/v1/guest/playlist and the save's answer: the video ids in playlist order
export const playlistResponseSchema = dataEnvelope(z.object({ videoIds: z.array(z.number().int()) }));

/** §3 guest session notificationsSettings: what the guest is told by email. */
export const notificationsSettingsSchema = z.object({
  newMessages: z.boolean(),
  favoriteOnline: z.boolean(),
  favoriteNewContent: z.boolean(),
  specialOffers: z.boolean(),
});
export type NotificationsSettings = z.infer<typeof notificationsSettingsSchema>;
export const NOTIFICATION_SETTING_KEYS = Object.keys(notificationsSettingsSchema.shape) as (keyof NotificationsSettings)[];

// GET /rest/v1/guest/getNotificationsSettings – §7 "response notifications_settings"
export const notificationsSettingsResponseSchema = z.object({ success: z.literal(true), notifications_settings: notificationsSettingsSchema });
// POST /rest/v1/guest/saveNotificationsSettings {notifications_settings} – some or all of them
export const saveNotificationsSettingsInputSchema = z.object({ notifications_settings: notificationsSettingsSchema.partial().strict() });

/** §3 guest session preferences (and the §2 tile grid mode). */
export const preferencesSchema = z.object({
  language: z.enum(['de', 'en', 'es', 'nl']).nullable(),
  showFsk18Previews: z.boolean(),
  tileGridMode: z.enum(['grid', 'list']),
  /** §2 onboarding-choose: the new guest's favourite categories (slugs), at most five; absent until chosen. */
  favoriteCategories: z.array(z.string().regex(/^[a-z0-9-]{1,64}$/)).max(5).optional(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

// POST /rest/v1/guest/savePreferences {data} – §7; some or all preferences, unknown keys refused
export const savePreferencesInputSchema = z.object({ data: preferencesSchema.partial().strict() });
export const preferencesResponseSchema = dataEnvelope(preferencesSchema);

/** §3 benefits voucher: type 1–10, amount left, validity and the performers it is for (empty: any). */
export const benefitVoucherSchema = z.object({
  type: z.number().int().min(1).max(10),
  amount: z.number().int(),
  validFrom: z.string(),
  /** Null: never expires. */
  validTo: z.string().nullable(),
  actors: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
});
export type BenefitVoucher = z.infer<typeof benefitVoucherSchema>;

// GET /rest/v1/guest/benefits – §3 benefits
export const benefitsSchema = z.object({
  vouchers: z.array(benefitVoucherSchema),
  spinwheelSpins: z.number().int(),
  messengerGiftCount: z.number().int(),
  freeMessagesCount: z.number().int(),
  privateShowTickets: z.number().int(),
  chatShowTickets: z.number().int(),
});
export type Benefits = z.infer<typeof benefitsSchema>;
export const benefitsResponseSchema = dataEnvelope(benefitsSchema);

/** §3 newsletter types (bit values): contests 256, late night 512, vip club 1024, VR porn 2048. */
export const NEWSLETTER_TYPES = { contests: 256, lateNight: 512, vipClub: 1024, vrPorn: 2048 } as const;
export type NewsletterName = keyof typeof NEWSLETTER_TYPES;
export const NEWSLETTER_TYPE_IDS = Object.values(NEWSLETTER_TYPES);
export const newsletterTypeIdSchema = z.literal(NEWSLETTER_TYPE_IDS);
export type NewsletterTypeId = z.infer<typeof newsletterTypeIdSchema>;

/** The subscribed type ids of a bit set, in the order of §3. */
export const newsletterTypesOf = (bits: number): NewsletterTypeId[] => NEWSLETTER_TYPE_IDS.filter((id) => (bits & id) !== 0);

// POST /rest/v1/guest/newsletter/subscribe {typeId, userId, emailAddress} – §7; only for the caller and the account's email
export const newsletterSubscribeInputSchema = z.object({
  typeId: newsletterTypeIdSchema,
  userId: dbIdSchema,
  emailAddress: z.string().trim().min(1).max(254),
});
// POST /rest/v1/guest/newsletter/unsubscribe {typeId}
export const newsletterUnsubscribeInputSchema = z.object({ typeId: newsletterTypeIdSchema });
export const newsletterResponseSchema = dataEnvelope(
  z.object({
    typeId: newsletterTypeIdSchema,
    subscribed: z.boolean(),
    newsletterTypes: z.array(newsletterTypeIdSchema),
    /** §2 a live event's rewards won by this subscription (VR porn), granted already; subscribe only. */
    eventRewards: z.array(rewardEntrySchema).optional(),
  }),
);

// GET /rest/v1/guest/profile – what the profile page shows and edits
export const guestProfileSchema = z.object({
  guestId: z.number().int(),
  name: z.string(),
  /** No avatars yet. */
  avatar: z.string().nullable(),
  email: z.string(),
  newsletterTypes: z.array(newsletterTypeIdSchema),
  notificationsSettings: notificationsSettingsSchema,
  preferences: preferencesSchema,
});
export type GuestProfile = z.infer<typeof guestProfileSchema>;
export const guestProfileResponseSchema = dataEnvelope(guestProfileSchema);
