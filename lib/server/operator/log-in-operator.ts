import 'server-only';
import { sql } from 'drizzle-orm';
import { normalizeEmail } from '@/lib/server/accounts/find-guest';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '@/lib/server/accounts/login-throttle';
import { type Pause, pause as realPause } from '@/lib/server/accounts/pause';
import { hashPassword, verifyPassword } from '@/lib/server/auth/password';
import type { DbOrTx } from '@/lib/server/db/client';
import { operators } from '@/lib/server/db/schema/operators';
import { env } from '@/lib/server/env';
import { AppError } from '@/lib/server/errors';
import { issueOperatorToken } from './operator-token';

/** README's development and test default; production sets OPERATOR_PASSWORD or has no operator. */
const DEV_OPERATOR_PASSWORD = 'ops-pass-123';

let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword('decoy operator password that matches nothing');
  return decoyHash;
}

export function configuredOperator(): { email: string; password: string } | null {
  const { OPERATOR_EMAIL, OPERATOR_PASSWORD, NODE_ENV } = env();
  const password = OPERATOR_PASSWORD ?? (NODE_ENV === 'production' ? null : DEV_OPERATOR_PASSWORD);
  return password ? { email: OPERATOR_EMAIL, password } : null;
}

/** The configured operator's row, created (argon2id hash) the first time it is needed. */
async function ensureOperator(db: DbOrTx): Promise<void> {
  const configured = configuredOperator();
  if (!configured) return;
  const exists = await db.select({ id: operators.id }).from(operators).where(sql`lower(${operators.email}) = ${normalizeEmail(configured.email)}`);
  if (exists.length > 0) return;
  const passwordHash = await hashPassword(configured.password);
  await db.insert(operators).values({ email: normalizeEmail(configured.email), passwordHash }).onConflictDoNothing();
}

/**
 * POST internal/login: the same throttle as the guest login (keys prefixed `op:` so an operator's
 * failures never lock a guest of the same address), argon2id check, then an `op` token.
 */
export async function logInOperator(
  db: DbOrTx,
  tokenKey: Uint8Array,
  input: { email: string; password: string; ip: string | null },
  now = new Date(),
  pause: Pause = realPause,
): Promise<{ token: string; expiresAt: Date }> {
  const keys = { account: `op:${normalizeEmail(input.email)}`, ip: input.ip };
  const { slowdownMs } = await assertLoginAllowed(db, keys, now);
  await pause(slowdownMs);
  await ensureOperator(db);
  const [row] = await db.select().from(operators).where(sql`lower(${operators.email}) = ${normalizeEmail(input.email)}`);
  // An unknown email still costs one argon2id verification, so timing does not tell it apart.
  const matches = row ? await verifyPassword(row.passwordHash, input.password) : (await verifyPassword(await decoy(), input.password), false);
  if (!row || !matches) {
    await recordLoginFailure(db, keys, now);
    throw new AppError('INVALID_CREDENTIALS', 'The email address or the password is not correct.');
  }
  await clearLoginFailures(db, keys);
  return issueOperatorToken(tokenKey, row.id, now);
}
