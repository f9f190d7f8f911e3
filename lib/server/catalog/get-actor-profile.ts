import 'server-only';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { ActorProfile } from '@/lib/contracts/actor';
import type { DbOrTx } from '@/lib/server/db/client';
import { actorFeatures, actorPrices, actorProfiles, actors } from '@/lib/server/db/schema/actors';
import { albums, videos } from '@/lib/server/db/schema/catalog';
import { byNameOrSlug } from './actor-lookup';
import { asCurrency, isBannedFor, selectModelRows, toModelListItem } from './model-row';
import { loadSedcardImages } from './sedcard-images';

/**
 * The profile overview of §2 (`/amateur/{actorName}/`): the model list item plus prices, flags
 * and counts. Null when the performer does not exist or is banned for the viewer's country (§6),
 * so a banned profile looks exactly like a missing one.
 */
export async function getActorProfile(
  db: DbOrTx,
  actorNameOrSlug: string,
  viewerCountry?: string | null,
): Promise<ActorProfile | null> {
  return profileVisibleTo(await getActorProfileWithBans(db, actorNameOrSlug), viewerCountry);
}

/** The same profile by id (REST profile previews). */
export function getActorProfileById(db: DbOrTx, actorId: number, viewerCountry?: string | null): Promise<ActorProfile | null> {
  return loadActorProfile(db, eq(actors.id, actorId), viewerCountry);
}

/** A profile with the countries it is banned for (§6), for a cache shared by every viewer country: the caller applies the ban. */
export type ProfileWithBans = { profile: ActorProfile; bannedCountryCodes: string[] };

/** The profile whatever the viewer's country; null when the performer does not exist. */
export async function getActorProfileWithBans(db: DbOrTx, actorNameOrSlug: string): Promise<ProfileWithBans | null> {
  // Links carry the slug: its unique index answers at once, where the name-or-slug condition
  // (no index on lower(name)) scans every performer. Other spellings fall back to it.
  const bySlug = await readActorProfile(db, eq(actors.slug, actorNameOrSlug.trim().toLowerCase()));
  return bySlug ?? readActorProfile(db, byNameOrSlug(actorNameOrSlug));
}

/** The profile when the viewer may see it (§6), from a ProfileWithBans. */
export function profileVisibleTo(found: ProfileWithBans | null, viewerCountry: string | null | undefined): ActorProfile | null {
  return found && !isBannedFor(found.bannedCountryCodes, viewerCountry) ? found.profile : null;
}

async function loadActorProfile(db: DbOrTx, where: SQL, viewerCountry: string | null | undefined): Promise<ActorProfile | null> {
  return profileVisibleTo(await readActorProfile(db, where), viewerCountry);
}

async function readActorProfile(db: DbOrTx, where: SQL): Promise<ProfileWithBans | null> {
  const [row] = await selectModelRows(db, {
    gender: actors.gender,
    type: actors.type,
    aboutMe: actorProfiles.aboutMe,
    countryCode: actorProfiles.countryCode,
    city: actorProfiles.city,
    videoCall: actorPrices.videoCall,
    voicePrice: actorPrices.voiceCall,
    message: actorPrices.message,
    freeChat: actorFeatures.freeChat,
    voyeurChatFlag: actorFeatures.voyeurChat,
    voiceCall: actorFeatures.voiceCall,
    ticketShowFlag: actorFeatures.ticketShow,
    isCurrentlyTicketShow: actorFeatures.isCurrentlyTicketShow,
    // Only released media count: scheduled releases stay hidden until their day.
    videoCount: sql<number>`(select count(*) from ${videos} where ${videos.actorId} = ${actors.id} and ${videos.releasedAt} <= now())`
      .mapWith(Number)
      .as('video_count'),
    albumCount: sql<number>`(select count(*) from ${albums} where ${albums.actorId} = ${actors.id} and ${albums.type} = 'album' and ${albums.releasedAt} <= now())`
      .mapWith(Number)
      .as('album_count'),
  })
    .where(where)
    .limit(1);
  if (!row) return null;

  const sedcards = await loadSedcardImages(db, [row.id]);
  const item = toModelListItem(row, sedcards.get(row.id) ?? []);
  const currency = asCurrency(row.currency);
  const money = (value: number) => ({ value, currency });
  const profile: ActorProfile = {
    ...item,
    gender: row.gender,
    type: row.type,
    aboutMe: row.aboutMe,
    countryCode: row.countryCode.trim(),
    city: row.city,
    prices: {
      ...item.chatPrices,
      videoCall: money(row.videoCall),
      voiceCall: money(row.voicePrice),
      message: money(row.message),
    },
    flags: {
      freeChat: row.freeChat,
      voyeurChat: row.voyeurChatFlag,
      voiceCall: row.voiceCall,
      ticketShow: row.ticketShowFlag,
      isCurrentlyTicketShow: row.isCurrentlyTicketShow,
    },
    videoCount: row.videoCount,
    albumCount: row.albumCount,
  };
  return { profile, bannedCountryCodes: row.bannedCountryCodes };
}
