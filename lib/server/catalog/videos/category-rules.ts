import 'server-only';
import {
  VIDEO_CATEGORIES,
  type VideoCategory,
  type VideoOrder,
} from '@/lib/contracts/video';
import { AppError } from '@/lib/server/errors';

/**
 * §9 "Default video sort by category: allVideos and vip30Videos top rated; discounted, free,
 * bought and new newest; trending top trending; top best selling."
 */
export const DEFAULT_ORDER: Readonly<Record<VideoCategory, VideoOrder>> = {
  allVideos: 'topRated',
  vip30Videos: 'topRated',
  discountedVideos: 'newest',
  freeVideos: 'newest',
  boughtVideos: 'newest',
  newVideos: 'newest',
  trendingVideos: 'topTrending',
  topVideos: 'bestSelling',
};

/** §5: a category outside the list raises 'Unmapped category' (a 404 page, an error for a call). */
export function parseVideoCategory(value: unknown): VideoCategory {
  if (typeof value === 'string' && (VIDEO_CATEGORIES as readonly string[]).includes(value)) return value as VideoCategory;
  throw new AppError('UNMAPPED_CATEGORY', 'Unmapped category');
}

export function defaultVideoOrder(category: VideoCategory): VideoOrder {
  return DEFAULT_ORDER[category];
}

/** §9 tile sorts; `trending` is the trending category's own order. */
export type TileSort = 'duration' | 'free' | 'price' | 'rating' | 'released' | 'sold' | 'trending';

/** Each order is one tile sort in one direction ('freeFirst': free videos first, newest within). */
export const ORDER_SORTS: Readonly<Record<VideoOrder, { sort: TileSort; direction: 'asc' | 'desc' }>> = {
  newest: { sort: 'released', direction: 'desc' },
  oldest: { sort: 'released', direction: 'asc' },
  topRated: { sort: 'rating', direction: 'desc' },
  bestSelling: { sort: 'sold', direction: 'desc' },
  topTrending: { sort: 'trending', direction: 'desc' },
  cheapest: { sort: 'price', direction: 'asc' },
  priciest: { sort: 'price', direction: 'desc' },
  longest: { sort: 'duration', direction: 'desc' },
  shortest: { sort: 'duration', direction: 'asc' },
  freeFirst: { sort: 'free', direction: 'desc' },
};
