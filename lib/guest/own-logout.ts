/**
 * When this page last asked the server to log the guest out. The server then tells every socket of
 * the guest that the session ended (§7 sessionExpired, so his other tabs and devices follow at once);
 * the page that asked must not greet its own guest with "your session expired". The event may come
 * before the logout's answer or, across processes, a moment after it.
 */
let startedAt = Number.NEGATIVE_INFINITY;

/** How long after its own logout a page takes sessionExpired as the echo of it. */
export const OWN_LOGOUT_ECHO_MS = 10_000;

export function ownLogoutStarted(now = Date.now()): void {
  startedAt = now;
}

export function isOwnLogoutEcho(now = Date.now()): boolean {
  return now - startedAt < OWN_LOGOUT_ECHO_MS;
}
