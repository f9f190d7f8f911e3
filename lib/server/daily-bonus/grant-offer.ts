import 'server-only';
import type { Currency } from '@/lib/contracts/money';
import type { Tx } from '@/lib/server/db/client';
import { guestVouchers } from '@/lib/server/db/schema/bonus';
import { topUpBonuses } from '@/lib/server/db/schema/events';
import { purchases } from '@/lib/server/db/schema/purchases';
import { insertBenefit } from '@/lib/server/bonus/grant-benefits';
import { planBenefits } from '@/lib/server/bonus/plan-benefits';
import { AppError } from '@/lib/server/errors';
import { addGiftStock } from '@/lib/server/messenger/grant-gifts';
import { type Posting, postTransaction } from '@/lib/server/wallet/ledger';
import type { OfferRow } from './offer-wire';

/** What changed, so the caller publishes the §7 events after the commit. */
export type GrantChanges = { currencies: Currency[]; vouchers: boolean; vip: boolean; purchase: boolean };

/**
 * Credits what one claimed offer grants, inside the claim's transaction (the claim row already
 * made it once per guest): §3 vouchers, VIP days (stacked after running ones), messenger gifts and
 * money as a bonus code would; a top-up bonus waiting for the next top-up; the video or album
 * itself (a purchase row, 'gift' when free); merchandise only needs the claim's code.
 */
export async function grantOffer(tx: Tx, input: { guestId: number; claimId: number; offer: OfferRow; now: Date }): Promise<GrantChanges> {
  const { guestId, claimId, offer, now } = input;
  const grant = offer.grant;
  const changes: GrantChanges = { currencies: [], vouchers: false, vip: false, purchase: false };
  const source = `daily-bonus:${offer.id}`;
  switch (grant.type) {
    case 'benefits': {
      const plan = planBenefits(grant.benefits, now);
      const postings: Posting[] = [...plan.money].flatMap(([currency, amount]) => [
        { account: { ownerType: 'system' as const, ownerId: 0, name: 'promotions', currency }, amount: -amount },
        { account: { ownerType: 'guest' as const, ownerId: guestId, currency }, amount },
      ]);
      if (postings.length > 0) await postTransaction(tx, { kind: 'daily-bonus-credit', idempotencyKey: `${source}:credit:${guestId}`, memo: { offerId: offer.id }, postings });
      if (plan.vouchers.length > 0) {
        await tx.insert(guestVouchers).values(plan.vouchers.map((v) => ({ guestId, type: v.type, amount: v.amount, actorId: v.actorId, validFrom: now, validTo: v.validTo, source })));
      }
      for (const benefit of plan.benefits) await insertBenefit(tx, guestId, benefit, now);
      for (const gift of plan.gifts) await addGiftStock(tx, guestId, gift.giftId, gift.amount);
      changes.currencies = [...plan.money.keys()];
      changes.vouchers = plan.vouchers.length > 0;
      changes.vip = plan.benefits.some((benefit) => benefit.kind === 'vip' || benefit.kind === 'premium');
      return changes;
    }
    case 'topUpBonus': {
      const minTopUp = offer.conditions.find((condition) => condition.name === 'minTopUp')?.value ?? 0;
      await tx.insert(topUpBonuses).values({ guestId, claimId, mode: grant.mode, value: grant.value, maxCents: grant.maxCents, minTopUp, createdAt: now });
      return changes;
    }
    case 'item': {
      const [owned] = await tx
        .insert(purchases)
        .values({ guestId, itemType: grant.itemType, itemId: grant.itemId, source: offer.price > 0 ? 'money' : 'gift', price: offer.price, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: purchases.id });
      // Owned already (bought before): nothing to sell twice; the whole claim is rolled back.
      if (!owned) throw new AppError('ALREADY_CLAIMED', 'You already own this item.', { reason: 'owned' });
      changes.purchase = true;
      changes.currencies = offer.price > 0 ? ['EUR'] : [];
      return changes;
    }
    case 'merchandise':
      return changes;
  }
}
