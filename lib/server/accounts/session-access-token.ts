import 'server-only';
import { ACCESS_TOKEN_TTL_SECONDS, issueAccessToken } from '@/lib/server/auth/access-token';
import type { DbOrTx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/errors';
import { sessionGuest } from './sessions';

export type GuestAccess = { guestId: number; accessToken: string; /** epoch seconds */ accessTokenExpiresAt: number };

export async function accessFor(tokenKey: Uint8Array, guestId: number, version: number, now: Date): Promise<GuestAccess> {
  const accessToken = await issueAccessToken(tokenKey, { subjectId: guestId, kind: 'guest', version }, now);
  return { guestId, accessToken, accessTokenExpiresAt: Math.floor(now.getTime() / 1000) + ACCESS_TOKEN_TTL_SECONDS };
}

/** A fresh short-lived access token for the guest behind a valid session cookie (401 otherwise). */
export async function accessTokenForSession(
  db: DbOrTx,
  tokenKey: Uint8Array,
  sessionToken: string | null,
  now = new Date(),
): Promise<GuestAccess> {
  const guest = await sessionGuest(db, sessionToken, now);
  if (!guest) throw new AppError('UNAUTHORIZED', 'There is no valid session. Please log in.');
  return accessFor(tokenKey, guest.guestId, guest.tokenVersion, now);
}
