import 'server-only';
import { SEARCH_PAGE_SIZES } from '@/lib/catalog/rules';
import type { SearchHit, SearchVideoOrder } from '@/lib/contracts/search';
import type { VideoTile } from '@/lib/contracts/video';
import { ACTOR_CANDIDATE_CAP } from './actor-candidates';
import { findGalleryHits, findPhotoHits } from './album-hits';
import { albumHitPage } from './album-results';
import type { HitPage } from './search-page-types';
import type { SearchRun } from './search-run';
import { findVideoHits } from './video-hits';
import { loadVideoPages } from './video-results';

export type MediaSections = {
  fuzzy: boolean;
  videos: HitPage<VideoTile>;
  asmr: HitPage<VideoTile>;
  photos: HitPage<SearchHit>;
  galleries: HitPage<SearchHit>;
};

/**
 * The media categories of one search (§2 page sizes): a page of videos in an order, the first
 * asmr videos, photo albums and sedcards. Shared by the global search and the search page.
 */
export async function loadMediaSections(run: SearchRun, videoPage: { order: SearchVideoOrder; page: number }): Promise<MediaSections> {
  const sizes = SEARCH_PAGE_SIZES;
  const { terms, input } = run;
  const [banned, fuzzy] = await Promise.all([run.banned(), run.fuzzyTitles()]);
  const [videoHits, photos, galleries] = await Promise.all([
    findVideoHits(run.db, {
      terms,
      banned,
      fuzzy,
      page: { order: videoPage.order, first: sizes.videos, offset: (videoPage.page - 1) * sizes.videos },
      asmr: { order: 'relevance', first: sizes.asmr, offset: 0 },
    }),
    findPhotoHits(run.db, { terms, banned, fuzzy, first: sizes.photos, offset: 0 }),
    run.actors().then((actors) =>
      findGalleryHits(run.db, { actorIds: actors.map((a) => a.id), cap: ACTOR_CANDIDATE_CAP, first: sizes.galleries, offset: 0 }),
    ),
  ]);
  const { videos, asmr } = await loadVideoPages(run.db, videoHits);
  return {
    fuzzy: videoHits.fuzzy,
    videos,
    asmr,
    photos: albumHitPage(photos, 'album', input.language),
    galleries: albumHitPage(galleries, 'sedcard', input.language),
  };
}
