import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { FeedTippingGoal } from '@/lib/contracts/feed';
import type { ServerMessage } from '@/lib/realtime/message-types';
import { connectQueryInvalidation } from '@/lib/realtime/query-invalidation';
import { feedKeys } from '@/lib/queries/feed-keys';

/** A session stand-in: `emit` plays the server's hub. */
function fakeSession() {
  const handlers = new Map<string, Set<(message: ServerMessage) => void>>();
  return {
    on: ((type: string, handler: (message: ServerMessage) => void) => {
      const set = handlers.get(type) ?? new Set();
      set.add(handler);
      handlers.set(type, set);
      return () => set.delete(handler);
    }) as never,
    emit: (message: ServerMessage) => handlers.get(message.type)?.forEach((handler) => handler(message)),
  };
}

const goal = (version: number, tipsSumCoins: number): FeedTippingGoal => ({
  goalCoins: 200,
  tipsSumCoins,
  progressPercent: Math.min(100, Math.floor((tipsSumCoins * 100) / 200)),
  achieved: tipsSumCoins >= 200,
  version,
});
const event = (postId: number, tippingGoal: FeedTippingGoal) => ({ type: 'feedTippingGoal', postId, tippingGoal }) as ServerMessage;

describe('§3 tipping goals "update live for every viewer" (the feedTippingGoal event)', () => {
  it('moves the bar of that post when anybody tips, and only that post', () => {
    const client = new QueryClient();
    const session = fakeSession();
    const stop = connectQueryInvalidation(session, client);
    client.setQueryData(feedKeys.goal(11), goal(1, 40));
    session.emit(event(11, goal(2, 90)));
    expect(client.getQueryData(feedKeys.goal(11))).toEqual(goal(2, 90));
    expect(client.getQueryData(feedKeys.goal(12))).toBeUndefined();
    stop();
  });

  it('ignores an event older than the state the page shows (subscribe, then read, then apply newer)', () => {
    const client = new QueryClient();
    const session = fakeSession();
    const stop = connectQueryInvalidation(session, client);
    client.setQueryData(feedKeys.goal(5), goal(7, 150));
    session.emit(event(5, goal(6, 120)));
    expect(client.getQueryData(feedKeys.goal(5))).toEqual(goal(7, 150));
    session.emit(event(5, goal(8, 200)));
    expect(client.getQueryData<FeedTippingGoal>(feedKeys.goal(5))?.achieved).toBe(true);
    stop();
  });
});
