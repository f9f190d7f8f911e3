import { eq } from 'drizzle-orm';
import type { DailyBonusKind } from '@/lib/contracts/daily-bonus';
import { offerOfKind } from '@/lib/server/daily-bonus/offer-plan';
import { dailyBonusOffers } from '@/lib/server/db/schema/events';
import { topUps } from '@/lib/server/db/schema/payments';
import type { AppRuntime } from '@/lib/server/runtime';
import { formatCalendarDay } from '@/lib/server/time/test-day';
import { addDays, berlinDayOf } from '@/lib/server/tv/berlin-days';

/** The Berlin day `offset` days from now, as the offers table stores it. */
export const dayFromNow = (offset: number, now = new Date()) => formatCalendarDay(addDays(berlinDayOf(now), offset));

/** Makes the offer of a day one of a kind (price and stock as told), returns its id. */
export async function setOffer(rt: AppRuntime, day: string, kind: DailyBonusKind, options: { price?: number; stock?: number | null } = {}): Promise<number> {
  const planned = offerOfKind(kind, { video: null, album: null });
  const stock = options.stock === undefined ? planned.stock : options.stock;
  const values = {
    kind: planned.kind,
    price: options.price ?? planned.price,
    stockTotal: stock,
    stockLeft: stock,
    conditions: planned.conditions,
    effect: planned.effect,
    grant: planned.grant,
    wallpaperSeed: 7,
  };
  const [row] = await rt.db.insert(dailyBonusOffers).values({ day, ...values }).onConflictDoUpdate({ target: dailyBonusOffers.day, set: values }).returning({ id: dailyBonusOffers.id });
  return row!.id;
}

export async function stockOf(rt: AppRuntime, offerId: number): Promise<number | null> {
  const [row] = await rt.db.select({ left: dailyBonusOffers.stockLeft }).from(dailyBonusOffers).where(eq(dailyBonusOffers.id, offerId));
  return row?.left ?? null;
}

let topUpCounter = 0;
/** An open card top-up of the guest (as the pay flow writes it before the provider answers). */
export async function openTopUp(rt: AppRuntime, guestId: number, amount: number): Promise<number> {
  topUpCounter += 1;
  const [row] = await rt.db
    .insert(topUps)
    .values({ guestId, amount, flow: 'moneycharge', paytype: 'CC', provider: 'sandbox', status: 'pending', descriptor: 'TEST', idempotencyKey: `daily-bonus-${topUpCounter}-${Date.now()}`, requestHash: 'x' })
    .returning({ id: topUps.id });
  return row!.id;
}
