import type { DailyBonusOffer } from '@/lib/contracts/daily-bonus';
import type { StreakStatusWire } from '@/lib/contracts/event-boxes';
import type { GuestSession } from '@/lib/contracts/guest-session';

/** §2 tag-reward boxes: basic for a guest who has not paid yet, advanced for a paying customer, pro for a VIP (§6 roles). */
export type TagRewardTier = 'basic' | 'advanced' | 'pro';
type Roles = Pick<GuestSession, 'isVip' | 'isPayingCustomer'>;

export function tagRewardTier(roles: Roles): TagRewardTier {
  if (roles.isVip) return 'pro';
  return roles.isPayingCustomer ? 'advanced' : 'basic';
}

/**
 * Today's offer is the guest's daily reward when it is free, still there, not taken and its §3
 * conditions fit her roles (minTopUp is met at the top-up, so it does not keep the box closed).
 */
export function isDailyReward(offer: DailyBonusOffer | null, roles: Roles): offer is DailyBonusOffer {
  if (!offer || !offer.free || offer.purchased || offer.quantity === 0) return false;
  return offer.conditions.every((condition) => {
    if (condition.name === 'vip') return roles.isVip;
    if (condition.name === 'nonVip') return !roles.isVip;
    if (condition.name === 'payingCustomer') return roles.isPayingCustomer;
    return true;
  });
}

/** The five-days-bonus box opens by itself on a day the guest's visit counted (her streak went on or began anew). */
export const streakAdvancedToday = (streak: StreakStatusWire): boolean => streak.todayDone;

/** The five slots of the round: done before today, today, to come. */
export function streakSlots(streak: Pick<StreakStatusWire, 'done' | 'todayDone'>): ('done' | 'today' | 'coming')[] {
  return Array.from({ length: 5 }, (_, index) => (index < streak.done ? 'done' : index === streak.done ? 'today' : 'coming'));
}

/** Which box a page view opens by itself: at most one; the daily reward wins over the streak (§2 one box at a time). */
export type AutoBoxChoice = { kind: 'tagReward'; tier: TagRewardTier; offer: DailyBonusOffer } | { kind: 'fiveDays'; streak: StreakStatusWire } | null;

export function chooseAutoBox(input: {
  roles: Roles;
  /** Boxes already shown on this Berlin day in this browser. */
  seen: { tagReward: boolean; fiveDays: boolean };
  offer: DailyBonusOffer | null;
  streak: StreakStatusWire | null;
}): AutoBoxChoice {
  const { roles, seen, offer, streak } = input;
  if (!seen.tagReward && isDailyReward(offer, roles)) return { kind: 'tagReward', tier: tagRewardTier(roles), offer };
  if (!seen.fiveDays && streak && streakAdvancedToday(streak)) return { kind: 'fiveDays', streak };
  return null;
}
