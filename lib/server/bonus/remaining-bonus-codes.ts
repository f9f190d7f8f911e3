import 'server-only';
import { and, asc, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { BonusCodeConfig } from '@/lib/contracts/bonus';
import type { DbOrTx } from '@/lib/server/db/client';
import { bonusCodeRedemptions, bonusCodes } from '@/lib/server/db/schema/bonus';
import { toBonusCodeConfig } from './bonus-code-row';

const MAX_LISTED = 100;

/**
 * §7 bonus-code service, remaining bonus codes: codes valid now that this guest has not
 * redeemed and that are not used up. Codes with conditions (vip, requireMobileAuth) are listed
 * with them, so the client can say what is missing.
 */
export async function remainingBonusCodes(db: DbOrTx, guestId: number, now = new Date()): Promise<BonusCodeConfig[]> {
  const rows = await db
    .select()
    .from(bonusCodes)
    .where(
      and(
        lte(bonusCodes.validFrom, now),
        or(isNull(bonusCodes.validTo), gt(bonusCodes.validTo, now)),
        sql`not exists (select 1 from ${bonusCodeRedemptions} r where r.code_id = ${bonusCodes.id} and r.guest_id = ${guestId})`,
        sql`(${bonusCodes.maxRedemptions} is null
             or (select count(*) from ${bonusCodeRedemptions} r where r.code_id = ${bonusCodes.id}) < ${bonusCodes.maxRedemptions})`,
      ),
    )
    .orderBy(sql`${bonusCodes.validTo} asc nulls last`, asc(bonusCodes.id))
    .limit(MAX_LISTED);
  return rows.map(toBonusCodeConfig);
}
