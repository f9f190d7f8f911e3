import 'server-only';
import { randomUUID } from 'node:crypto';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { hasRuntime, runtime } from '@/lib/server/runtime';
import { listenForCacheClears } from './clear-caches';
import { answerOnlineGuestQueries } from './online-guests';

/** Names this process in onlineGuests answers when it has no registry id (single process, tests). */
const fallbackResponder = randomUUID();

/**
 * server.ts, once per process: the operator calls that reach every process through the PubSub
 * (§7 internal clear_di_cache and onlineGuests). The hub is read when a question comes, since it
 * attaches after this runs.
 */
export function listenForOperatorRequests(pubsub: PubSub): () => void {
  const responder = () => (hasRuntime() ? runtime().cluster?.processId : undefined) ?? fallbackResponder;
  const stopClears = listenForCacheClears(pubsub);
  const stopAnswers = answerOnlineGuestQueries(pubsub, responder(), () => (hasRuntime() ? (runtime().hub?.connectedGuestIds() ?? []) : []));
  return () => {
    stopClears();
    stopAnswers();
  };
}
