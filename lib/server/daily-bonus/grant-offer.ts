import 'server-only';
import type { Tx } from '@/lib/server/db/client';
import { topUpBonuses } from '@/lib/server/db/schema/events';
import { purchases } from '@/lib/server/db/schema/purchases';
import { planBenefits } from '@/lib/server/bonus/plan-benefits';
import { AppError } from '@/lib/server/errors';
import { creditPlan, noChanges } from '@/lib/server/rewards/credit-plan';
import type { GrantChanges } from '@/lib/server/rewards/grant-changes';
import type { OfferRow } from './offer-wire';

/**
 * Credits what one claimed offer grants, inside the claim's transaction (the claim row already
 * made it once per guest): §3 vouchers, VIP days (stacked after running ones), messenger gifts and
 * money as a bonus code would; a top-up bonus waiting for the next top-up; the video or album
 * itself (a purchase row, 'gift' when free); merchandise only needs the claim's code.
 */
export async function grantOffer(tx: Tx, input: { guestId: number; claimId: number; offer: OfferRow; now: Date }): Promise<GrantChanges> {
  const { guestId, claimId, offer, now } = input;
  const grant = offer.grant;
  const changes = noChanges();
  const source = `daily-bonus:${offer.id}`;
  switch (grant.type) {
    case 'benefits':
      return creditPlan(tx, {
        guestId,
        plan: planBenefits(grant.benefits, now),
        source,
        ledger: { kind: 'daily-bonus-credit', idempotencyKey: `${source}:credit:${guestId}`, memo: { offerId: offer.id } },
        now,
      });
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
