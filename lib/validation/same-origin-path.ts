const BASE = 'http://same-origin.invalid';

/**
 * A redirect target after login: kept only when it is a path on this origin ('/de/videos/?p=2'),
 * otherwise '/'. Refuses absolute URLs, protocol-relative '//host', '/\host' (browsers read the
 * backslash as a slash) and control characters, so login-success is no open redirect.
 */
export function sameOriginPath(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || /[\u0000-\u001f\\]/.test(target)) return '/';
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  // Dot segments can normalise '/../..//evil.example' into '//evil.example', which a browser
  // reads as another host: the normalised result must not start with two slashes either.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return /^\/[\/\\]/.test(path) ? '/' : path;
}
