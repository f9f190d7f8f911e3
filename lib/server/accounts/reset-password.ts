import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PwdResetInput } from '@/lib/contracts/account';
import { hashPassword } from '@/lib/server/auth/password';
import { hashSecret } from '@/lib/server/auth/secret-token';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { guestSessions, passwordResetTokens } from '@/lib/server/db/schema/auth';
import { AppError } from '@/lib/server/errors';
import { normalizeEmail } from './find-guest';
import { clearAccountFailures } from './login-throttle';

const keyInvalid = () =>
  new AppError('RESET_KEY_INVALID', 'This password reset link has expired or was already used. Please request a new one.');

/**
 * §2 pwdreset with u and key. A used, expired, unknown or foreign key changes nothing. On success:
 * the new argon2id hash, every session of the guest ended, the token version bumped (old access
 * tokens die), and the guest's other open reset keys spent.
 */
export async function resetPassword(db: DbOrTx, input: PwdResetInput, now = new Date()): Promise<void> {
  const keyHash = hashSecret(input.key);
  const usable = and(
    eq(passwordResetTokens.keyHash, keyHash),
    eq(passwordResetTokens.guestId, input.u),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
  // Refuse a bad key before paying for an argon2id hash.
  const [candidate] = await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(usable).limit(1);
  if (!candidate) throw keyInvalid();
  const passwordHash = await hashPassword(input.password);

  await db.transaction(async (tx) => {
    // Spending the key is the guard: of two concurrent resets only one sees it unused.
    const [spent] = await tx.update(passwordResetTokens).set({ usedAt: now }).where(usable).returning({ id: passwordResetTokens.id });
    if (!spent) throw keyInvalid();
    const [guest] = await tx
      .update(guests)
      .set({ passwordHash, tokenVersion: sql`${guests.tokenVersion} + 1` })
      .where(eq(guests.id, input.u))
      .returning({ email: guests.email });
    if (!guest) throw keyInvalid();
    await tx.delete(guestSessions).where(eq(guestSessions.guestId, input.u));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.guestId, input.u), isNull(passwordResetTokens.usedAt)));
    // The owner just proved control of the mailbox: earlier failed logins no longer hold them back.
    await clearAccountFailures(tx, normalizeEmail(guest.email));
  });
}
