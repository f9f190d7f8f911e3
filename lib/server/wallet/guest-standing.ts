import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { AppError } from '@/lib/server/errors';

export type GuestStanding = { locked: boolean; restrictionLevel: number };

/** §6 locked and restricted guests; a guest that does not exist counts as locked. */
export async function guestStanding(db: DbOrTx, guestId: number): Promise<GuestStanding> {
  const [guest] = await db.select({ locked: guests.isLocked, restrictionLevel: guests.restrictionLevel }).from(guests).where(eq(guests.id, guestId));
  return guest ?? { locked: true, restrictionLevel: 0 };
}

export const mayPay = (standing: GuestStanding) => !standing.locked && standing.restrictionLevel === 0;

/** §6: a locked guest cannot pay; a restricted one settles the open payment first (opcompensation), no top-up. */
export async function assertMayTopUp(db: DbOrTx, guestId: number): Promise<void> {
  const standing = await guestStanding(db, guestId);
  if (standing.locked) throw new AppError('FORBIDDEN', 'This account cannot pay.');
  if (standing.restrictionLevel > 0) throw new AppError('RESTRICTED', 'Please settle the open payment first.');
}
