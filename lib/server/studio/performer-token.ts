import 'server-only';
import { eq } from 'drizzle-orm';
import { ACCESS_TOKEN_TTL_SECONDS, issueAccessToken, verifyAccessToken } from '@/lib/server/auth/access-token';
import type { DbOrTx } from '@/lib/server/db/client';
import { performers } from '@/lib/server/db/schema/accounts';
import { AppError } from '@/lib/server/errors';
import { runtime } from '@/lib/server/runtime';

export type AuthenticatedPerformer = { actorId: number; /** epoch seconds */ expiresAt: number };
export type PerformerLogin = { performerId: number; actorId: number; tokenVersion: number };
export type PerformerAccess = { actorId: number; accessToken: string; /** epoch seconds */ accessTokenExpiresAt: number };

/**
 * A short-lived access token of kind 'performer' (the guest's signed format, §7 access_token).
 * Its subject is the studio login (performers.id), so a logout of that login ends it.
 */
export async function performerAccessFor(tokenKey: Uint8Array, login: PerformerLogin, now: Date): Promise<PerformerAccess> {
  const accessToken = await issueAccessToken(tokenKey, { subjectId: login.performerId, kind: 'performer', version: login.tokenVersion }, now);
  return { actorId: login.actorId, accessToken, accessTokenExpiresAt: Math.floor(now.getTime() / 1000) + ACCESS_TOKEN_TTL_SECONDS };
}

/**
 * Resolves a performer access token to her actor. Every failure is the same UNAUTHORIZED:
 * missing, forged, expired, a guest's token, a stale version (logout bumped token_version) or a
 * login that is gone.
 */
export async function authenticatePerformer(db: DbOrTx, tokenKey: Uint8Array, token: string | null): Promise<AuthenticatedPerformer> {
  if (!token) throw new AppError('UNAUTHORIZED', 'A performer access token is required.');
  const claims = await verifyAccessToken(tokenKey, token);
  if (claims.kind !== 'performer') throw new AppError('UNAUTHORIZED', 'The access token is not a performer token.');
  const [login] = await db
    .select({ actorId: performers.actorId, tokenVersion: performers.tokenVersion })
    .from(performers)
    .where(eq(performers.id, claims.subjectId))
    .limit(1);
  if (!login || login.tokenVersion !== claims.version) throw new AppError('UNAUTHORIZED', 'The access token is no longer valid.');
  return { actorId: login.actorId, expiresAt: claims.expiresAt };
}

/** For the WebSocket hub (performer requestSession): the runtime's database and key. */
export async function authenticatePerformerToken(token: string): Promise<AuthenticatedPerformer> {
  const { db, tokenKey } = runtime();
  return authenticatePerformer(db, tokenKey, token);
}
