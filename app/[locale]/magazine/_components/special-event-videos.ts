import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { Category } from '@/lib/contracts/category';
import type { VideoFilter, VideoTile } from '@/lib/contracts/video';
import type { DbOrTx } from '@/lib/server/db/client';
import { modelPageQuery } from '@/lib/server/catalog/list-models';
import { listVideoItems } from '@/lib/server/catalog/list-videos';
import { findCategory } from '@/lib/server/catalog/models/categories';

/** How many tiles a special-event page shows: two rows of the widest grid (§2 six columns). */
export const EVENT_VIDEO_COUNT = 12;

/**
 * Categories belong to performers (§2 /categories/{slug}/ lists models), so a category's videos
 * are the newest videos of its performers. The §3 video filter takes at most 100 model ids: the
 * category's 100 best-ranked performers stand for it, the same ones its page shows first.
 */
const PERFORMERS_PER_CATEGORY = 100;

type Viewer = { language: Locale; viewerCountry: string | null };

/**
 * The cum-on landing (§2): the config's landingCategory and its newest videos, under the
 * viewer's country bans (§6). An unknown slug (a bad schedule entry) answers no category and no
 * videos, so the page still renders its state.
 */
export async function categoryLandingVideos(db: DbOrTx, slug: string, viewer: Viewer): Promise<{ category: Category | null; videos: VideoTile[] }> {
  const category = await findCategory(db, { slug, language: viewer.language, viewerCountry: viewer.viewerCountry });
  if (!category) return { category: null, videos: [] };
  // The page query alone: ids only, without the list's sedcards and total.
  const performers = await modelPageQuery(db, { first: PERFORMERS_PER_CATEGORY, offset: 0, order: 'rank', filter: { categorySlug: category.slug }, viewerCountry: viewer.viewerCountry });
  if (performers.length === 0) return { category, videos: [] };
  const modelIds = performers.map((model) => model.id);
  const { items } = await listVideoItems(db, { first: EVENT_VIDEO_COUNT, offset: 0, order: 'newest', filter: { modelIds }, viewerCountry: viewer.viewerCountry });
  return { category, videos: items };
}

/**
 * The VR porn event's videos. The catalogue has no VR category, tag or format yet; the closest
 * honest stand-in is the §3 filter type 'original' (produced as a clip, not recorded from a cam
 * show), which every VR production is. The page names them as such, not as VR videos.
 */
export const VR_STAND_IN_FILTER: VideoFilter = { types: ['original'] };

export async function vrEventVideos(db: DbOrTx, viewerCountry: string | null): Promise<VideoTile[]> {
  return (await listVideoItems(db, { first: EVENT_VIDEO_COUNT, offset: 0, order: 'newest', filter: VR_STAND_IN_FILTER, viewerCountry })).items;
}
