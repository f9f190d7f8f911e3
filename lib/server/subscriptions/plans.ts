import type { SubscriptionFlow } from '@/lib/contracts/subscriptions';
import type { SubscriptionKind } from '@/lib/server/db/schema/subscriptions';

/** Prices in EUR cents. The trial's first period is short and cheap, then it renews as VIP. */
export type Plan = { kind: SubscriptionKind; firstPrice: number; firstDays: number; renewalPrice: number; periodDays: number };

export const plans: Record<SubscriptionFlow, Plan> = {
  vipabo: { kind: 'vip', firstPrice: 999, firstDays: 30, renewalPrice: 999, periodDays: 30 },
  trialvipabo: { kind: 'vip', firstPrice: 199, firstDays: 3, renewalPrice: 999, periodDays: 30 },
  vxtvabo: { kind: 'tv', firstPrice: 499, firstDays: 30, renewalPrice: 499, periodDays: 30 },
};

/** The cancellation offer (§7 acceptCancellationOffer): one more week at no charge, once per subscription. */
export const CANCELLATION_OFFER_DAYS = 7;

export const DAY_MS = 86_400_000;
