import 'server-only';
import { sql } from 'drizzle-orm';
import { legalAcceptancePending } from '@/lib/server/accounts/data-protection';
import { verifyAccessToken } from '@/lib/server/auth/access-token';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { AppError } from '@/lib/server/errors';
import type { SessionLogin } from '@/lib/server/realtime/session-state';
import { runtime } from '@/lib/server/runtime';
import { createBatchedRead } from '@/lib/server/ws/batched-read';

type GuestRow = { id: number; isLocked: boolean; tokenVersion: number; privacy: number | null; terms: number | null };

/** The guest rows of every requestSession in the same turn, one query (batched-read.ts). */
const guestRow = createBatchedRead(async (db: DbOrTx, ids: number[]) => {
  const rows: GuestRow[] = await db
    .select({
      id: guests.id,
      isLocked: guests.isLocked,
      tokenVersion: guests.tokenVersion,
      privacy: guests.privacyAcceptedVersion,
      terms: guests.termsAcceptedVersion,
    })
    .from(guests)
    .where(sql`${guests.id} = any(${sql.param(ids)}::int[])`);
  return new Map(rows.map((row) => [row.id, row]));
});

export type SessionGuest = { guestId: number; expiresAt: number; login: SessionLogin; dataProtectionPending: boolean };

/**
 * §7 requestSession with an access token: the checks of every REST call
 * (lib/server/guests/authenticate.ts: a guest token, signature and expiry, the row there, its
 * token version, not locked, each failure the same UNAUTHORIZED), plus the message's guestId must
 * match the token's. One token verification and one row read answer the checks, the login to
 * hold later frames to (lib/server/ws/confirm-login.ts) and the §7 dataProtection box, and the
 * row read is shared with the sockets connecting in the same turn: a reconnect storm costs the
 * database one statement per turn instead of two per socket.
 */
export async function authenticateSessionGuest(token: string, claimedGuestId?: number): Promise<SessionGuest> {
  const { tokenKey, db } = runtime();
  const claims = await verifyAccessToken(tokenKey, token);
  if (claims.kind !== 'guest') throw new AppError('UNAUTHORIZED', 'The access token is not a guest token.');
  const guest = await guestRow(db, claims.subjectId);
  if (!guest || guest.tokenVersion !== claims.version) throw new AppError('UNAUTHORIZED', 'The access token is no longer valid.');
  if (guest.isLocked) throw new AppError('UNAUTHORIZED', 'The guest account is locked.');
  if (claimedGuestId !== undefined && claimedGuestId !== guest.id) {
    throw new AppError('UNAUTHORIZED', 'The guest id does not match the access token.');
  }
  return {
    guestId: guest.id,
    expiresAt: claims.expiresAt,
    // The row was read after the token arrived: the database confirmed this login now.
    login: { subjectId: claims.subjectId, tokenVersion: claims.version, confirmedAt: Date.now() },
    dataProtectionPending: legalAcceptancePending(guest),
  };
}
