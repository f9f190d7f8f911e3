import 'server-only';
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db/client';
import { topUpBonuses } from '@/lib/server/db/schema/events';
import { type Posting, postTransaction } from '@/lib/server/wallet/ledger';

/** What a waiting bonus adds to a top-up of `amount` cents: a percentage (capped) or a flat sum. Pure. */
export function topUpBonusAmount(bonus: { mode: 'percent' | 'flat'; value: number; maxCents: number }, amount: number): number {
  const raw = bonus.mode === 'percent' ? Math.floor((amount * bonus.value) / 100) : bonus.value;
  return Math.max(0, Math.min(raw, bonus.maxCents));
}

/**
 * §3 top-up percent / flat offers: inside the settling top-up's transaction, every bonus the guest
 * has waiting (and whose minTopUp this top-up reaches) is marked with this top-up and credited from
 * the promotions account. The UPDATE … WHERE top_up_id IS NULL takes each bonus once, the ledger key
 * per bonus guards again. Returns the cents credited.
 */
export async function applyTopUpBonuses(tx: Tx, input: { guestId: number; topUpId: number; amount: number; now: Date }): Promise<number> {
  const taken = await tx
    .update(topUpBonuses)
    .set({ topUpId: input.topUpId, appliedAt: input.now })
    .where(and(eq(topUpBonuses.guestId, input.guestId), isNull(topUpBonuses.topUpId), lte(topUpBonuses.minTopUp, input.amount)))
    .returning({ id: topUpBonuses.id, mode: topUpBonuses.mode, value: topUpBonuses.value, maxCents: topUpBonuses.maxCents });
  let total = 0;
  for (const bonus of taken) {
    const credit = topUpBonusAmount(bonus, input.amount);
    await tx.update(topUpBonuses).set({ credited: credit }).where(eq(topUpBonuses.id, bonus.id));
    if (credit === 0) continue;
    const postings: Posting[] = [
      { account: { ownerType: 'system', ownerId: 0, name: 'promotions', currency: 'EUR' }, amount: -credit },
      { account: { ownerType: 'guest', ownerId: input.guestId, currency: 'EUR' }, amount: credit },
    ];
    await postTransaction(tx, { kind: 'top-up-bonus', idempotencyKey: `top-up-bonus:${bonus.id}`, memo: { topUpId: input.topUpId, bonusId: bonus.id }, postings });
    total += credit;
  }
  return total;
}
