import 'server-only';
import type { BonusBenefit } from '@/lib/contracts/bonus';
import type { EventReward } from '@/lib/contracts/events';
import type { Tx } from '@/lib/server/db/client';
import { planBenefits } from '@/lib/server/bonus/plan-benefits';
import type { GrantChanges } from '@/lib/server/rewards/grant-changes';
import { creditPlan, noChanges } from './credit-plan';
import { issueRewardCode } from './issue-reward-code';

/** A won §3 reward: type and amount (coins whole, bonusCode EUR cents of bonus money, vipDays days, the rest a count). */
export type Reward = Pick<EventReward, 'type' | 'amount'>;

/** What a grant changed (the callers publish it after the commit) and the bonus code issued, if the reward was one. */
export type GrantedReward = { changes: GrantChanges; code: string | null };

/**
 * §3 reward types as benefits: coins are bonus credit in the ledger, VIP days stack, and a "video"
 * reward names no video — it is a video voucher the guest spends on a video of her choice.
 */
function benefitOf(reward: Reward): BonusBenefit | null {
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
 * The one grant of a won reward (game attempt, seasonal entry, activity reward, actor gift),
 * inside the transaction whose unique row made it once. `source` names that row ("game:12",
 * "seasonal:3:45", "activity:7", "actor-gift:9"): vouchers carry it and the ledger entry is keyed
 * by it, so even a replay never pays twice. A bonus-code reward is a personal one-use code of
 * bonus money the guest redeems like any code (§3 bonus codes), answered as `code`.
 */
export async function grantReward(tx: Tx, input: { guestId: number; reward: Reward; source: string; now: Date }): Promise<GrantedReward> {
  const { guestId, reward, source, now } = input;
  const benefit = benefitOf(reward);
  if (!benefit) return { changes: noChanges(), code: await issueRewardCode(tx, reward.amount, now) };
  const changes = await creditPlan(tx, {
    guestId,
    plan: planBenefits([benefit], now),
    source,
    ledger: { kind: 'reward', idempotencyKey: source, memo: { source, type: reward.type } },
    now,
  });
  return { changes, code: null };
}
