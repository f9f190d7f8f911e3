import 'server-only';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { VideoOrder } from '@/lib/contracts/video';
import { videos } from '@/lib/server/db/schema/catalog';
import { ORDER_SORTS, type TileSort } from './category-rules';

/**
 * The sort column of each tile sort. Each has an index in schema/catalog.ts ((column, id) or the
 * release date), so an ordered page is an index scan with LIMIT; id breaks ties so pages never
 * repeat or skip a video. 'free' is ordered in two passes by the list (free, then the rest, both
 * newest first), so it reads released_at here.
 */
const sortColumns = {
  duration: videos.durationSeconds,
  free: videos.releasedAt,
  price: videos.price,
  rating: videos.ratingLikes,
  released: videos.releasedAt,
  sold: videos.soldCount,
  trending: videos.trendingScore,
} as const satisfies Record<TileSort, unknown>;

/**
 * `fewRows`: the list is limited to given performers or ids. Their rows are few and reached
 * through videos_actor_idx (or the primary key); ordering by an expression instead of the bare
 * column keeps the planner from walking a global sort index past everyone else's videos
 * (measured at SEED_SCALE=large for the busiest performer, 590 videos: 93 ms → 3 ms). Release order
 * stays a column: videos_actor_idx (actor_id, released_at) already delivers it.
 */
export function orderByOf(order: VideoOrder, options: { fewRows?: boolean } = {}): SQL[] {
  const { sort, direction } = ORDER_SORTS[order];
  const by = direction === 'asc' ? asc : desc;
  const column = sortColumns[sort];
  const key = options.fewRows && sort !== 'released' && sort !== 'free' ? sql`(${column} + 0)` : column;
  return [by(key), by(videos.id)];
}
