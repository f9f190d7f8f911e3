import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { GuestInfoInput, GuestInfoType } from '@/lib/contracts/conversion-guest-info';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestConversionInfo } from '@/lib/server/db/schema/feedback';

/**
 * §7 conversion setGuestInfo: stores the value of one type for the guest, replacing the last one.
 * Stored per guest only: a visitor has no lasting identity the incentive rules could read (401).
 */
export async function setGuestInfo(db: DbOrTx, guestId: number, input: GuestInfoInput, now = new Date()): Promise<Date> {
  await db
    .insert(guestConversionInfo)
    .values({ guestId, type: input.type, value: input.value, updatedAt: now })
    .onConflictDoUpdate({ target: [guestConversionInfo.guestId, guestConversionInfo.type], set: { value: input.value, updatedAt: now } });
  return now;
}

/** The stored value of one type, or undefined. */
export async function guestInfoValue(db: DbOrTx, guestId: number, type: GuestInfoType): Promise<unknown> {
  const [row] = await db
    .select({ value: guestConversionInfo.value })
    .from(guestConversionInfo)
    .where(and(eq(guestConversionInfo.guestId, guestId), eq(guestConversionInfo.type, type)));
  return row?.value;
}
