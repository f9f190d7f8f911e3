import * as z from 'zod';
import { FEED_TIPPING_GOAL_EVENT, feedTippingGoalEventSchema } from '@/lib/contracts/feed';

/**
 * zod schema of the `feedTippingGoal` event (§3 tipping goal, live for every viewer), spliced into
 * serverMessageSchema (lib/realtime/server-message-schema.ts). It goes to every page: a page that
 * shows the post applies it when its version is newer than the one it holds.
 */
export const feedTippingGoalMessageSchema = feedTippingGoalEventSchema.extend({ type: z.literal(FEED_TIPPING_GOAL_EVENT) });
