import 'server-only';
import { and, eq, exists, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { type Currency, currencySchema } from '@/lib/contracts/money';
import type { ModelAvailability, ModelFilter, ModelListItem } from '@/lib/contracts/actor';
import { AVATAR_AGE_RATING, DEFAULT_ACTOR_SEARCH_CATEGORY, NEWLY_REGISTERED_CATEGORY } from '@/lib/catalog/rules';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/lib/server/db/client';
import { actorFeatures, actorPrices, actorProfiles, actors } from '@/lib/server/db/schema/actors';
import { actorCategories, categories } from '@/lib/server/db/schema/catalog';
import { camShows } from '@/lib/server/db/schema/content';
import { roundDistance } from '@/lib/geo/geo-location';
import { imageUrl } from '@/lib/media/image-urls';

/**
 * The columns a model tile needs (actors ⋈ profile ⋈ prices ⋈ features), shared by the model
 * list and the profile so both answer the same §3 model list item.
 */
export const modelColumns = {
  id: actors.id,
  name: actors.name,
  slug: actors.slug,
  isOnline: actors.isOnline,
  isStar: actors.isStar,
  isTopAmateur: actors.isTopAmateur,
  registeredAt: actors.registeredAt,
  imageSeed: actors.imageSeed,
  latitude: actors.latitude,
  longitude: actors.longitude,
  bannedCountryCodes: actors.bannedCountryCodes,
  // Age in whole years on the database's current date: no client clock involved.
  age: sql<number>`extract(year from age(current_date, ${actorProfiles.birthDate}))::int`.mapWith(Number),
  threeWords: actorProfiles.threeWords,
  spokenLanguages: actorProfiles.spokenLanguages,
  currency: actorPrices.currency,
  videoChat: actorPrices.videoChat,
  voyeurChat: actorPrices.voyeurChat,
  ticketShow: actorPrices.ticketShow,
  singleChat: actorPrices.singleChat,
  singleC2CChat: actorPrices.singleC2CChat,
  livePreview: actorFeatures.livePreview,
  hd: actorFeatures.hd,
  audio: actorFeatures.audio,
  dildocontrol: actorFeatures.dildocontrol,
  mobileVideoCall: actorFeatures.mobileVideoCall,
};

/** actors ⋈ profile ⋈ prices ⋈ features; callers add WHERE, ORDER BY and paging. */
export function selectModelRows<Extra extends SelectedFields = Record<never, never>>(db: DbOrTx, extra?: Extra) {
  return db
    .select({ ...modelColumns, ...(extra ?? ({} as Extra)) })
    .from(actors)
    .innerJoin(actorProfiles, eq(actorProfiles.actorId, actors.id))
    .innerJoin(actorPrices, eq(actorPrices.actorId, actors.id))
    .innerJoin(actorFeatures, eq(actorFeatures.actorId, actors.id))
    .$dynamic();
}

export type ModelRow = Awaited<ReturnType<typeof selectModelRows>>[number];

export type SedcardImages = ModelListItem['sedcardImages'];

/** §6: country bans per actor are checked against the guest's country code. */
export function notBannedFor(viewerCountry: string | null | undefined): SQL | undefined {
  if (!viewerCountry) return undefined;
  return sql`not (${viewerCountry.toUpperCase()} = any(${actors.bannedCountryCodes}))`;
}

export function isBannedFor(bannedCountryCodes: string[], viewerCountry: string | null | undefined): boolean {
  if (!viewerCountry) return false;
  const code = viewerCountry.toUpperCase();
  return bannedCountryCodes.some((c) => c.toUpperCase() === code);
}

/** §9 newly registered category 88: registered within the last 30 days. */
const NEWLY_REGISTERED_DAYS = 30;

/** §9 search category → condition: 3 is every performer, 88 the newly registered, else a performer category. */
function searchCategoryCondition(category: number): SQL | undefined {
  if (category === DEFAULT_ACTOR_SEARCH_CATEGORY) return undefined;
  if (category === NEWLY_REGISTERED_CATEGORY) return newlyRegistered();
  return exists(
    sql`(select 1 from ${actorCategories} where ${actorCategories.actorId} = ${actors.id} and ${actorCategories.categoryId} = ${category})`,
  );
}

function newlyRegistered(): SQL {
  return gte(actors.registeredAt, sql`now() - make_interval(days => ${NEWLY_REGISTERED_DAYS})`);
}

/**
 * §2 listings by chat availability. Correlated EXISTS on primary keys and the cam_shows
 * (actor_id, starts_at) index, so the outer scan can still follow the order's index.
 */
function availabilityCondition(availability: ModelAvailability): SQL {
  switch (availability) {
    case 'cams':
      return eq(actors.isOnline, true);
    case 'freeChat':
      return and(
        eq(actors.isOnline, true),
        exists(sql`(select 1 from ${actorFeatures} af where af.actor_id = ${actors.id} and af.free_chat)`),
      ) as SQL;
    case 'camShows':
      return exists(
        sql`(select 1 from ${camShows} cs where cs.actor_id = ${actors.id} and cs.ends_at > now() and not cs.is_internal)`,
      );
  }
}

/** The WHERE of a model list: filter, online-only and, always, the viewer's country bans (§6). */
export function modelConditions(input: {
  filter?: ModelFilter;
  onlineOnly?: boolean;
  viewerCountry?: string | null;
}): SQL | undefined {
  const { filter, onlineOnly, viewerCountry } = input;
  const conditions: (SQL | undefined)[] = [notBannedFor(viewerCountry)];
  if (onlineOnly) conditions.push(eq(actors.isOnline, true));
  if (filter?.gender) conditions.push(eq(actors.gender, filter.gender));
  if (filter?.types && filter.types.length > 0) conditions.push(inArray(actors.type, filter.types));
  if (filter?.newGirls) conditions.push(newlyRegistered());
  if (filter?.category !== undefined) conditions.push(searchCategoryCondition(filter.category));
  if (filter?.availability) conditions.push(availabilityCondition(filter.availability));
  if (filter?.categorySlug) {
    // EXISTS rather than a join: one row per actor, whatever the number of categories.
    conditions.push(
      exists(
        sql`(select 1 from ${actorCategories} where ${actorCategories.actorId} = ${actors.id}
          and ${actorCategories.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${filter.categorySlug}))`,
      ),
    );
  }
  return and(...conditions);
}

export function asCurrency(value: string): Currency {
  return currencySchema.parse(value);
}

/** distanceKm: from the guest's §3 geoLocation (lib/server/geo/distance-sql.ts), null without one. */
export function toModelListItem(row: ModelRow, sedcardImages: SedcardImages, distanceKm: number | null = null): ModelListItem {
  const currency = asCurrency(row.currency);
  const money = (value: number) => ({ value, currency });
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    online: row.isOnline,
    star: row.isStar,
    registeredSince: row.registeredAt.toISOString(),
    avatar: imageUrl('avatar', row.imageSeed, 'w320'),
    // §9: tiles are seen before any age check; sedcards are loaded at this rating too.
    avatarAgeRating: AVATAR_AGE_RATING,
    sedcardImages,
    profile: { age: row.age, threeWords: row.threeWords, languages: row.spokenLanguages },
    // Favourites are not part of the shared list; the distance only for a guest with a location.
    modelGuestRelation: { isFavorite: false, distanceToGuest: distanceKm === null ? null : roundDistance(distanceKm) },
    geolocation: row.latitude !== null && row.longitude !== null ? { lat: row.latitude, long: row.longitude } : null,
    isTopAmateur: row.isTopAmateur,
    chatPrices: {
      videoChat: money(row.videoChat),
      voyeurChat: money(row.voyeurChat),
      ticketShow: money(row.ticketShow),
      singleChat: money(row.singleChat),
      singleC2CChat: money(row.singleC2CChat),
    },
    features: { livePreview: row.livePreview, hd: row.hd, audio: row.audio, dildocontrol: row.dildocontrol },
    // A mobile video call is only reachable while the performer is online.
    isOnlineMobileVideocall: row.isOnline && row.mobileVideoCall,
  };
}
