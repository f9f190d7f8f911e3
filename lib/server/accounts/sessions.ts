import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import { hashSecret, newSecret } from '@/lib/server/auth/secret-token';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { guestSessions } from '@/lib/server/db/schema/auth';
import { SESSION_TOUCH_SECONDS, SESSION_TTL_SECONDS } from './account-limits';

export type ClientInfo = { userAgent: string | null; ip: string | null };
export type NewSession = { sessionToken: string; expiresAt: Date };

/** A fresh random session (a new one on every login, ASVS 3.2.1); the cookie carries the token. */
export async function createSession(db: DbOrTx, guestId: number, client: ClientInfo, now: Date): Promise<NewSession> {
  const { secret, hash } = newSecret();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
  await db.insert(guestSessions).values({
    guestId,
    tokenHash: hash,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
    ip: client.ip,
  });
  return { sessionToken: secret, expiresAt };
}

export type SessionGuest = {
  sessionId: number;
  guestId: number;
  screenName: string;
  email: string;
  language: string;
  /** For issuing access tokens that authenticateGuest accepts. */
  tokenVersion: number;
};

/** The guest behind a session cookie: null when the session is unknown, expired, or the guest locked. */
export async function sessionGuest(db: DbOrTx, sessionToken: string | null, now = new Date()): Promise<SessionGuest | null> {
  if (!sessionToken) return null;
  const [row] = await db
    .select({
      sessionId: guestSessions.id,
      lastSeenAt: guestSessions.lastSeenAt,
      guestId: guests.id,
      screenName: guests.screenName,
      email: guests.email,
      language: guests.language,
      tokenVersion: guests.tokenVersion,
      isLocked: guests.isLocked,
    })
    .from(guestSessions)
    .innerJoin(guests, eq(guests.id, guestSessions.guestId))
    .where(and(eq(guestSessions.tokenHash, hashSecret(sessionToken)), gt(guestSessions.expiresAt, now)))
    .limit(1);
  if (!row || row.isLocked) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > SESSION_TOUCH_SECONDS * 1000) {
    await db.update(guestSessions).set({ lastSeenAt: now }).where(eq(guestSessions.id, row.sessionId));
  }
  const { sessionId, guestId, screenName, email, language, tokenVersion } = row;
  return { sessionId, guestId, screenName, email, language, tokenVersion };
}

/**
 * Ends the session behind the cookie and bumps the guest's token version, so every access token
 * issued before stops working at once (authenticateGuest compares the version).
 */
export async function logOut(db: DbOrTx, sessionToken: string | null): Promise<{ guestId: number | null }> {
  if (!sessionToken) return { guestId: null };
  const [ended] = await db
    .delete(guestSessions)
    .where(eq(guestSessions.tokenHash, hashSecret(sessionToken)))
    .returning({ guestId: guestSessions.guestId });
  if (!ended) return { guestId: null };
  await db
    .update(guests)
    .set({ tokenVersion: sql`${guests.tokenVersion} + 1` })
    .where(eq(guests.id, ended.guestId));
  return { guestId: ended.guestId };
}

