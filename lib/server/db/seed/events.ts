import 'server-only';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db/client';
import { albums, videos } from '@/lib/server/db/schema/catalog';
import { dailyBonusOffers, scheduledEvents } from '@/lib/server/db/schema/events';
import { type DealItem, dayNumber, offerOfKind, planOffer } from '@/lib/server/daily-bonus/offer-plan';
import { eventCalendar } from '@/lib/server/events/event-calendar';
import { formatCalendarDay } from '@/lib/server/time/test-day';
import { addDays, berlinDayOf } from '@/lib/server/tv/berlin-days';
import { createRng } from './prng';
import type { SeedSection } from './seed-section';

/** Offers from 45 days back (§9 consumed offers 31 need a past) to a year ahead. */
const DAYS_BACK = 45;
const DAYS_AHEAD = 365;
const EVENTS_SEED = 0x5eed_0023;

async function dealItems(tx: Tx, now: Date): Promise<{ videos: DealItem[]; albums: DealItem[] }> {
  const paidVideos = await tx
    .select({ id: videos.id, price: videos.price })
    .from(videos)
    .where(and(eq(videos.isFree, false), eq(videos.isVip, false), eq(videos.currency, 'EUR'), gte(videos.price, 299), lte(videos.releasedAt, now)))
    .orderBy(asc(videos.id))
    .limit(200);
  const paidAlbums = await tx
    .select({ id: albums.id, price: albums.price })
    .from(albums)
    .where(and(eq(albums.type, 'album'), eq(albums.isFree, false), eq(albums.isVipContent, false), eq(albums.currency, 'EUR'), gte(albums.price, 199), lte(albums.releasedAt, now)))
    .orderBy(asc(albums.id))
    .limit(200);
  return { videos: paidVideos, albums: paidAlbums };
}

/**
 * §2/§3 the event schedule of the seed's year (and next January) and a daily bonus offer for every
 * Berlin day around the seed's `now`. The seed's own day is a free video voucher (the journey
 * claims it, e2e/daily-bonus.spec.ts) and its tomorrow a different kind.
 */
export const eventsSeedSection: SeedSection = {
  name: 'events and daily bonus',
  seeded: async (tx) => (await tx.select({ id: scheduledEvents.id }).from(scheduledEvents).limit(1)).length > 0,
  insert: async (tx, { now }) => {
    const today = berlinDayOf(now);
    await tx.insert(scheduledEvents).values(eventCalendar(today.year));

    const rng = createRng(EVENTS_SEED);
    const items = await dealItems(tx, now);
    const pick = (list: DealItem[]) => (list.length === 0 ? null : list[rng.int(0, list.length - 1)]!);
    const rows: (typeof dailyBonusOffers.$inferInsert)[] = [];
    for (let offset = -DAYS_BACK; offset <= DAYS_AHEAD; offset += 1) {
      const day = addDays(today, offset);
      const choice = { video: pick(items.videos), album: pick(items.albums) };
      let planned = planOffer(dayNumber(day), choice);
      if (offset === 0) planned = offerOfKind('videoVoucher', choice);
      if (offset === 1 && planned.kind === 'videoVoucher') planned = offerOfKind('messengerGift', choice);
      const wallpaperSeed = rng.seed();
      rows.push({
        day: formatCalendarDay(day),
        kind: planned.kind,
        price: planned.price,
        stockTotal: planned.stock,
        stockLeft: planned.stock,
        conditions: planned.conditions,
        effect: planned.effect,
        grant: planned.grant,
        wallpaperSeed: planned.withWallpaper ? wallpaperSeed : null,
      });
    }
    await tx.insert(dailyBonusOffers).values(rows);
  },
};
