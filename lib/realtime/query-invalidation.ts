import type { ServerMessage, ServerMessageType } from './message-types';
import type { RealtimeSession } from './session';

type QueryKey = readonly unknown[];
/** What the registry needs from a react-query QueryClient. */
type Invalidator = { invalidateQueries(filters: { queryKey: QueryKey }): Promise<void> };

/**
 * Which react-query keys a WebSocket event makes stale ("WebSocket events invalidate the
 * affected react-query keys"). Prefixes, so every variant below them refetches. The messenger
 * (per guest keys) invalidates its own keys in components/messenger/use-messenger-events.ts.
 * 'models' is lib/api/models.ts modelsKeys.all (kept literal: that module carries zod).
 */
const registry: Partial<Record<ServerMessageType, (message: ServerMessage) => QueryKey[]>> = {
  // §4 "actor online and offline events update search, specials, favourites and actor state".
  actorOnline: () => [['models']],
  actorOffline: () => [['models']],
  freeShowStart: () => [['models']],
  freeShowStop: () => [['models']],
};

export function queryKeysFor(message: ServerMessage): QueryKey[] {
  return registry[message.type]?.(message) ?? [];
}

/** Wires the registry to a session and a QueryClient; returns the unsubscribe function. */
export function connectQueryInvalidation(session: Pick<RealtimeSession, 'on'>, client: Invalidator): () => void {
  const stops = (Object.keys(registry) as ServerMessageType[]).map((type) =>
    session.on(type, (message) => {
      for (const queryKey of queryKeysFor(message)) void client.invalidateQueries({ queryKey });
    }),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
