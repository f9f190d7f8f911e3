import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { VipBonusDays } from '@/lib/contracts/vip';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestBenefits } from '@/lib/server/db/schema/bonus';

/** The grants a page lists; a guest with more still gets the right totals. */
const MAX_GRANTS = 50;

/**
 * §3 the guest's bonus days: the VIP days granted to them (daily bonus one-day VIP, bonus codes,
 * game and event rewards all book them as 'vip' benefits, lib/server/bonus/grant-benefits.ts),
 * newest first, with the total and the end of the running ones. Grants stack (insertBenefit), so
 * the latest validTo is when the bonus VIP ends.
 */
export async function vipBonusDays(db: DbOrTx, guestId: number, now: Date): Promise<VipBonusDays> {
  const rows = await db
    .select({ days: guestBenefits.value, createdAt: guestBenefits.createdAt, validTo: guestBenefits.validTo })
    .from(guestBenefits)
    .where(and(eq(guestBenefits.guestId, guestId), eq(guestBenefits.kind, 'vip')))
    .orderBy(desc(guestBenefits.createdAt), desc(guestBenefits.id));
  const permanent = rows.some((row) => row.validTo === null);
  const latest = Math.max(0, ...rows.map((row) => row.validTo?.getTime() ?? 0));
  return {
    totalDays: rows.reduce((sum, row) => sum + Math.max(0, row.days), 0),
    activeUntil: !permanent && latest > now.getTime() ? new Date(latest).toISOString() : null,
    permanent,
    grants: rows.slice(0, MAX_GRANTS).flatMap((row) =>
      row.days > 0 ? [{ days: row.days, grantedAt: row.createdAt.toISOString(), validTo: row.validTo?.toISOString() ?? null }] : [],
    ),
  };
}
