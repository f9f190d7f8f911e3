import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import type { BonusBenefit } from '@/lib/contracts/bonus';
import type { Currency } from '@/lib/contracts/money';
import type { GuestVoucher } from '@/lib/contracts/voucher';
import type { DbOrTx, Tx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { bonusCodeRedemptions, bonusCodes } from '@/lib/server/db/schema/bonus';
import { uniqueViolation } from '@/lib/server/db/unique-violation';
import { AppError } from '@/lib/server/errors';
import { type BonusCodeRow, codeValidity, findBonusCode, toBonusCodeConfig } from './bonus-code-row';
import { grantBenefits } from './grant-benefits';
import { hasVerifiedPhone, isGuestVip } from './guest-conditions';
import { listGuestVouchers } from './guest-vouchers';

/** Everything the bonusCodeRedeemed, guestBalance and guestVouchers events (§7) need. */
export type RedeemedBonus = {
  guestId: number;
  codeId: number;
  code: string;
  benefits: BonusBenefit[];
  redeemedAt: Date;
  /** Ledger currencies credited; EUR among them changes the §7 guest balance. */
  currencies: Currency[];
  /** The guest's vouchers after the redemption, when it granted any; else null. */
  vouchers: GuestVoucher[] | null;
  /** VIP, premium, actor subscription or media album granted. */
  benefitsChanged: boolean;
};

/**
 * §7 guest/redeemBonus: checks the code, writes the redemption and credits every benefit in
 * ONE database transaction. The (code, guest) key makes a code count once per guest, even for
 * requests that race: the loser's insert fails and it answers BONUS_CODE_USED.
 */
export async function redeemBonusCode(db: DbOrTx, guestId: number, code: string, now: Date): Promise<RedeemedBonus> {
  let redeemed: Omit<RedeemedBonus, 'vouchers'> & { vouchersChanged: boolean };
  try {
    redeemed = await db.transaction(async (tx) => {
      // One redemption per guest at a time: the used check and stacked VIP days see each other.
      const [guest] = await tx.select({ id: guests.id }).from(guests).where(eq(guests.id, guestId)).for('no key update');
      if (!guest) throw new AppError('NOT_FOUND', 'The guest does not exist.');

      const row = await findBonusCode(tx, code);
      if (!row) throw new AppError('BONUS_CODE_UNKNOWN', 'This code does not exist.');
      await checkRedeemable(tx, row, guestId, now);

      const benefits = toBonusCodeConfig(row).benefits;
      const [redemption] = await tx
        .insert(bonusCodeRedemptions)
        .values({ codeId: row.id, guestId, redeemedAt: now })
        .returning({ redeemedAt: bonusCodeRedemptions.redeemedAt });
      if (!redemption) throw new AppError('INTERNAL', 'The redemption was not written.');
      const grant = await grantBenefits(tx, { guestId, codeId: row.id, code: row.code, benefits, now });
      return {
        guestId,
        codeId: row.id,
        code: row.code,
        benefits,
        redeemedAt: redemption.redeemedAt,
        currencies: grant.currencies,
        vouchersChanged: grant.vouchersChanged,
        benefitsChanged: grant.benefitsChanged,
      };
    });
  } catch (error) {
    if (uniqueViolation(error) === 'bonus_code_redemptions_code_guest_key') {
      throw new AppError('BONUS_CODE_USED', 'You have already redeemed this code.');
    }
    throw error;
  }
  const { vouchersChanged, ...rest } = redeemed;
  return { ...rest, vouchers: vouchersChanged ? await listGuestVouchers(db, guestId, now) : null };
}

async function checkRedeemable(tx: Tx, row: BonusCodeRow, guestId: number, now: Date): Promise<void> {
  const [used] = await tx
    .select({ id: bonusCodeRedemptions.id })
    .from(bonusCodeRedemptions)
    .where(and(eq(bonusCodeRedemptions.codeId, row.id), eq(bonusCodeRedemptions.guestId, guestId)))
    .limit(1);
  if (used) throw new AppError('BONUS_CODE_USED', 'You have already redeemed this code.');

  const validity = codeValidity(row, now);
  if (validity === 'expired') throw new AppError('BONUS_CODE_EXPIRED', 'This code has expired.');
  if (validity === 'not-yet-valid') throw new AppError('BONUS_CODE_EXPIRED', 'This code is not valid yet.');

  if (row.maxRedemptions !== null) {
    // Two guests must not both take the last redemption: the code row is locked while counting.
    await tx.select({ id: bonusCodes.id }).from(bonusCodes).where(eq(bonusCodes.id, row.id)).for('update');
    const [taken] = await tx.select({ n: count() }).from(bonusCodeRedemptions).where(eq(bonusCodeRedemptions.codeId, row.id));
    if ((taken?.n ?? 0) >= row.maxRedemptions) throw new AppError('BONUS_CODE_EXHAUSTED', 'This code has been fully redeemed.');
  }

  if (row.requireVip && !(await isGuestVip(tx, guestId, now))) {
    throw new AppError('BONUS_CODE_CONDITION', 'This code is for VIP members only.');
  }
  if (row.requireMobileAuth && !(await hasVerifiedPhone(tx, guestId))) {
    throw new AppError('BONUS_CODE_CONDITION', 'This code needs a verified mobile phone number.');
  }
}
