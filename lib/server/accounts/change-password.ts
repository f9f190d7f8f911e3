import 'server-only';
import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '@/lib/server/auth/password';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { AppError } from '@/lib/server/errors';

/**
 * The settings flow's password change: the current password must match (a borrowed, unlocked
 * device is not enough). Open sessions stay: the guest changing it is using one of them.
 */
export async function changePassword(
  db: DbOrTx,
  guestId: number,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const [guest] = await db.select({ passwordHash: guests.passwordHash }).from(guests).where(eq(guests.id, guestId)).limit(1);
  if (!guest) throw new AppError('UNAUTHORIZED', 'There is no valid session. Please log in.');
  if (!(await verifyPassword(guest.passwordHash, input.currentPassword))) {
    throw new AppError('WRONG_PASSWORD', 'The current password is not correct.', { field: 'currentPassword' });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.update(guests).set({ passwordHash }).where(eq(guests.id, guestId));
}
