import type { RealtimeSession } from '@/lib/realtime/session';
import { presenceStore } from '@/stores/presence';

type EventSource = Pick<RealtimeSession, 'on'>;

/**
 * §4 reactions of every page, logged in or not, to the broadcasts (lib/server/realtime/
 * broadcast-events.ts): actor online/offline and free show start/stop go to the presence store
 * that badges read; a page-reload event reloads (`reload` waits until no payment flow is open).
 */
export function reactToPageEvents(session: EventSource, reload: () => void): () => void {
  const { actions } = presenceStore.getState();
  const stops = [
    session.on('actorOnline', (event) => actions.actorOnlineChanged(event.actorId, true, event.version)),
    session.on('actorOffline', (event) => actions.actorOnlineChanged(event.actorId, false, event.version)),
    session.on('freeShowStart', (event) => actions.freeShowChanged(event.actorId, true)),
    session.on('freeShowStop', (event) => actions.freeShowChanged(event.actorId, false)),
    // §4 "A page-reload event reloads" (an operator's broadcast, scripts/page-reload.ts).
    session.on('pageReload', () => reload()),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
