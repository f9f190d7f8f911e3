import 'server-only';
import { notFound } from 'next/navigation';
import { type VideoArea, VIDEO_AREAS, type VideoAreaData } from '@/components/video/video-area-page';
import { ordersFor, parseVideoSort } from '@/components/video/video-orders';
import type { Locale } from '@/i18n/routing';
import { type SearchParams, listPage, parseGridMode } from '@/lib/catalog/list-query';
import { VIDEO_ITEMS_PER_GRID } from '@/lib/catalog/rules';
import { listVideos } from '@/lib/server/catalog/list-videos';
import { defaultVideoOrder } from '@/lib/server/catalog/videos/category-rules';
import { findTag } from '@/lib/server/catalog/videos/tags';
import { pageViewerCountry } from '@/lib/server/http/page-viewer';
import { runtime } from '@/lib/server/runtime';

/**
 * What the six §2 video area pages read for their list: the category's videos in the chosen sort
 * (§9 16 to a page), and on /all-videos/ the popular tag of `?tag=` (404 when unknown). The page
 * calls `await connection()` before: this reads the database.
 */
export async function loadVideoArea(area: VideoArea, locale: Locale, query: SearchParams): Promise<VideoAreaData> {
  const { category } = VIDEO_AREAS[area];
  const defaultOrder = defaultVideoOrder(category);
  const order = parseVideoSort(query.sort, ordersFor(category, defaultOrder), defaultOrder);
  const mode = parseGridMode(query.view);
  const { page, offset } = listPage(query, VIDEO_ITEMS_PER_GRID);
  const { db } = runtime();
  const viewerCountry = await pageViewerCountry();

  // /all-videos/?tag=outdoor: the popular-tag links of the hub.
  const tagGroup = area === '/all-videos' && typeof query.tag === 'string' ? query.tag : undefined;
  const tag = tagGroup ? await findTag(db, tagGroup, locale) : null;
  if (tagGroup && !tag) notFound();

  const list = await listVideos(db, {
    category,
    order,
    filter: tag ? { tags: [tag.tagGroup] } : undefined,
    first: VIDEO_ITEMS_PER_GRID,
    offset,
    viewerCountry,
  });
  return { videos: list.items, total: list.total, tag, order, defaultOrder, page, mode };
}
