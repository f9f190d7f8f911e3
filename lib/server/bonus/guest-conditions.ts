import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { phoneVerifications } from '@/lib/server/db/schema/phone';
import { guestSubscriptionRoles } from '@/lib/server/guests/roles';

/** §3 condition requireMobileAuth: the guest verified a mobile number by pincall (§7 guest service). */
export async function hasVerifiedPhone(db: DbOrTx, guestId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: phoneVerifications.id })
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.guestId, guestId), eq(phoneVerifications.type, 'mobile'), eq(phoneVerifications.status, 'verified')))
    .limit(1);
  return row !== undefined;
}

/** §3 condition vip: the guest is VIP now — a running VIP subscription or VIP days (§6, lib/server/guests/roles.ts). */
export async function isGuestVip(db: DbOrTx, guestId: number, now: Date): Promise<boolean> {
  return (await guestSubscriptionRoles(db, guestId, now)).isVip;
}
