import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashSecret, newSecret } from '@/lib/server/auth/secret-token';
import type { DbOrTx } from '@/lib/server/db/client';
import { performers } from '@/lib/server/db/schema/accounts';
import { performerSessions } from '@/lib/server/db/schema/studio';
import type { PerformerLogin } from './performer-token';

/** A studio session lasts a working week; the access tokens it hands out last 15 minutes. */
export const STUDIO_SESSION_TTL_SECONDS = 7 * 24 * 3600;

/** A fresh random session on every login (ASVS 3.2.1); only its hash is stored. */
export async function createStudioSession(db: DbOrTx, login: PerformerLogin, now: Date): Promise<{ sessionToken: string; expiresAt: Date }> {
  const { secret, hash } = newSecret();
  const expiresAt = new Date(now.getTime() + STUDIO_SESSION_TTL_SECONDS * 1000);
  await db.insert(performerSessions).values({ performerId: login.performerId, actorId: login.actorId, tokenHash: hash, createdAt: now, expiresAt });
  return { sessionToken: secret, expiresAt };
}

/** The login behind a studio cookie: null when unknown, expired or revoked. */
export async function studioSessionLogin(db: DbOrTx, sessionToken: string | null, now = new Date()): Promise<PerformerLogin | null> {
  if (!sessionToken) return null;
  const [row] = await db
    .select({ performerId: performers.id, actorId: performers.actorId, tokenVersion: performers.tokenVersion })
    .from(performerSessions)
    .innerJoin(performers, eq(performers.id, performerSessions.performerId))
    .where(and(eq(performerSessions.tokenHash, hashSecret(sessionToken)), gt(performerSessions.expiresAt, now), isNull(performerSessions.revokedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Logout: revokes the session behind the cookie and bumps the login's token version, so every
 * performer access token issued before (REST and the studio's WebSocket) stops working at once.
 */
export async function endStudioSession(db: DbOrTx, sessionToken: string | null, now = new Date()): Promise<{ actorId: number | null }> {
  if (!sessionToken) return { actorId: null };
  const [ended] = await db
    .update(performerSessions)
    .set({ revokedAt: now })
    .where(and(eq(performerSessions.tokenHash, hashSecret(sessionToken)), isNull(performerSessions.revokedAt)))
    .returning({ performerId: performerSessions.performerId, actorId: performerSessions.actorId });
  if (!ended) return { actorId: null };
  await db
    .update(performers)
    .set({ tokenVersion: sql`${performers.tokenVersion} + 1` })
    .where(eq(performers.id, ended.performerId));
  return { actorId: ended.actorId };
}
