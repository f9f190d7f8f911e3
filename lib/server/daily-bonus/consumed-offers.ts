import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { ConsumedOffer } from '@/lib/contracts/daily-bonus';
import type { DbOrTx } from '@/lib/server/db/client';
import { dailyBonusClaims, dailyBonusOffers } from '@/lib/server/db/schema/events';
import { wallpaperLinks } from './wallpaper-links';

/** §9 consumed offers: 31. */
export const CONSUMED_OFFERS_LIMIT = 31;

/** The offers a guest took, newest first (§3 effect, what was paid, the merchandise code, the wallpaper). */
export async function consumedOffers(db: DbOrTx, guestId: number): Promise<ConsumedOffer[]> {
  const rows = await db
    .select({ claim: dailyBonusClaims, offer: dailyBonusOffers })
    .from(dailyBonusClaims)
    .innerJoin(dailyBonusOffers, eq(dailyBonusOffers.id, dailyBonusClaims.offerId))
    .where(eq(dailyBonusClaims.guestId, guestId))
    .orderBy(desc(dailyBonusClaims.claimedAt), desc(dailyBonusClaims.id))
    .limit(CONSUMED_OFFERS_LIMIT);
  return rows.map(({ claim, offer }) => ({
    offerId: offer.id,
    date: offer.day,
    kind: offer.kind,
    effect: offer.effect,
    paid: claim.paid > 0 ? { value: claim.paid, currency: 'EUR' } : null,
    claimedAt: claim.claimedAt.toISOString(),
    code: claim.code,
    wallpaper: offer.wallpaperSeed === null ? null : wallpaperLinks(offer.id),
  }));
}
