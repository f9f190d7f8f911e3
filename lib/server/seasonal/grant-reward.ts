import 'server-only';
import type { BonusBenefit } from '@/lib/contracts/bonus';
import type { EventReward } from '@/lib/contracts/events';
import { VOUCHER_TYPE } from '@/lib/contracts/voucher';
import type { Tx } from '@/lib/server/db/client';
import { guestVouchers } from '@/lib/server/db/schema/bonus';
import { insertBenefit } from '@/lib/server/bonus/grant-benefits';
import { planBenefits } from '@/lib/server/bonus/plan-benefits';
import type { GrantChanges } from '@/lib/server/daily-bonus/grant-offer';
import { type Posting, postTransaction } from '@/lib/server/wallet/ledger';

/** A won reward as stored (lib/server/db/schema/seasonal.ts). */
export type WonReward = { id: number; eventId: number; type: EventReward['type']; amount: number };

/**
 * §3 special-event reward types as the benefits they become: coins in the ledger, VIP days
 * stacked, and the counted ones as §3 vouchers (video, spins = type 10, messenger gift, bonus
 * code = type 9; a "video" reward is a video voucher the guest spends on a video of her choice).
 */
function benefitsOf(reward: WonReward): { benefits: BonusBenefit[]; vouchers: { type: number; amount: number }[] } {
  switch (reward.type) {
    case 'coins':
      return { benefits: [{ kind: 'coins', amount: reward.amount }], vouchers: [] };
    case 'vipDays':
      return { benefits: [{ kind: 'vipSubscription', days: reward.amount }], vouchers: [] };
    case 'video':
    case 'videoVoucher':
      return { benefits: [], vouchers: [{ type: VOUCHER_TYPE.video, amount: reward.amount }] };
    case 'spins':
      return { benefits: [], vouchers: [{ type: VOUCHER_TYPE.spins, amount: reward.amount }] };
    case 'messengerGift':
      return { benefits: [], vouchers: [{ type: VOUCHER_TYPE.messengerGift, amount: reward.amount }] };
    case 'bonusCode':
      return { benefits: [], vouchers: [{ type: VOUCHER_TYPE.bonusCode, amount: reward.amount }] };
  }
}

/**
 * Credits one won reward inside the transaction that made it redeemed (the caller's conditional
 * update let exactly one through). Money is keyed per reward row, so even a replay never pays twice.
 */
export async function grantReward(tx: Tx, guestId: number, reward: WonReward, now: Date): Promise<GrantChanges> {
  const { benefits, vouchers } = benefitsOf(reward);
  const plan = planBenefits(benefits, now);
  const source = `seasonal:${reward.eventId}:${reward.id}`;
  const postings: Posting[] = [...plan.money].flatMap(([currency, amount]) => [
    { account: { ownerType: 'system' as const, ownerId: 0, name: 'promotions', currency }, amount: -amount },
    { account: { ownerType: 'guest' as const, ownerId: guestId, currency }, amount },
  ]);
  if (postings.length > 0) await postTransaction(tx, { kind: 'seasonal-reward', idempotencyKey: `${source}:credit`, memo: { rewardId: reward.id, eventId: reward.eventId }, postings });
  if (vouchers.length > 0) await tx.insert(guestVouchers).values(vouchers.map((v) => ({ guestId, type: v.type, amount: v.amount, actorId: null, validFrom: now, validTo: null, source })));
  for (const benefit of plan.benefits) await insertBenefit(tx, guestId, benefit, now);
  return {
    currencies: [...plan.money.keys()],
    vouchers: vouchers.length > 0,
    vip: plan.benefits.some((benefit) => benefit.kind === 'vip'),
    purchase: false,
  };
}
