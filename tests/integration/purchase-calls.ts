import { and, asc, eq, gt, isNotNull, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import { buyResponseSchema } from '@/lib/contracts/purchase';
import { dealPriceSql } from '@/lib/server/daily-bonus/deal-price';
import { albums, videos } from '@/lib/server/db/schema/catalog';
import { dailyBonusOffers } from '@/lib/server/db/schema/events';
import { purchases } from '@/lib/server/db/schema/purchases';
import type { AppRuntime } from '@/lib/server/runtime';
import { type AccountRef, getBalance, postTransaction } from '@/lib/server/wallet/ledger';
import { post } from './wallet-calls';

/** Shared by purchases*.test.ts: the buy call, money for a guest, items of each kind from the small seed. */

/** POST /rest/v1/album/{id}/buy as JSON with the guest's token. */
export const buy = (token: string | null, id: number) => post(`${id}/buy`, token, {}, 'album');

/** A buy that must succeed: its parsed answer. */
export async function bought(token: string, id: number) {
  const response = await buy(token, id);
  expect(response.status, `buy ${id}`).toBe(200);
  return buyResponseSchema.parse(await response.json());
}

/** GET /rest/v1/gallery/{call}{query} with an optional token. */
export function galleryGet(call: string, query: string, token?: string): Promise<Response> {
  const request = new Request(`http://localhost/rest/v1/gallery/${call}/${query}`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  return GET(request, { params: Promise.resolve({ area: 'gallery', call: [call] }) });
}

let grants = 0;
/** Credits the guest's EUR balance from the promotions account, as a bonus code would. */
export async function fund(rt: AppRuntime, guestId: number, cents: number): Promise<void> {
  grants += 1;
  await rt.db.transaction((tx) =>
    postTransaction(tx, {
      kind: 'bonus-code',
      idempotencyKey: `test-fund:${guestId}:${grants}`,
      postings: [
        { account: { ownerType: 'system', ownerId: 0, name: 'promotions', currency: 'EUR' }, amount: -cents },
        { account: { ownerType: 'guest', ownerId: guestId, currency: 'EUR' }, amount: cents },
      ],
    }),
  );
}

export const earningsOf = (actorId: number): AccountRef => ({ ownerType: 'actor', ownerId: actorId, name: 'earnings', currency: 'EUR' });
export const platformRevenue: AccountRef = { ownerType: 'system', ownerId: 0, name: 'revenue', currency: 'EUR' };
export const balance = (rt: AppRuntime, ref: AccountRef) => getBalance(rt.db, ref);

export type SeedItem = { id: number; actorId: number; title: string; price: number };

const released = (column: typeof videos.releasedAt | typeof albums.releasedAt) => lte(column, sql`now()`);

/** The first `count` released videos matching `where`, by id. */
export async function seedVideos(rt: AppRuntime, where: SQL | undefined, count = 1): Promise<SeedItem[]> {
  const rows = await rt.db
    .select({ id: videos.id, actorId: videos.actorId, title: videos.title, price: videos.price })
    .from(videos)
    .where(and(released(videos.releasedAt), where))
    .orderBy(asc(videos.id))
    .limit(count);
  if (rows.length < count) throw new Error('the small seed lacks such videos');
  return rows;
}

export async function seedAlbums(rt: AppRuntime, where: SQL | undefined, count = 1): Promise<SeedItem[]> {
  const rows = await rt.db
    .select({ id: albums.id, actorId: albums.actorId, title: albums.title, price: albums.price })
    .from(albums)
    .where(and(eq(albums.type, 'album'), released(albums.releasedAt), where))
    .orderBy(asc(albums.id))
    .limit(count);
  if (rows.length < count) throw new Error('the small seed lacks such albums');
  return rows;
}

/** §3 the daily deal price: today's daily bonus offer when it sells the video. */
const dealPrice = dealPriceSql('video');

/** A plain paid video: not free, not VIP, no daily deal. */
export const plainVideo = and(eq(videos.isFree, false), eq(videos.isVip, false), isNull(dealPrice), gt(videos.price, 0));
export const vipVideo = and(eq(videos.isVip, true), eq(videos.isFree, false));
export const freeVideo = eq(videos.isFree, true);
export const dailyDealVideo = and(eq(videos.isFree, false), eq(videos.isVip, false), isNotNull(dealPrice), lt(dealPrice, videos.price));

/** Makes today's daily bonus offer (the seed's own day holds a voucher) sell a plain video at about half its price. */
export async function makeTodaysVideoDeal(rt: AppRuntime): Promise<void> {
  const [video] = await seedVideos(rt, and(plainVideo, gt(videos.price, 299)));
  if (!video) throw new Error('the small seed lacks such videos');
  const price = Math.max(99, Math.round(video.price / 200) * 100 - 1);
  await rt.db
    .update(dailyBonusOffers)
    .set({ kind: 'video', price, stockTotal: null, stockLeft: null, grant: { type: 'item', itemType: 'video', itemId: video.id }, effect: { name: 'dealPrice', value: price, unit: 'cents', code: null } })
    .where(eq(dailyBonusOffers.day, sql`(now() at time zone 'Europe/Berlin')::date`));
}
export const paidAlbum = and(eq(albums.isFree, false), eq(albums.isVipContent, false), gt(albums.price, 0));

/** Makes today's daily bonus offer sell a paid photo album at about half its price; answers the album and the deal price. */
export async function makeTodaysAlbumDeal(rt: AppRuntime): Promise<{ albumId: number; price: number; deal: number }> {
  // The last of a few: the other journeys of a file buy the first paid albums at their price.
  const album = (await seedAlbums(rt, and(paidAlbum, gt(albums.price, 299)), 8)).at(-1);
  if (!album) throw new Error('the small seed lacks such albums');
  const deal = Math.max(99, Math.round(album.price / 200) * 100 - 1);
  await rt.db
    .update(dailyBonusOffers)
    .set({ kind: 'photoAlbum', price: deal, stockTotal: null, stockLeft: null, grant: { type: 'item', itemType: 'album', itemId: album.id }, effect: { name: 'dealPrice', value: deal, unit: 'cents', code: null } })
    .where(eq(dailyBonusOffers.day, sql`(now() at time zone 'Europe/Berlin')::date`));
  return { albumId: album.id, price: album.price, deal };
}
export const freeAlbum = eq(albums.isFree, true);

export async function purchaseRows(rt: AppRuntime, guestId: number) {
  return rt.db.select().from(purchases).where(eq(purchases.guestId, guestId)).orderBy(asc(purchases.id));
}
