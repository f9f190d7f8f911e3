import 'server-only';
import { eq } from 'drizzle-orm';
import { verifyAccessToken } from '@/lib/server/auth/access-token';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { AppError } from '@/lib/server/errors';

export type AuthenticatedGuest = {
  guestId: number;
  countryCode: string | null;
  /** §4/§6: age verification accepted, so fsk-18 media may be served. */
  avsAccepted: boolean;
  /** epoch seconds */
  expiresAt: number;
};

/**
 * Resolves a §7 access token to a guest. Every failure is the same UNAUTHORIZED: missing,
 * forged, expired, a performer's token, a stale version (logout or password change bumped
 * tokenVersion), or a guest that is gone or locked (§6 locked guest).
 */
export async function authenticateGuest(
  db: DbOrTx,
  tokenKey: Uint8Array,
  token: string | null,
): Promise<AuthenticatedGuest> {
  if (!token) throw new AppError('UNAUTHORIZED', 'An access token is required.');
  const claims = await verifyAccessToken(tokenKey, token);
  if (claims.kind !== 'guest') throw new AppError('UNAUTHORIZED', 'The access token is not a guest token.');
  const [guest] = await db
    .select({ id: guests.id, countryCode: guests.countryCode, isLocked: guests.isLocked, tokenVersion: guests.tokenVersion, avsStatus: guests.avsStatus })
    .from(guests)
    .where(eq(guests.id, claims.subjectId))
    .limit(1);
  if (!guest || guest.tokenVersion !== claims.version) {
    throw new AppError('UNAUTHORIZED', 'The access token is no longer valid.');
  }
  if (guest.isLocked) throw new AppError('UNAUTHORIZED', 'The guest account is locked.');
  return {
    guestId: guest.id,
    countryCode: guest.countryCode?.trim().toUpperCase() || null,
    avsAccepted: guest.avsStatus === 'accepted',
    expiresAt: claims.expiresAt,
  };
}
