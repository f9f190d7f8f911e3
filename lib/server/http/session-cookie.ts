import 'server-only';

/** The page session cookie (DESIGN.md "Sessions"): short name, HttpOnly, SameSite=Lax, Path=/. */
/** The session token; HttpOnly (§3 cookie short codes: lib/cookies/names.ts lists the readable ones). */
export const SESSION_COOKIE = 'sid';

/** Secure whenever the page came over https (directly or through a proxy that says so). */
export function isHttps(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

function cookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [`${SESSION_COOKIE}=${value}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join(
    '; ',
  );
}

/** Set-Cookie for a new session; the value is base64url, so it needs no encoding. */
export function sessionCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return cookie(token, maxAgeSeconds, secure);
}

/** Set-Cookie that removes the session cookie. */
export function clearedSessionCookie(secure: boolean): string {
  return cookie('', 0, secure);
}

/** The session token from a Cookie header, or null. */
export function readSessionCookie(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const value = rest.join('=').trim();
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
    }
  }
  return null;
}
