import { getGuestState, isLoggedIn } from '@/stores/guest';

/**
 * The access token right now (refreshed tokens included). The REST and GraphQL clients read it
 * themselves (lib/api/access-token.ts); this remains for the callers that hand it elsewhere.
 */
export function currentAccessToken(): string | null {
  const guest = getGuestState();
  return isLoggedIn(guest) ? guest.accessToken : null;
}
