import 'server-only';
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { roleFlags } from '@/lib/guest/roles';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestBenefits } from '@/lib/server/db/schema/bonus';
import { type SubscriptionKind, subscriptions } from '@/lib/server/db/schema/subscriptions';

/** §6 subscription roles of a guest. */
export type SubscriptionRoles = { isVip: boolean; isVXTVAboSubscriber: boolean; isPremium: boolean };

/** Bonus-code days (guest_benefits) that run now. */
export type RunningBenefitDays = { vip: boolean; premium: boolean };

/**
 * §6: VIP is a running VIP subscription or VIP days from a bonus code; the flags follow from the
 * one formula the browser uses too (lib/guest/roles.ts roleFlags).
 */
export function subscriptionRoles(runningKinds: readonly SubscriptionKind[], days: RunningBenefitDays): SubscriptionRoles {
  return roleFlags({ vip: runningKinds.includes('vip') || days.vip, tv: runningKinds.includes('tv'), premiumDays: days.premium });
}

/** VIP and premium days granted by bonus codes that have not run out (validTo null: permanent). */
export async function runningBenefitDays(db: DbOrTx, guestId: number, now = new Date()): Promise<RunningBenefitDays> {
  const rows = await db
    .selectDistinct({ kind: guestBenefits.kind })
    .from(guestBenefits)
    .where(
      and(
        eq(guestBenefits.guestId, guestId),
        inArray(guestBenefits.kind, ['vip', 'premium']),
        or(isNull(guestBenefits.validTo), gt(guestBenefits.validTo, now)),
      ),
    );
  return { vip: rows.some((row) => row.kind === 'vip'), premium: rows.some((row) => row.kind === 'premium') };
}

/** The §6 subscription roles of a guest now: running subscriptions plus running bonus-code days. */
export async function guestSubscriptionRoles(db: DbOrTx, guestId: number, now = new Date()): Promise<SubscriptionRoles> {
  const running = await db
    .select({ kind: subscriptions.kind })
    .from(subscriptions)
    .where(and(eq(subscriptions.guestId, guestId), eq(subscriptions.status, 'active')));
  return subscriptionRoles(
    running.map((row) => row.kind),
    await runningBenefitDays(db, guestId, now),
  );
}
