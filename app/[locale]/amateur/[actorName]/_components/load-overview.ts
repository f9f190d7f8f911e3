import 'server-only';
import type { ActorProfile } from '@/lib/contracts/actor';
import { DEFAULT_MEDIA_PAGE_SIZE } from '@/lib/catalog/rules';
import { getSedcards } from '@/lib/server/catalog/albums/get-sedcards';
import { listGalleries } from '@/lib/server/catalog/albums/list-galleries';
import { listActorVideos } from '@/lib/server/catalog/list-videos';
import { runtime } from '@/lib/server/runtime';

/** The overview's latest videos: one row of six on wide screens. */
export const OVERVIEW_VIDEOS = 6;

/**
 * What the overview shows besides the profile: sedcard photos (§9 actor pictures: all, any fsk,
 * fsk-18 ones locked), the latest videos and one page of albums (§9 gallery page size 10).
 */
export async function loadOverview(profile: ActorProfile, albumPage: number) {
  const { db } = runtime();
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

export type Overview = Awaited<ReturnType<typeof loadOverview>>;
