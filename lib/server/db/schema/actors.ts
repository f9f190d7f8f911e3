import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  date,
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Performers (§3 actor codes): gender N/M/F, types F, M, FM (couple), FF (couple), S (trans).
 * `slug` is the lowercased name used in links (§2 "actor names are lowercased in links").
 */
export const actors = pgTable(
  'actors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1000 }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    gender: char('gender', { length: 1 }).notNull().$type<'N' | 'M' | 'F'>(),
    type: text('type').notNull().$type<'F' | 'M' | 'FM' | 'FF' | 'S'>(),
    isOnline: boolean('is_online').notNull().default(false),
    onlineSince: timestamp('online_since', { withTimezone: true }),
    /** Raised by every online switch (lib/server/studio/set-online.ts): orders her presence events and snapshots for the pages (drizzle/0028). */
    presenceVersion: integer('presence_version').notNull().default(0),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    isStar: boolean('is_star').notNull().default(false),
    isTopAmateur: boolean('is_top_amateur').notNull().default(false),
    /** Country codes whose guests must not see this performer (§6). */
    bannedCountryCodes: text('banned_country_codes').array().notNull().default(sql`'{}'::text[]`),
    /** Ranking for the "rank" actor order (§9), higher first. */
    rankPoints: integer('rank_points').notNull().default(0),
    /** How many guests pinned this performer (§3 top cam pinnedCount); kept by the favourites. */
    pinnedCount: integer('pinned_count').notNull().default(0),
    /** Ranking of the top video call view (§3 top cam rankingPointsVideoCall). */
    rankingPointsVideoCall: integer('ranking_points_video_call').notNull().default(0),
    /** Seed of the generated, abstract avatar and sedcard images. */
    imageSeed: integer('image_seed').notNull(),
    latitude: real('latitude'),
    longitude: real('longitude'),
  },
  (t) => [
    uniqueIndex('actors_slug_key').on(t.slug),
    index('actors_online_rank_idx').on(t.isOnline, t.rankPoints),
    index('actors_registered_idx').on(t.registeredAt),
    // The §2 top cams views: top 100, favourites, top video call.
    index('actors_rank_idx').on(t.rankPoints, t.id),
    index('actors_pinned_idx').on(t.pinnedCount, t.id),
    index('actors_video_call_rank_idx').on(t.rankingPointsVideoCall, t.id),
  ],
);

/** The public profile of a performer (§3 model list item profile, about-me page). */
export const actorProfiles = pgTable('actor_profiles', {
  actorId: integer('actor_id')
    .primaryKey()
    .references(() => actors.id, { onDelete: 'cascade' }),
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
  /** Three words from a fixed list (English keys, comma-separated); pages translate them (messages Traits). */
  threeWords: text('three_words').notNull().default(''),
  spokenLanguages: text('spoken_languages').array().notNull(),
  countryCode: char('country_code', { length: 2 }).notNull(),
  city: text('city'),
  aboutMe: text('about_me').notNull().default(''),
  heightCm: smallint('height_cm'),
  hairColor: text('hair_color'),
  eyeColor: text('eye_color'),
});

/**
 * Chat prices in minor units per minute (§3 chat prices, chat button config) and message prices.
 * Currency is EUR for every seeded performer; the column exists so CHF studios can follow.
 */
export const actorPrices = pgTable('actor_prices', {
  actorId: integer('actor_id')
    .primaryKey()
    .references(() => actors.id, { onDelete: 'cascade' }),
  currency: text('currency').notNull().default('EUR'),
  videoChat: integer('video_chat').notNull(),
  voyeurChat: integer('voyeur_chat').notNull(),
  singleChat: integer('single_chat').notNull(),
  singleC2CChat: integer('single_c2c_chat').notNull(),
  ticketShow: integer('ticket_show').notNull(),
  videoCall: integer('video_call').notNull(),
  /** Anonymous voice call, EUR cents per minute (drizzle/0024). */
  voiceCall: integer('voice_call').notNull().default(99),
  message: integer('message').notNull(),
  freeMessages: smallint('free_messages').notNull().default(0),
  voucherChatMinutes: smallint('voucher_chat_minutes').notNull().default(0),
});

/** What a performer offers (§3 features, chat button flags). */
export const actorFeatures = pgTable('actor_features', {
  actorId: integer('actor_id')
    .primaryKey()
    .references(() => actors.id, { onDelete: 'cascade' }),
  freeChat: boolean('free_chat').notNull().default(false),
  livePreview: boolean('live_preview').notNull().default(false),
  hd: boolean('hd').notNull().default(false),
  audio: boolean('audio').notNull().default(false),
  dildocontrol: boolean('dildocontrol').notNull().default(false),
  voyeurChat: boolean('voyeur_chat').notNull().default(false),
  voiceCall: boolean('voice_call').notNull().default(false),
  mobileVideoCall: boolean('mobile_video_call').notNull().default(false),
  conversionChat: boolean('conversion_chat').notNull().default(false),
  ticketShow: boolean('ticket_show').notNull().default(false),
  isCurrentlyTicketShow: boolean('is_currently_ticket_show').notNull().default(false),
  /** The age rating of her live chats (16, or 18: only guests with accepted age verification may join). */
  liveAgeRating: smallint('live_age_rating').notNull().default(16).$type<16 | 18>(),
});

/** Chat ratings (§3 chat ratings lastNinetyDays): one row per rated chat. */
export const actorChatRatings = pgTable(
  'actor_chat_ratings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => actors.id, { onDelete: 'cascade' }),
    satisfied: boolean('satisfied').notNull(),
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('actor_chat_ratings_actor_idx').on(t.actorId, t.ratedAt)],
);
