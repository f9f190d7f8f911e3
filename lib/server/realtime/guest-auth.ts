import 'server-only';
import { AppError } from '@/lib/server/errors';
import { type AuthenticatedGuest, authenticateGuest } from '@/lib/server/guests/authenticate';
import { runtime } from '@/lib/server/runtime';

export type GuestIdentity = Pick<AuthenticatedGuest, 'guestId' | 'expiresAt'>;

/**
 * §7 requestSession with an access token: the same checks as every REST call
 * (lib/server/guests/authenticate.ts), plus the message's guestId must match the token's.
 */
export async function authenticateSessionGuest(token: string, claimedGuestId?: number): Promise<GuestIdentity> {
  const { tokenKey, db } = runtime();
  const guest = await authenticateGuest(db, tokenKey, token);
  if (claimedGuestId !== undefined && claimedGuestId !== guest.guestId) {
    throw new AppError('UNAUTHORIZED', 'The guest id does not match the access token.');
  }
  return { guestId: guest.guestId, expiresAt: guest.expiresAt };
}
