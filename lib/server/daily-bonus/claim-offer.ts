import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { OfferCondition } from '@/lib/contracts/daily-bonus';
import type { DbOrTx, Tx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { dailyBonusClaims, dailyBonusOffers } from '@/lib/server/db/schema/events';
import { AppError, isAppError } from '@/lib/server/errors';
import { guestSubscriptionRoles } from '@/lib/server/guests/roles';
import { getBalance } from '@/lib/server/wallet/ledger';
import type { GrantChanges } from '@/lib/server/rewards/grant-changes';
import { grantOffer } from './grant-offer';
import { isOfferDay } from './offer-days';
import type { OfferRow } from './offer-wire';
import { payForOffer } from './pay-for-offer';

export type ClaimOutcome = { offer: OfferRow; paid: number; code: string | null; balance: number; changes: GrantChanges };

/** §3 conditions: VIP-only, non-VIP-only, paying customers only; minTopUp is checked when the top-up settles. */
async function assertConditions(db: DbOrTx, guestId: number, conditions: readonly OfferCondition[], now: Date): Promise<void> {
  const needsRoles = conditions.some((c) => c.name === 'vip' || c.name === 'nonVip');
  const roles = needsRoles ? await guestSubscriptionRoles(db, guestId, now) : null;
  for (const condition of conditions) {
    if (condition.name === 'vip' && !roles?.isVip) throw new AppError('CONDITION_NOT_MET', 'This offer is for VIP members.', { condition: 'vip' });
    if (condition.name === 'nonVip' && roles?.isVip) throw new AppError('CONDITION_NOT_MET', 'This offer is for guests who are not VIP members yet.', { condition: 'nonVip' });
    if (condition.name === 'payingCustomer') {
      const [guest] = await db.select({ paying: guests.isPayingCustomer }).from(guests).where(eq(guests.id, guestId));
      if (!guest?.paying) throw new AppError('CONDITION_NOT_MET', 'This offer is for paying customers.', { condition: 'payingCustomer' });
    }
  }
}

/**
 * §3 claim (free) or buy (priced) the offer of the Berlin day of `now`, exactly once per guest:
 * ONE transaction whose first write is the claim row (its unique key lets one of any number of
 * concurrent claims through; the others answer ALREADY_CLAIMED), then a piece of a limited stock
 * (the UPDATE … WHERE stock_left > 0 never goes below zero: SOLD_OUT), then the price from the
 * balance (INSUFFICIENT_FUNDS, never below zero) and the grant. Any refusal rolls back the whole.
 */
export async function claimOffer(db: DbOrTx, guestId: number, offerId: number, now: Date): Promise<ClaimOutcome> {
  const [offer] = await db.select().from(dailyBonusOffers).where(eq(dailyBonusOffers.id, offerId));
  if (!offer) throw new AppError('NOT_FOUND', 'No such daily bonus offer.');
  if (!isOfferDay(offer.day, now)) throw new AppError('OUTSIDE_WINDOW', 'This offer is not today’s offer.', { date: offer.day });
  await assertConditions(db, guestId, offer.conditions, now);

  try {
    return await db.transaction((tx) => settleClaim(tx, guestId, offer, now));
  } catch (error) {
    if (!isAppError(error) || error.code !== 'INSUFFICIENT_FUNDS') throw error;
    const balance = await getBalance(db, { ownerType: 'guest', ownerId: guestId, currency: 'EUR' });
    throw new AppError('INSUFFICIENT_FUNDS', 'The balance is too low for this offer.', { price: offer.price, balance, missing: Math.max(0, offer.price - balance) });
  }
}

async function settleClaim(tx: Tx, guestId: number, offer: OfferRow, now: Date): Promise<ClaimOutcome> {
  const offerId = offer.id;
  const [claim] = await tx.insert(dailyBonusClaims).values({ offerId, guestId, claimedAt: now }).onConflictDoNothing().returning({ id: dailyBonusClaims.id });
  if (!claim) throw new AppError('ALREADY_CLAIMED', 'You have already taken this offer.');
  const current = await takePiece(tx, offer);
  const ledgerTransactionId = offer.price > 0 ? await payForOffer(tx, guestId, offer) : null;
  const code = offer.grant.type === 'merchandise' ? `M${offerId}-${randomBytes(4).toString('hex').toUpperCase()}` : null;
  const changes = await grantOffer(tx, { guestId, claimId: claim.id, offer, now });
  await tx.update(dailyBonusClaims).set({ paid: offer.price, code, ledgerTransactionId }).where(eq(dailyBonusClaims.id, claim.id));
  const balance = await getBalance(tx, { ownerType: 'guest', ownerId: guestId, currency: 'EUR' });
  return { offer: current, paid: offer.price, code, balance, changes };
}

/** One piece of a limited offer; the row lock orders concurrent buyers and the WHERE keeps the stock ≥ 0. */
async function takePiece(tx: Tx, offer: OfferRow): Promise<OfferRow> {
  if (offer.stockTotal === null) return offer;
  const [taken] = await tx
    .update(dailyBonusOffers)
    .set({ stockLeft: sql`${dailyBonusOffers.stockLeft} - 1` })
    .where(and(eq(dailyBonusOffers.id, offer.id), isNotNull(dailyBonusOffers.stockLeft), gt(dailyBonusOffers.stockLeft, 0)))
    .returning();
  if (!taken) throw new AppError('SOLD_OUT', 'This offer is sold out.');
  return taken;
}
