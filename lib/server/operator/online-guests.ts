import 'server-only';
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import type { PubSub } from '@/lib/server/realtime/pubsub';

/** §7 internal onlineGuests asks every process on this channel; each answers on the reply channel. */
export const ONLINE_GUESTS_QUERY_CHANNEL = 'operator.onlineGuests.query';
export const ONLINE_GUESTS_REPLY_CHANNEL = 'operator.onlineGuests.reply';

/** A process that has not answered by then is counted as holding no sockets (it may be stalling). */
export const ONLINE_GUESTS_WAIT_MS = 750;

const querySchema = z.object({ requestId: z.string().uuid() });
const replySchema = z.object({ requestId: z.string().uuid(), responder: z.string().min(1).max(100), guestIds: z.array(z.number().int().positive()).max(1_000_000) });

export type OnlineGuests = { count: number; guestIds: number[]; processesAnswered: number };

/**
 * Every process answers with the guests holding a socket in it (server.ts registers this next to
 * the page invalidations); `guestIds` is read at question time, the hub attaches after start-up.
 */
export function answerOnlineGuestQueries(pubsub: PubSub, responder: string, guestIds: () => number[]): () => void {
  return pubsub.subscribe(ONLINE_GUESTS_QUERY_CHANNEL, (payload) => {
    const parsed = querySchema.safeParse(payload);
    if (!parsed.success) return;
    void pubsub.publish(ONLINE_GUESTS_REPLY_CHANNEL, { requestId: parsed.data.requestId, responder, guestIds: guestIds() });
  });
}

/**
 * Scatter-gather over the PubSub: waits for `expected` answers (the live processes of the
 * registry) or ONLINE_GUESTS_WAIT_MS, whichever comes first; a guest with tabs on two processes
 * counts once.
 */
export function collectOnlineGuests(pubsub: PubSub, expected: number, waitMs = ONLINE_GUESTS_WAIT_MS): Promise<OnlineGuests> {
  const requestId = randomUUID();
  const responders = new Set<string>();
  const ids = new Set<number>();
  return new Promise((resolve, reject) => {
    const finish = () => {
      clearTimeout(timer);
      unsubscribe();
      const guestIds = [...ids].sort((a, b) => a - b);
      resolve({ count: guestIds.length, guestIds, processesAnswered: responders.size });
    };
    const unsubscribe = pubsub.subscribe(ONLINE_GUESTS_REPLY_CHANNEL, (payload) => {
      const parsed = replySchema.safeParse(payload);
      if (!parsed.success || parsed.data.requestId !== requestId || responders.has(parsed.data.responder)) return;
      responders.add(parsed.data.responder);
      for (const id of parsed.data.guestIds) ids.add(id);
      if (responders.size >= expected) finish();
    });
    const timer = setTimeout(finish, waitMs);
    pubsub.publish(ONLINE_GUESTS_QUERY_CHANNEL, { requestId }).catch((error: unknown) => {
      clearTimeout(timer);
      unsubscribe();
      reject(error);
    });
  });
}
