/**
 * §3 Easter egg hunt: until when the server said no egg can appear for a guest (the hunt's start,
 * its end once all are found, the next Berlin day), kept in this browser so every page of the rest
 * of the year skips the egg chunk and its call. A page with a §2 test day always asks.
 */
const key = (guestId: number) => `eggs.quietUntil.${guestId}`;

export function eggsQuiet(guestId: number, now = Date.now()): boolean {
  if (/[?&](qmday|qmdate)=/.test(window.location.search)) return false;
  try {
    const until = Date.parse(window.localStorage.getItem(key(guestId)) ?? '');
    return Number.isFinite(until) && until > now;
  } catch {
    return false;
  }
}

export function rememberEggsQuiet(guestId: number, quietUntil: string | null): void {
  try {
    if (quietUntil) window.localStorage.setItem(key(guestId), quietUntil);
    else window.localStorage.removeItem(key(guestId));
  } catch {
    // Storage refused (private mode): the page asks again next time.
  }
}
