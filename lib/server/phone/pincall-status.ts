import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { PincallStatus } from '@/lib/contracts/pincall';
import type { DbOrTx } from '@/lib/server/db/client';
import { phoneVerifications } from '@/lib/server/db/schema/phone';

/** +4917012345678 → '+49 ••• 5678': enough to recognise one's own number, not to read it. */
export function maskPhoneNumber(e164: string): string {
  return `${e164.slice(0, 3)} ••• ${e164.slice(-4)}`;
}

/** §3 guest session pincall verifications: the guest's verified number, if any. */
export async function pincallStatus(db: DbOrTx, guestId: number): Promise<PincallStatus> {
  const [row] = await db
    .select({ phoneNumber: phoneVerifications.phoneNumber, verifiedAt: phoneVerifications.verifiedAt })
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.guestId, guestId), eq(phoneVerifications.status, 'verified')))
    .orderBy(desc(phoneVerifications.verifiedAt))
    .limit(1);
  if (!row) return { verified: false, phoneNumber: null, verifiedAt: null };
  return { verified: true, phoneNumber: maskPhoneNumber(row.phoneNumber), verifiedAt: row.verifiedAt?.toISOString() ?? null };
}
