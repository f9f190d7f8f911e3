import 'server-only';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { verifyAccessToken } from '@/lib/server/auth/access-token';
import { guests } from '@/lib/server/db/schema/accounts';
import { AppError } from '@/lib/server/errors';
import { runtime } from '@/lib/server/runtime';

export type GuestIdentity = { guestId: number; /** epoch seconds */ expiresAt: number };

/**
 * §7 requestSession with an access token: the token must be a valid guest token whose version
 * still matches the guest's (logout and password change bump it) and the guest must not be
 * locked (§4 guest locked → logged out). Anything else is UNAUTHORIZED.
 */
export async function authenticateGuest(token: string, claimedGuestId?: number): Promise<GuestIdentity> {
  const { tokenKey, db } = runtime();
  const claims = await verifyAccessToken(tokenKey, token);
  if (claims.kind !== 'guest') throw new AppError('UNAUTHORIZED', 'Only guest tokens open a guest session.');
  if (claimedGuestId !== undefined && claimedGuestId !== claims.subjectId) {
    throw new AppError('UNAUTHORIZED', 'The guest id does not match the access token.');
  }
  const [guest] = await db
    .select({ tokenVersion: guests.tokenVersion, isLocked: guests.isLocked })
    .from(guests)
    .where(eq(guests.id, claims.subjectId))
    .limit(1);
  if (!guest || guest.tokenVersion !== claims.version) {
    throw new AppError('UNAUTHORIZED', 'The access token is no longer valid.');
  }
  if (guest.isLocked) throw new AppError('UNAUTHORIZED', 'The guest is locked.');
  // The signature was verified above, so reading exp from the payload is safe.
  const { exp } = decodeJwt(token);
  if (typeof exp !== 'number') throw new AppError('UNAUTHORIZED', 'The access token has no expiry.');
  return { guestId: claims.subjectId, expiresAt: exp };
}
