import 'server-only';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import * as z from 'zod';
import { AppError } from '@/lib/server/errors';

/** Short-lived: pages refresh it from the session cookie (§7 access_token, ASVS 7.2). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

const claimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  kind: z.enum(['guest', 'performer']),
  ver: z.number().int().nonnegative(),
  exp: z.number().int(),
});

export type AccessClaims = { subjectId: number; kind: 'guest' | 'performer'; version: number };
/** What a verified token says, with its expiry in epoch seconds. */
export type VerifiedClaims = AccessClaims & { expiresAt: number };

export async function issueAccessToken(key: Uint8Array, claims: AccessClaims, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ kind: claims.kind, ver: claims.version })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.subjectId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key);
}

/**
 * The HMAC key imported once per secret: jose imports a raw key again on every call, ~100 µs of
 * a ~140 µs verification, which a reconnect storm pays per socket (docs/PERFORMANCE.md
 * "Reliability"). Signature and expiry are still checked on every call.
 */
const verifyKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();
function verifyKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = verifyKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    verifyKeys.set(secret, key);
  }
  return key;
}

/** Verifies signature and expiry; throws UNAUTHORIZED for anything else than a valid token. */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<VerifiedClaims> {
  try {
    const { payload } = await jwtVerify(token, await verifyKey(key), { algorithms: ['HS256'] });
    const claims = claimsSchema.parse(payload);
    return { subjectId: Number(claims.sub), kind: claims.kind, version: claims.ver, expiresAt: claims.exp };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new AppError('UNAUTHORIZED', 'The access token has expired.');
    throw new AppError('UNAUTHORIZED', 'The access token is invalid.');
  }
}
