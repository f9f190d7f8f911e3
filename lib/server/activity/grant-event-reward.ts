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

/** §3 reward types as benefits; a bonus-code reward is a §3 bonus-code voucher (type 9) the guest redeems. */
function benefitOf(reward: Pick<EventReward, 'type' | 'amount'>): BonusBenefit | null {
  switch (reward.type) {
    case 'coins':
      return { kind: 'coins', amount: reward.amount };
    case 'vipDays':
      return { kind: 'vipSubscription', days: reward.amount };
    case 'video':
    case 'videoVoucher':
      return { kind: 'videoVoucher', amount: reward.amount };
    case 'spins':
      return { kind: 'spins', amount: reward.amount };
    case 'messengerGift':
      return { kind: 'messengerGifts', amount: reward.amount };
    case 'bonusCode':
      return null;
  }
}

/**
 * Credits one reward inside the transaction whose claim row made it once (activity reward, gift
 * of the day). `source` names that row; the ledger entry is keyed by it, so a replay never pays twice.
 */
export async function grantEventReward(tx: Tx, guestId: number, reward: Pick<EventReward, 'type' | 'amount'>, source: string, now: Date): Promise<GrantChanges> {
  const benefit = benefitOf(reward);
  const plan = planBenefits(benefit ? [benefit] : [], now);
  const vouchers = benefit ? plan.vouchers : [{ type: VOUCHER_TYPE.bonusCode, amount: reward.amount, actorId: null, validTo: null }];
  const postings: Posting[] = [...plan.money].flatMap(([currency, amount]) => [
    { account: { ownerType: 'system' as const, ownerId: 0, name: 'promotions', currency }, amount: -amount },
    { account: { ownerType: 'guest' as const, ownerId: guestId, currency }, amount },
  ]);
  if (postings.length > 0) await postTransaction(tx, { kind: 'event-reward', idempotencyKey: `${source}:credit`, memo: { source }, postings });
  if (vouchers.length > 0) {
    await tx.insert(guestVouchers).values(vouchers.map((v) => ({ guestId, type: v.type, amount: v.amount, actorId: v.actorId, validFrom: now, validTo: v.validTo, source })));
  }
  for (const grant of plan.benefits) await insertBenefit(tx, guestId, grant, now);
  return {
    currencies: [...plan.money.keys()],
    vouchers: vouchers.length > 0,
    vip: plan.benefits.some((grant) => grant.kind === 'vip'),
    purchase: false,
  };
}
