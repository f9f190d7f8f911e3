import 'server-only';

/**
 * §7 tracker calls are counted per event name in this process and written to the server log
 * (no table: §7 asks for the calls, not for an analytics store). The counts reset on restart.
 */
const counts = new Map<string, number>();
/** Free-form `track` event names are bounded so a client cannot grow the map without end. */
const MAX_NAMES = 1_000;

export function countTrackedEvent(name: string): number {
  if (!counts.has(name) && counts.size >= MAX_NAMES) return 0;
  const next = (counts.get(name) ?? 0) + 1;
  counts.set(name, next);
  return next;
}

export function trackedEventCount(name: string): number {
  return counts.get(name) ?? 0;
}
