/**
 * The script nonce a Content-Security-Policy names (script-src, else default-src), read the way
 * Next reads it from the request's policy to mark its own scripts. server.ts puts the policy of
 * each document on its request (lib/server/http/apply-security-headers.ts); our own inline
 * scripts and the page cache read the nonce back from it.
 */
export function nonceFromPolicy(policy: string | string[] | null | undefined): string | null {
  if (typeof policy !== 'string') return null;
  const directives = policy.split(';').map((d) => d.trim());
  const directive = directives.find((d) => d.startsWith('script-src ')) ?? directives.find((d) => d.startsWith('default-src '));
  for (const source of directive?.split(/\s+/).slice(1) ?? []) {
    const match = /^'nonce-([A-Za-z0-9+/_-]+={0,2})'$/.exec(source);
    if (match) return match[1] ?? null;
  }
  return null;
}
