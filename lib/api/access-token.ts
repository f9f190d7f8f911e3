/**
 * Where the REST and GraphQL clients take the access token from when a call names none (§7: every
 * call of a logged-in guest carries it). Each app registers its one source: the guest pages their
 * logged-in guest (stores/guest.ts), the pay pages the guest the overlay handed them, the studio
 * its performer. A call that passes `accessToken` (a string, or null for "as a visitor") overrides it.
 * Tiny and zod-free: the guest store imports it on every page.
 */
type TokenSource = () => string | null;

const NO_TOKEN: TokenSource = () => null;
let source: TokenSource = NO_TOKEN;

/** Registers the page's token source; the returned function removes it again (tests, unmount). */
export function provideAccessToken(next: TokenSource): () => void {
  source = next;
  return () => {
    if (source === next) source = NO_TOKEN;
  };
}

export function currentAccessToken(): string | null {
  return source();
}
