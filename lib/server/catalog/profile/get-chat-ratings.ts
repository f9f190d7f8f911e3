import 'server-only';
import type { ChatRatings } from '@/lib/contracts/profile';
import type { DbOrTx } from '@/lib/server/db/client';
import { loadShownRatingStats } from '../models/chat-rating-stats';

/**
 * §3 chat ratings of the last 90 days. §5: "ratings are shown for an actor only with at least
 * 10 ratings in the 90-day window" — below that lastNinetyDays is null. Same rule and query as
 * the top-cams lists, so a performer's rating reads the same everywhere.
 */
export async function getChatRatings(db: DbOrTx, actorId: number): Promise<ChatRatings> {
  const stats = (await loadShownRatingStats(db, [actorId])).get(actorId);
  return {
    actorId,
    lastNinetyDays: stats ? { countRatings: stats.count, satisfactionRate: stats.satisfactionRate } : null,
  };
}
