import 'server-only';
import { and, asc, gte, inArray, lt } from 'drizzle-orm';
import type { ModelOfMonth } from '@/lib/contracts/daily-bonus';
import { imageUrl } from '@/lib/media/image-urls';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, videos } from '@/lib/server/db/schema/catalog';
import { dailyBonusOffers } from '@/lib/server/db/schema/events';
import { formatCalendarDay } from '@/lib/server/time/test-day';
import { berlinDayOf } from '@/lib/server/tv/berlin-days';

/** The first day of the Berlin month of `now` and of the month after (YYYY-MM-DD). */
export function monthDays(now: Date): { first: string; next: string } {
  const { year, month } = berlinDayOf(now);
  return { first: formatCalendarDay({ year, month, day: 1 }), next: formatCalendarDay(month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 }) };
}

/**
 * §3/§9 models of the month (queried for the current month): the performers whose videos and
 * albums are daily bonus offers this Berlin month, most offers first.
 */
export async function modelsOfMonth(db: DbOrTx, now: Date, limit = 12): Promise<ModelOfMonth[]> {
  const { first, next } = monthDays(now);
  const offers = await db.select({ grant: dailyBonusOffers.grant }).from(dailyBonusOffers).where(and(gte(dailyBonusOffers.day, first), lt(dailyBonusOffers.day, next)));
  const ids = (type: 'video' | 'album') => offers.flatMap(({ grant }) => (grant.type === 'item' && grant.itemType === type ? [grant.itemId] : []));
  const videoIds = ids('video');
  const albumIds = ids('album');
  const owners = [
    ...(videoIds.length ? await db.select({ actorId: videos.actorId }).from(videos).where(inArray(videos.id, videoIds)) : []),
    ...(albumIds.length ? await db.select({ actorId: albums.actorId }).from(albums).where(inArray(albums.id, albumIds)) : []),
  ];
  const counts = new Map<number, number>();
  for (const { actorId } of owners) counts.set(actorId, (counts.get(actorId) ?? 0) + 1);
  if (counts.size === 0) return [];
  const rows = await db.select({ id: actors.id, name: actors.name, slug: actors.slug, imageSeed: actors.imageSeed, online: actors.isOnline }).from(actors).where(inArray(actors.id, [...counts.keys()])).orderBy(asc(actors.id));
  return rows
    .map((row) => ({ id: row.id, name: row.name, slug: row.slug, avatar: imageUrl('avatar', row.imageSeed, 'w320').url, online: row.online, offers: counts.get(row.id) ?? 0 }))
    .sort((a, b) => b.offers - a.offers || a.id - b.id)
    .slice(0, limit);
}
