import 'server-only';

/**
 * The studio's session cookie: its own name and only on the studio's paths, so it never travels
 * with guest pages and the guest's `sid` never opens the studio (the studio does not
 * share the guest's cookies or tokens). HttpOnly; SameSite=Strict, as no other site links into
 * a logged-in studio.
 */
/** The performer studio's session; HttpOnly, only on /studio and /rest/v1/studio, never the guest's sid. */
export const STUDIO_COOKIE = 'ss';
export const STUDIO_COOKIE_PATHS = ['/studio', '/rest/v1/studio'] as const;

function cookie(path: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  const parts = [`${STUDIO_COOKIE}=${value}`, `Path=${path}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** One Set-Cookie per studio path (a cookie has exactly one Path). */
export function studioCookies(token: string, maxAgeSeconds: number, secure: boolean): string[] {
  return STUDIO_COOKIE_PATHS.map((path) => cookie(path, token, maxAgeSeconds, secure));
}

export function clearedStudioCookies(secure: boolean): string[] {
  return STUDIO_COOKIE_PATHS.map((path) => cookie(path, '', 0, secure));
}

/** The studio session token from a Cookie header, or null (the format of newSecret()). */
export function readStudioCookie(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== STUDIO_COOKIE) continue;
    const value = rest.join('=').trim();
    if (/^[A-Za-z0-9_-]{20,100}$/.test(value)) return value;
  }
  return null;
}
