import 'server-only';
import { FEED_TIPPING_GOAL_EVENT, type FeedTippingGoal } from '@/lib/contracts/feed';
import { publishToAll } from '@/lib/server/realtime/broadcast-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';

/**
 * §3 tipping goal, live for every viewer of the post: visitors read the feed too, so the event goes
 * to every page (the hub of each process delivers it); a page applies it only when its version is
 * newer than the state it holds (a slower event from an earlier tip is ignored).
 */
export async function publishTippingGoal(pubsub: PubSub, postId: number, tippingGoal: FeedTippingGoal | null): Promise<void> {
  if (!tippingGoal) return;
  await publishToAll(pubsub, { type: FEED_TIPPING_GOAL_EVENT, postId, tippingGoal });
}
