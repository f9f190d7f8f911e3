import 'server-only';
import { jwtVerify, SignJWT } from 'jose';
import * as z from 'zod';
import { AppError } from '@/lib/server/errors';

/** Short-lived like the guest's access token; an operator logs in again after it. */
export const OPERATOR_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * §6 operator tokens share the signing key with guest and performer tokens but carry their own
 * audience and kind: the guest verifier refuses the kind, this one refuses a token without the
 * audience, so neither is ever accepted in place of the other.
 */
const OPERATOR_AUDIENCE = 'op';

const claimsSchema = z.object({ sub: z.string().regex(/^\d+$/), kind: z.literal('operator'), aud: z.literal(OPERATOR_AUDIENCE) });

export async function issueOperatorToken(key: Uint8Array, operatorId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + OPERATOR_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ kind: 'operator' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(operatorId))
    .setAudience(OPERATOR_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { token, expiresAt: new Date(expiresAt * 1000) };
}

/** The operator's id, or 401 for a missing, foreign, expired or forged token (never a hint which). */
export async function verifyOperatorToken(key: Uint8Array, token: string | null): Promise<number> {
  if (!token) throw new AppError('UNAUTHORIZED', 'Operator credentials are required.');
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: OPERATOR_AUDIENCE });
    return Number(claimsSchema.parse(payload).sub);
  } catch {
    throw new AppError('UNAUTHORIZED', 'Operator credentials are required.');
  }
}
