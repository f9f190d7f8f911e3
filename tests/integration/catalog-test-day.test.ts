import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as graphql } from '@/app/graphql/route';
import { albumDetailSchema } from '@/lib/contracts/album';
import { getAlbumDetail } from '@/lib/server/catalog/albums/get-album-detail';
import { getVideoDetail, getVideoForEveryone, videoDetailFor } from '@/lib/server/catalog/videos/get-video';
import { offerOfKind } from '@/lib/server/daily-bonus/offer-plan';
import { albums, videos } from '@/lib/server/db/schema/catalog';
import { contestMedia, contests } from '@/lib/server/db/schema/contests';
import { dailyBonusOffers } from '@/lib/server/db/schema/events';
import type { AppRuntime } from '@/lib/server/runtime';
import { parseCalendarDay } from '@/lib/server/time/test-day';
import { berlinDaySpan } from '@/lib/server/tv/berlin-days';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { dayFromNow } from './daily-bonus-fixtures';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
}, 120_000);
afterAll(() => stopTestRuntime(rt));

/** Noon (Berlin) of a day as the offers table stores it: the effective now of a test day. */
const noonOf = (day: string) => new Date(berlinDaySpan(parseCalendarDay(day)!).start.getTime() + 12 * 3_600_000);

/** Makes `day`'s offer the daily deal of this item, at `price` cents. */
async function dealOn(day: string, item: { kind: 'video' | 'photoAlbum'; id: number; price: number }, price: number) {
  const planned = offerOfKind(item.kind, item.kind === 'video' ? { video: item, album: null } : { video: null, album: item });
  const values = { kind: planned.kind, price, stockTotal: null, stockLeft: null, conditions: planned.conditions, effect: planned.effect, grant: planned.grant, wallpaperSeed: null };
  await rt.db.insert(dailyBonusOffers).values({ day, ...values }).onConflictDoUpdate({ target: dailyBonusOffers.day, set: values });
}

describe('§3 the daily deal price comes from the offer of the request’s (test) day', () => {
  it('a video: priced by the test day’s offer, not by the real day’s (detail and the page’s shared read)', async () => {
    const [video] = await rt.db.select({ id: videos.id, price: videos.price, currency: videos.currency }).from(videos).where(and(eq(videos.isFree, false), sql`${videos.releasedAt} <= now()`)).orderBy(asc(videos.id)).limit(1);
    const testDay = dayFromNow(300);
    await dealOn(testDay, { kind: 'video', id: video!.id, price: video!.price }, 123);
    const onTestDay = await getVideoDetail(rt.db, { videoId: video!.id, language: 'en', now: noonOf(testDay) });
    expect(onTestDay?.dailyBonusPrice).toEqual({ value: 123, currency: video!.currency });
    const shared = await getVideoForEveryone(rt.db, video!.id, noonOf(testDay));
    expect(videoDetailFor(shared, 'en', null)?.dailyBonusPrice?.value).toBe(123);
    // The real day has another offer (or none for this video): no deal price.
    const today = await getVideoDetail(rt.db, { videoId: video!.id, language: 'en' });
    expect(today?.dailyBonusPrice?.value ?? null).not.toBe(123);
  });

  it('an album carries the same field from its day’s offer; other days have none', async () => {
    const [album] = await rt.db
      .select({ id: albums.id, price: albums.price, currency: albums.currency })
      .from(albums)
      .where(and(eq(albums.type, 'album'), eq(albums.isFree, false), sql`${albums.releasedAt} <= now()`))
      .orderBy(asc(albums.id))
      .limit(1);
    const testDay = dayFromNow(301);
    await dealOn(testDay, { kind: 'photoAlbum', id: album!.id, price: album!.price }, 199);
    const onTestDay = await getAlbumDetail(rt.db, { albumId: album!.id, now: noonOf(testDay) });
    expect(albumDetailSchema.parse(onTestDay).dailyBonusPrice).toEqual({ value: 199, currency: album!.currency });
    const dayAfter = await getAlbumDetail(rt.db, { albumId: album!.id, now: noonOf(dayFromNow(302)) });
    expect(dayAfter?.dailyBonusPrice).toBeNull();

    // GraphQL galleries price the tiles on the request's §7 date too.
    const priceInList = async (date: string) => {
      const query = '{ galleries(first: 100, order: cheapest) { items { id dailyBonusPrice { value } } } }';
      const response = await graphql(new Request(`http://localhost/graphql?date=${date}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) }));
      const body = (await response.json()) as { data: { galleries: { items: { id: number; dailyBonusPrice: { value: number } | null }[] } } };
      return body.data.galleries.items.find((item) => item.id === album!.id)?.dailyBonusPrice ?? null;
    };
    expect(await priceInList(testDay)).toEqual({ value: 199 });
    expect(await priceInList(dayFromNow(302))).toBeNull();
  });
});

describe('§3 contestInfo of the video page on a test day', () => {
  it('a contest running on the test day places the video; on the real day it has not started', async () => {
    const [video] = await rt.db
      .select({ id: videos.id, actorId: videos.actorId })
      .from(videos)
      .where(sql`${videos.releasedAt} <= now() and not exists (select 1 from ${contestMedia} where ${contestMedia.videoId} = ${videos.id})`)
      .orderBy(asc(videos.id))
      .limit(1);
    const testDay = dayFromNow(200);
    const titles = { titleDe: 'Wettbewerb', titleEn: 'Contest', titleEs: 'Concurso', titleNl: 'Wedstrijd' };
    const descriptions = { descriptionDe: 'd', descriptionEn: 'e', descriptionEs: 's', descriptionNl: 'n' };
    const window = { startsAt: new Date(noonOf(testDay).getTime() - 86_400_000), endsAt: new Date(noonOf(testDay).getTime() + 86_400_000) };
    const [contest] = await rt.db.insert(contests).values({ kind: 'video', ...titles, ...descriptions, ...window }).returning({ id: contests.id });
    await rt.db.insert(contestMedia).values({ contestId: contest!.id, actorId: video!.actorId, videoId: video!.id, mediaIndex: 1 });

    const onTestDay = videoDetailFor(await getVideoForEveryone(rt.db, video!.id, noonOf(testDay)), 'en', null);
    expect(onTestDay?.contestInfo).toEqual({ contestId: contest!.id, title: 'Contest', state: 'active', place: 1 });
    const today = videoDetailFor(await getVideoForEveryone(rt.db, video!.id), 'en', null);
    expect(today?.contestInfo).toBeNull();
  });
});
