import 'server-only';
import type { LogInInput } from '@/lib/contracts/account';
import { hashPassword, verifyPassword } from '@/lib/server/auth/password';
import type { DbOrTx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/errors';
import { findGuestByEmail, normalizeEmail } from './find-guest';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle';
import { type Pause, pause as realPause } from './pause';
import { type IssuedTransferToken, issueTransferToken } from './transfer-token';

let decoyHash: Promise<string> | undefined;

/** An unknown email still costs one argon2id verification, so timing does not tell it apart. */
function decoy(): Promise<string> {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  return decoyHash;
}

/** One code and one message for a wrong email and a wrong password. */
const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'The email address or the password is not correct.');

/**
 * Login on the pay pages: checks the throttle (waiting out an account's slow-down), the password
 * (argon2id), and answers a one-time transfer token the app exchanges for its session (login-success).
 */
export async function logIn(
  db: DbOrTx,
  input: LogInInput & { ip: string | null },
  now = new Date(),
  pause: Pause = realPause,
): Promise<IssuedTransferToken & { guestId: number }> {
  const keys = { account: normalizeEmail(input.email), ip: input.ip };
  const { slowdownMs } = await assertLoginAllowed(db, keys, now);
  await pause(slowdownMs);

  const guest = await findGuestByEmail(db, input.email);
  const matches = guest ? await verifyPassword(guest.passwordHash, input.password) : (await verifyPassword(await decoy(), input.password), false);
  if (!guest || !matches) {
    await recordLoginFailure(db, keys, now);
    throw invalidCredentials();
  }
  // Only someone holding the password learns that the account is locked (§6 locked guest).
  if (guest.isLocked) throw new AppError('ACCOUNT_LOCKED', 'This account is locked. Please contact support.');

  await clearLoginFailures(db, keys);
  return { ...(await issueTransferToken(db, guest.id, now)), guestId: guest.id };
}
