import 'server-only';
import { and, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { BonusBenefit } from '@/lib/contracts/bonus';
import type { Currency } from '@/lib/contracts/money';
import type { Tx } from '@/lib/server/db/client';
import { guestBenefits, guestVouchers } from '@/lib/server/db/schema/bonus';
import { grantConversionChatTrial } from '@/lib/server/conversion-chat/grant-trial';
import { AppError, isAppError } from '@/lib/server/errors';
import { log } from '@/lib/server/log';
import { addGiftStock, findGift } from '@/lib/server/messenger/grant-gifts';
import { type Posting, postTransaction } from '@/lib/server/wallet/ledger';
import { type BenefitGrant, DAY_MS, type GiftGrant, planBenefits } from './plan-benefits';

export type GrantResult = { currencies: Currency[]; vouchersChanged: boolean; benefitsChanged: boolean; giftsChanged: boolean };

/**
 * Credits one code's benefits inside the redemption's transaction. Money is one ledger
 * transaction from the system 'promotions' accounts, keyed per code and guest, so even a replay
 * that slipped past the redemption key would not pay twice.
 */
export async function grantBenefits(
  tx: Tx,
  input: { guestId: number; codeId: number; code: string; benefits: readonly BonusBenefit[]; now: Date },
): Promise<GrantResult> {
  const { guestId, codeId, now } = input;
  const plan = planBenefits(input.benefits, now);

  const postings: Posting[] = [];
  for (const [currency, amount] of plan.money) {
    postings.push({ account: { ownerType: 'system', ownerId: 0, name: 'promotions', currency }, amount: -amount });
    postings.push({ account: { ownerType: 'guest', ownerId: guestId, currency }, amount });
  }
  if (postings.length > 0) {
    await postTransaction(tx, {
      kind: 'bonus-code',
      idempotencyKey: `bonus:${codeId}:${guestId}`,
      memo: { codeId, code: input.code },
      postings,
    });
  }

  if (plan.vouchers.length > 0) {
    await tx.insert(guestVouchers).values(
      plan.vouchers.map((v) => ({ guestId, type: v.type, amount: v.amount, actorId: v.actorId, validFrom: now, validTo: v.validTo, source: `bonus:${codeId}` })),
    );
  }
  for (const grant of plan.benefits) await insertBenefit(tx, guestId, grant, now);
  for (const grant of plan.gifts) await addOwnedGifts(tx, guestId, codeId, grant);
  if (plan.conversionChatTrial) await grantTrialByCode(tx, guestId, now);

  return {
    currencies: [...plan.money.keys()],
    // The trial comes with videochat seconds.
    vouchersChanged: plan.vouchers.length > 0 || plan.conversionChatTrial,
    benefitsChanged: plan.benefits.length > 0,
    giftsChanged: plan.gifts.length > 0,
  };
}

/** §3 boughtGifts from a code; a code naming a gift that does not exist is a bad config (our fault, like an invalid benefit list). */
async function addOwnedGifts(tx: Tx, guestId: number, codeId: number, grant: GiftGrant): Promise<void> {
  if (!(await findGift(tx, grant.giftId))) {
    log.error(`bonus code ${codeId} grants the unknown messenger gift ${grant.giftId}`);
    throw new AppError('INTERNAL', 'This code cannot be used right now.');
  }
  await addGiftStock(tx, guestId, grant.giftId, grant.amount);
}

/** The trial is once per guest, whichever way it came: a second one is a used code to the guest. */
async function grantTrialByCode(tx: Tx, guestId: number, now: Date): Promise<void> {
  try {
    await grantConversionChatTrial(tx, guestId, now, 'code');
  } catch (error) {
    if (isAppError(error) && error.code === 'CONFLICT') throw new AppError('BONUS_CODE_USED', 'You have already used the free chat trial.');
    throw error;
  }
}

/** Days stack: new VIP days start when the running ones end, not today. */
export async function insertBenefit(tx: Tx, guestId: number, grant: BenefitGrant, now: Date): Promise<void> {
  let validTo: Date | null = null;
  if (grant.days !== null) {
    const sameKind: SQL[] = [eq(guestBenefits.guestId, guestId), eq(guestBenefits.kind, grant.kind), gt(guestBenefits.validTo, now)];
    sameKind.push(grant.actorId === null ? isNull(guestBenefits.actorId) : eq(guestBenefits.actorId, grant.actorId));
    const [running] = await tx
      .select({ validTo: guestBenefits.validTo })
      .from(guestBenefits)
      .where(and(...sameKind))
      .orderBy(desc(guestBenefits.validTo))
      .limit(1);
    const start = running?.validTo && running.validTo > now ? running.validTo : now;
    validTo = new Date(start.getTime() + grant.days * DAY_MS);
  }
  await tx.insert(guestBenefits).values({
    guestId,
    kind: grant.kind,
    value: grant.days ?? 1,
    actorId: grant.actorId,
    mediaId: grant.mediaId,
    validTo,
  });
}
