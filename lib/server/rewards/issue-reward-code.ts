import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Tx } from '@/lib/server/db/client';
import { bonusCodes } from '@/lib/server/db/schema/bonus';
import { DAY_MS } from '@/lib/server/bonus/plan-benefits';

/** A won bonus code stays redeemable this long. */
const BONUS_CODE_DAYS = 30;

/**
 * §3 reward "bonus code": a personal code of `cents` bonus money, redeemable once (the bonus-code
 * redemption books it through the ledger then). 40 random bits; the codes' unique index refuses
 * a collision, which rolls the caller's transaction back rather than issuing a shared code.
 */
export async function issueRewardCode(tx: Tx, cents: number, now: Date): Promise<string> {
  const code = `WIN-${randomBytes(5).toString('hex').toUpperCase()}`;
  await tx.insert(bonusCodes).values({
    code,
    validFrom: now,
    validTo: new Date(now.getTime() + BONUS_CODE_DAYS * DAY_MS),
    maxRedemptions: 1,
    benefits: [{ kind: 'bonusMoney', amount: cents }],
  });
  return code;
}
