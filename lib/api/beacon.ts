import type { ApiSession } from './client-config';
import { restCallUrl } from './rest-url';

type BeaconNavigator = { sendBeacon?: (url: string, data: Blob) => boolean };
type Fetch = (url: string, init: RequestInit) => Promise<unknown>;

/**
 * §7 event tracking ("event tracking as a beacon with fetch fallback"): the browser
 * queues the POST and sends it even while the page unloads. When sendBeacon is missing or
 * refuses the data (too large, queue full), a keepalive fetch carries it instead. Fire and forget:
 * tracking never disturbs the page, so a failed fallback is swallowed.
 */
export function sendBeacon(
  path: string,
  body: Record<string, unknown>,
  session: ApiSession,
  env: { navigator?: BeaconNavigator; fetch?: Fetch } = {},
): 'beacon' | 'fetch' {
  const url = restCallUrl(path, session);
  const json = JSON.stringify(body);
  const nav = env.navigator ?? (typeof navigator === 'undefined' ? undefined : (navigator as BeaconNavigator));
  if (nav?.sendBeacon && nav.sendBeacon(url, new Blob([json], { type: 'application/json' }))) return 'beacon';
  const doFetch = env.fetch ?? ((target: string, init: RequestInit) => fetch(target, init));
  void doFetch(url, { method: 'POST', body: json, keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'application/json' } }).catch(() => {});
  return 'fetch';
}

/** §7 tracker/trackActorProfileVisit {actorId}. */
export function trackActorProfileVisit(actorId: number, session: ApiSession): void {
  sendBeacon('tracker/trackActorProfileVisit', { actorId }, session);
}

/** §7 tracker/track {event, data}. */
export function trackEvent(event: string, data: Record<string, string | number | boolean | null>, session: ApiSession): void {
  sendBeacon('tracker/track', { event, data }, session);
}
