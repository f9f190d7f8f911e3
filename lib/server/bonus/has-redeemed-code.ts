import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { bonusCodeRedemptions, bonusCodes } from '@/lib/server/db/schema/bonus';

/** Whether the guest redeemed the code (compared case-insensitively); an unknown code was never redeemed. */
export async function hasRedeemedCode(db: DbOrTx, guestId: number, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bonusCodeRedemptions.id })
    .from(bonusCodeRedemptions)
    .innerJoin(bonusCodes, eq(bonusCodes.id, bonusCodeRedemptions.codeId))
    .where(and(eq(bonusCodeRedemptions.guestId, guestId), eq(sql`lower(${bonusCodes.code})`, code.trim().toLowerCase())))
    .limit(1);
  return row !== undefined;
}
