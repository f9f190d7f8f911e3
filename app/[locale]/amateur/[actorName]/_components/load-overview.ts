import 'server-only';
import type { ActorProfile } from '@/lib/contracts/actor';
import { DEFAULT_MEDIA_PAGE_SIZE } from '@/lib/catalog/rules';
import { getSedcards } from '@/lib/server/catalog/albums/get-sedcards';
import { listGalleries } from '@/lib/server/catalog/albums/list-galleries';
import { listActorVideos } from '@/lib/server/catalog/list-videos';
import { pageRowsTtlMs, sharedRows } from '@/lib/server/catalog/shared-rows';
import type { Db } from '@/lib/server/db/client';
import { runtime } from '@/lib/server/runtime';

/** The overview's latest videos: one row of six on wide screens. */
export const OVERVIEW_VIDEOS = 6;

async function readOverview(db: Db, profile: ActorProfile, albumPage: number) {
  const sedcards = await getSedcards(db, { id: profile.id, name: profile.name }, { limit: -1, fsk: 'none' });
  const videos = await listActorVideos(db, profile.id, { first: OVERVIEW_VIDEOS, offset: 0 });
  const albums = await listGalleries(db, {
    actorId: profile.id,
    order: 'newest',
    first: DEFAULT_MEDIA_PAGE_SIZE,
    offset: (albumPage - 1) * DEFAULT_MEDIA_PAGE_SIZE,
  });
  return { sedcards, videos, albums, albumPageSize: DEFAULT_MEDIA_PAGE_SIZE };
}

/**
 * What the overview shows besides the profile: sedcard photos (§9 actor pictures: all, any fsk,
 * fsk-18 ones locked), the latest videos and one page of albums (§9 gallery page size 10). The
 * same for every viewer who may see her (the caller checked §6) and every language, so shared
 * for a few seconds (shared-rows.ts).
 */
export async function loadOverview(profile: ActorProfile, albumPage: number) {
  const { db, pubsub } = runtime();
  const overview = await sharedRows(db, `overview ${profile.id} ${albumPage}`, () => readOverview(db, profile, albumPage), {
    pubsub,
    ttlMs: pageRowsTtlMs(),
    actorOf: () => profile.slug.toLowerCase(),
  });
  return structuredClone(overview);
}

export type Overview = Awaited<ReturnType<typeof loadOverview>>;
