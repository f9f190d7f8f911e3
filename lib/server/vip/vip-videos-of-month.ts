import 'server-only';
import type { VideoTile } from '@/lib/contracts/video';
import { listVideos } from '@/lib/server/catalog/list-videos';
import type { DbOrTx } from '@/lib/server/db/client';
import { berlinMonth } from './vip-months';

/** VIP30: up to 30 videos a month. */
export const VIP30_VIDEOS_PER_MONTH = 30;

export type VipVideosOfMonth = { month: string; total: number; videos: VideoTile[] };

/**
 * §2 VIP club "VIP videos this month": the vip30 videos (the /vip-videos/ category) released in
 * the Berlin month of `now` (a test day moves it), newest first, without those of performers
 * banned for the viewer's country (§6, as every list).
 */
export async function vipVideosOfMonth(db: DbOrTx, now: Date, viewerCountry: string | null): Promise<VipVideosOfMonth> {
  const { month, start, end } = berlinMonth(now);
  const list = await listVideos(db, {
    category: 'vip30Videos',
    order: 'newest',
    // Instants, not days: the bounds are Berlin midnights (releasedUntil is inclusive).
    filter: { releasedFrom: start.toISOString(), releasedUntil: new Date(end.getTime() - 1).toISOString() },
    first: VIP30_VIDEOS_PER_MONTH,
    offset: 0,
    viewerCountry,
  });
  return { month, total: list.total, videos: list.items };
}
