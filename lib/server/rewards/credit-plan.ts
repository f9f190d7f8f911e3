import 'server-only';
import type { Tx } from '@/lib/server/db/client';
import { guestVouchers } from '@/lib/server/db/schema/bonus';
import { insertBenefit } from '@/lib/server/bonus/grant-benefits';
import type { BenefitPlan } from '@/lib/server/bonus/plan-benefits';
import type { GrantChanges } from '@/lib/server/rewards/grant-changes';
import { addGiftStock } from '@/lib/server/messenger/grant-gifts';
import { type Posting, postTransaction } from '@/lib/server/wallet/ledger';

/** The ledger transaction a plan's money is booked as; the key makes a replay pay nothing. */
export type PlanLedger = { kind: string; idempotencyKey: string; memo: Record<string, unknown> };

/** Nothing changed (a fresh object: callers may fill it). */
export const noChanges = (): GrantChanges => ({ currencies: [], vouchers: false, vip: false, purchase: false });

/**
 * Credits a planned set of §3 benefits inside the caller's transaction (whose unique row already
 * made the grant once): money as one ledger transaction from the system promotions accounts
 * (coins and bonus money are bonus credit, never bought), counted vouchers under `source`, VIP and
 * other days stacked after running ones, owned messenger gifts. Answers what changed for the §7 events.
 */
export async function creditPlan(tx: Tx, input: { guestId: number; plan: BenefitPlan; source: string; ledger: PlanLedger; now: Date }): Promise<GrantChanges> {
  const { guestId, plan, source, now } = input;
  const postings: Posting[] = [...plan.money].flatMap(([currency, amount]) => [
    { account: { ownerType: 'system' as const, ownerId: 0, name: 'promotions', currency }, amount: -amount },
    { account: { ownerType: 'guest' as const, ownerId: guestId, currency }, amount },
  ]);
  if (postings.length > 0) await postTransaction(tx, { ...input.ledger, postings });
  if (plan.vouchers.length > 0) {
    await tx.insert(guestVouchers).values(plan.vouchers.map((v) => ({ guestId, type: v.type, amount: v.amount, actorId: v.actorId, validFrom: now, validTo: v.validTo, source })));
  }
  for (const benefit of plan.benefits) await insertBenefit(tx, guestId, benefit, now);
  for (const gift of plan.gifts) await addGiftStock(tx, guestId, gift.giftId, gift.amount);
  return {
    ...noChanges(),
    currencies: [...plan.money.keys()],
    vouchers: plan.vouchers.length > 0,
    vip: plan.benefits.some((benefit) => benefit.kind === 'vip' || benefit.kind === 'premium'),
  };
}
