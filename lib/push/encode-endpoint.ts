/**
 * §7 web push {payload} and {token}: the subscription's endpoint as base64url (UTF-8). A URL
 * cannot travel in one path segment as it is; this keeps it to [A-Za-z0-9_-]. No zod here: the
 * browser code that calls it stays small.
 */
export function encodeEndpoint(endpoint: string): string {
  const bytes = new TextEncoder().encode(endpoint);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
