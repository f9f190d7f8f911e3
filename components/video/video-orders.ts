import { type VideoCategory, type VideoOrder, TILE_SORT_ORDERS } from '@/lib/contracts/video';

/** The sorts a list offers, its §9 default first; 'free first' only where free videos can appear. */
export function ordersFor(category: VideoCategory, defaultOrder: VideoOrder): VideoOrder[] {
  const common: VideoOrder[] = ['newest', 'topRated', 'bestSelling', 'cheapest', 'priciest', 'longest', 'shortest'];
  if (category === 'trendingVideos') common.push('topTrending');
  if (category === 'allVideos' || category === 'newVideos' || category === 'topVideos' || category === 'trendingVideos') common.push('freeFirst');
  return [defaultOrder, ...common.filter((o) => o !== defaultOrder)];
}

/** `?sort=`: one of the list's orders or a §9 tile sort name (?sort=price); anything else is the default. */
export function parseVideoSort(raw: string | string[] | undefined, orders: readonly VideoOrder[], fallback: VideoOrder): VideoOrder {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined) return fallback;
  const order = Object.hasOwn(TILE_SORT_ORDERS, value) ? TILE_SORT_ORDERS[value as keyof typeof TILE_SORT_ORDERS] : value;
  return (orders as readonly string[]).includes(order) ? (order as VideoOrder) : fallback;
}
