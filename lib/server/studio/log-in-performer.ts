import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { StudioLogInInput } from '@/lib/contracts/studio';
import { normalizeEmail } from '@/lib/server/accounts/find-guest';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '@/lib/server/accounts/login-throttle';
import { type Pause, pause as realPause } from '@/lib/server/accounts/pause';
import { hashPassword, verifyPassword } from '@/lib/server/auth/password';
import type { DbOrTx } from '@/lib/server/db/client';
import { performers } from '@/lib/server/db/schema/accounts';
import { AppError } from '@/lib/server/errors';
import type { PerformerLogin } from './performer-token';
import { createStudioSession } from './studio-sessions';

let decoyHash: Promise<string> | undefined;

/** An unknown email still costs one argon2id verification, so timing does not tell it apart. */
function decoy(): Promise<string> {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  return decoyHash;
}

/**
 * The guest's login throttle (5 failures per account and address, 20 per address in 15 minutes,
 * a slow-down for an account guessed at from many addresses), with the studio's own keys: failed
 * studio logins never lock the guest login of the same address.
 */
export function studioThrottleKey(email: string): string {
  return `studio:${normalizeEmail(email)}`;
}

export type StudioLogIn = PerformerLogin & { sessionToken: string; expiresAt: Date };

/** Studio login: throttle, argon2id check, a new studio session. One message for any wrong pair. */
export async function logInPerformer(db: DbOrTx, input: StudioLogInInput & { ip: string | null }, now = new Date(), pause: Pause = realPause): Promise<StudioLogIn> {
  const keys = { account: studioThrottleKey(input.email), ip: input.ip ? `studio:${input.ip}` : null };
  const { slowdownMs } = await assertLoginAllowed(db, keys, now);
  await pause(slowdownMs);

  const [login] = await db
    .select({ performerId: performers.id, actorId: performers.actorId, tokenVersion: performers.tokenVersion, passwordHash: performers.passwordHash })
    .from(performers)
    .where(eq(sql`lower(${performers.email})`, normalizeEmail(input.email)))
    .limit(1);
  const matches = login ? await verifyPassword(login.passwordHash, input.password) : (await verifyPassword(await decoy(), input.password), false);
  if (!login || !matches) {
    await recordLoginFailure(db, keys, now);
    throw new AppError('INVALID_CREDENTIALS', 'The email address or the password is not correct.');
  }
  await clearLoginFailures(db, keys);
  const { performerId, actorId, tokenVersion } = login;
  return { performerId, actorId, tokenVersion, ...(await createStudioSession(db, { performerId, actorId, tokenVersion }, now)) };
}
