import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as graphql } from '@/app/graphql/route';
import { GET, POST } from '@/app/rest/v1/[area]/[...call]/route';
import { albumDetailSchema } from '@/lib/contracts/album';
import { dataEnvelope } from '@/lib/contracts/envelope';
import { insufficientFundsBodySchema } from '@/lib/contracts/purchase';
import { receiptsResponseSchema } from '@/lib/contracts/receipts';
import { videoGuestInfoResponseSchema } from '@/lib/contracts/video-guest-info';
import { guestVouchers } from '@/lib/server/db/schema/bonus';
import { videos } from '@/lib/server/db/schema/catalog';
import { ledgerTransactions } from '@/lib/server/db/schema/ledger';
import { subscriptions } from '@/lib/server/db/schema/subscriptions';
import { type GuestEvent, subscribeToGuestEvents } from '@/lib/server/realtime/guest-events';
import type { AppRuntime } from '@/lib/server/runtime';
import { bannedPerformerWithVideos } from '@/tests/helpers/banned-performer';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';
import { guestTokenFromCountry } from './guest-token';
import {
  balance,
  buy,
  bought,
  earningsOf,
  freeAlbum,
  freeVideo,
  fund,
  galleryGet,
  paidAlbum,
  plainVideo,
  platformRevenue,
  purchaseRows,
  seedAlbums,
  seedVideos,
  vipVideo,
} from './purchase-calls';
import { balanceOf, expectLedgerConsistent, get } from './wallet-calls';

let rt: AppRuntime;
const events: GuestEvent[] = [];
beforeAll(async () => {
  rt = await startTestRuntime();
  subscribeToGuestEvents(rt.pubsub, (event) => void events.push(event));
});
afterAll(async () => {
  await expectLedgerConsistent(rt);
  await stopTestRuntime(rt);
});

const eventsOf = (guestId: number, type: string) => events.filter((e) => e.guestId === guestId && e.message.type === type);
const purchaseCount = async () =>
  Number(((await rt.db.execute(sql`select count(*)::int as n from ledger_transactions where kind = 'purchase'`)) as unknown as { rows: { n: number }[] }).rows[0]?.n);

describe('POST /rest/v1/album/{albumId}/buy (§7 album area, buying)', () => {
  it('buys a video: the balance drops by its price, the purchase is recorded, the receipt names it, guestInfo says bought', async () => {
    const [video] = await seedVideos(rt, plainVideo);
    if (!video) throw new Error('no video');
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 5000);
    const performerBefore = await balance(rt, earningsOf(video.actorId));
    const platformBefore = await balance(rt, platformRevenue);

    const answer = await bought(token, video.id);
    expect(answer).toMatchObject({
      success: true,
      guestBalance: 5000 - video.price,
      itemType: 'video',
      itemId: video.id,
      access: 'bought',
      alreadyOwned: false,
      paid: video.price,
      voucherType: null,
    });
    expect(answer.guestBalanceFormatted).toMatch(/€/);
    expect(await balanceOf(rt, guestId)).toBe(5000 - video.price);

    const rows = await purchaseRows(rt, guestId);
    expect(rows.map(({ itemType, itemId, source, price }) => ({ itemType, itemId, source, price }))).toEqual([
      { itemType: 'video', itemId: video.id, source: 'money', price: video.price },
    ]);
    const [ledgerRow] = await rt.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, rows[0]?.ledgerTransactionId ?? -1));
    expect(ledgerRow).toMatchObject({ kind: 'purchase', idempotencyKey: `purchase:${guestId}:video:${video.id}` });

    // The performer gets half (rounded down), the platform the rest: together exactly the price.
    const performerGot = (await balance(rt, earningsOf(video.actorId))) - performerBefore;
    const platformGot = (await balance(rt, platformRevenue)) - platformBefore;
    expect(performerGot).toBe(Math.floor(video.price / 2));
    expect(performerGot + platformGot).toBe(video.price);

    const receipts = receiptsResponseSchema.parse(await (await get('receipts', token)).json()).data.items;
    expect(receipts[0]).toMatchObject({ kind: 'purchase', detail: video.title, amount: -video.price });

    const info = videoGuestInfoResponseSchema.parse(await (await galleryGet('videoGuestInfo', `?ids=${video.id}`, token)).json()).data;
    expect(info.items[0]).toMatchObject({ id: video.id, bought: true, gifted: false });
    const anonymous = videoGuestInfoResponseSchema.parse(await (await galleryGet('videoGuestInfo', `?ids=${video.id}`)).json()).data;
    expect(anonymous.items[0]?.bought).toBe(false);

    const query = `{ video(id: ${video.id}) { guestInfo { bought gifted flatrate } } }`;
    const ask = async (headers: Record<string, string>) => {
      const response = await graphql(new Request('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) }));
      return ((await response.json()) as { data: { video: { guestInfo: unknown } } }).data.video.guestInfo;
    };
    expect(await ask({ Authorization: `Bearer ${token}` })).toEqual({ bought: true, gifted: false, flatrate: false });
    expect(await ask({})).toEqual({ bought: false, gifted: false, flatrate: false });
    // In a list, every video asks the same batched purchases lookup.
    const [, other] = await seedVideos(rt, plainVideo, 2);
    const list = `{ videos(first: 5, filter: { ids: [${video.id}, ${other?.id}] }) { items { id guestInfo { bought } } } }`;
    const listed = await graphql(new Request('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify({ query: list }) }));
    const items = ((await listed.json()) as { data: { videos: { items: { id: number; guestInfo: { bought: boolean } }[] } } }).data.videos.items;
    expect(Object.fromEntries(items.map((i) => [i.id, i.guestInfo.bought]))).toEqual({ [video.id]: true, [other?.id ?? 0]: false });

    // §7 guestBalance went to the guest's sessions after the commit.
    expect(eventsOf(guestId, 'guestBalance').at(-1)?.message).toMatchObject({ guestBalance: 5000 - video.price });
  });

  it('buying an item twice: success with alreadyOwned, no second charge', async () => {
    const [video] = await seedVideos(rt, plainVideo);
    if (!video) throw new Error('no video');
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 3000);
    await bought(token, video.id);
    const before = await purchaseCount();
    const again = await bought(token, video.id);
    expect(again).toMatchObject({ alreadyOwned: true, access: 'bought', paid: 0, guestBalance: 3000 - video.price });
    expect(await balanceOf(rt, guestId)).toBe(3000 - video.price);
    expect(await purchaseCount()).toBe(before);
    expect(await purchaseRows(rt, guestId)).toHaveLength(1);
  });

  it('not enough money: 409 INSUFFICIENT_FUNDS with {price, balance, missing}, nothing written', async () => {
    const [video] = await seedVideos(rt, plainVideo);
    if (!video) throw new Error('no video');
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, video.price - 1);
    const before = await purchaseCount();
    const response = await buy(token, video.id);
    expect(response.status).toBe(409);
    const body = insufficientFundsBodySchema.parse(await response.json());
    expect(body.error.details).toEqual({ price: video.price, balance: video.price - 1, missing: 1 });
    expect(await balanceOf(rt, guestId)).toBe(video.price - 1);
    expect(await purchaseRows(rt, guestId)).toEqual([]);
    expect(await purchaseCount()).toBe(before);
  });

  it('unknown ids, sedcards and performers banned in the guest\'s country (§6) are 404; free items 409 NOT_FOR_SALE; nothing charged', async () => {
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 5000);
    await expectError(await buy(token, 2_000_000_000), 404, 'NOT_FOUND');
    const [sedcard] = ((await rt.db.execute(sql`select id from albums where type = 'sedcard' limit 1`)) as unknown as { rows: { id: number }[] }).rows;
    await expectError(await buy(token, sedcard?.id ?? 0), 404, 'NOT_FOUND');
    const [free] = await seedVideos(rt, freeVideo);
    const [freeGallery] = await seedAlbums(rt, freeAlbum);
    await expectError(await buy(token, free?.id ?? 0), 409, 'NOT_FOR_SALE');
    await expectError(await buy(token, freeGallery?.id ?? 0), 409, 'NOT_FOR_SALE');
    await expectError(await buy(token, 0), 422, 'VALIDATION_FAILED');

    const banned = await bannedPerformerWithVideos(rt.db);
    const [bannedVideo] = await seedVideos(rt, and(eq(videos.actorId, banned.id), eq(videos.isFree, false)));
    const fromThere = await guestTokenFromCountry(rt, banned.country);
    await expectError(await buy(fromThere, bannedVideo?.id ?? 0), 404, 'NOT_FOUND');

    expect(await balanceOf(rt, guestId)).toBe(5000);
    expect(await purchaseRows(rt, guestId)).toEqual([]);
  });

  it('needs a logged-in guest and a JSON request', async () => {
    const [video] = await seedVideos(rt, plainVideo);
    await expectError(await buy(null, video?.id ?? 0), 401, 'UNAUTHORIZED');
    const { token } = await freshGuest(rt);
    const form = new Request(`http://localhost/rest/v1/album/${video?.id}/buy/`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', Authorization: `Bearer ${token}` },
      body: '{}',
    });
    await expectError(await POST(form, { params: Promise.resolve({ area: 'album', call: [String(video?.id), 'buy'] }) }), 400, 'BAD_REQUEST');
    const read = new Request(`http://localhost/rest/v1/album/${video?.id}/buy/`, { headers: { Authorization: `Bearer ${token}` } });
    await expectError(await GET(read, { params: Promise.resolve({ area: 'album', call: [String(video?.id), 'buy'] }) }), 405, 'METHOD_NOT_ALLOWED');
  });

  it('§6 a VIP video for a VIP guest is included (flatrate): nothing charged, nothing recorded', async () => {
    const [video] = await seedVideos(rt, vipVideo);
    const [plain] = await seedVideos(rt, plainVideo);
    if (!video || !plain) throw new Error('no video');
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 5000);
    await rt.db.insert(subscriptions).values({
      guestId,
      kind: 'vip',
      flow: 'vipabo',
      status: 'active',
      renewalPrice: 999,
      periodDays: 30,
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
      startKey: `vip-${guestId}`,
    });
    expect(await bought(token, video.id)).toMatchObject({ access: 'flatrate', alreadyOwned: true, paid: 0, guestBalance: 5000 });
    expect(await purchaseRows(rt, guestId)).toEqual([]);
    // VIP does not include the other videos.
    expect(await bought(token, plain.id)).toMatchObject({ access: 'bought', paid: plain.price });

    // A guest without VIP pays for the VIP video.
    const other = await freshGuest(rt);
    await fund(rt, other.guestId, 5000);
    expect(await bought(other.token, video.id)).toMatchObject({ access: 'bought', paid: video.price });
  });

  it('§3 a video voucher (type 1) is spent before money: the oldest valid one that fits the performer', async () => {
    const [video, second] = await seedVideos(rt, plainVideo, 2);
    if (!video || !second) throw new Error('no videos');
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 5000);
    const day = 86_400_000;
    const now = Date.now();
    const [expired, otherActor, photo, older, newer] = await rt.db
      .insert(guestVouchers)
      .values([
        { guestId, type: 1, amount: 1, validFrom: new Date(now - 9 * day), validTo: new Date(now - day), source: 'test' },
        { guestId, type: 1, amount: 1, actorId: -1, validFrom: new Date(now - 8 * day), source: 'test' },
        { guestId, type: 4, amount: 1, validFrom: new Date(now - 7 * day), source: 'test' },
        { guestId, type: 1, amount: 1, actorId: video.actorId, validFrom: new Date(now - 6 * day), source: 'test' },
        { guestId, type: 1, amount: 1, validFrom: new Date(now - 5 * day), source: 'test' },
      ])
      .returning({ id: guestVouchers.id });

    const answer = await bought(token, video.id);
    expect(answer).toMatchObject({ access: 'bought', alreadyOwned: false, paid: 0, voucherType: 1, guestBalance: 5000 });
    expect(await balanceOf(rt, guestId)).toBe(5000);
    const amounts = async () =>
      Object.fromEntries((await rt.db.select({ id: guestVouchers.id, amount: guestVouchers.amount }).from(guestVouchers).where(eq(guestVouchers.guestId, guestId))).map((v) => [v.id, v.amount]));
    expect(await amounts()).toEqual({ [expired!.id]: 1, [otherActor!.id]: 1, [photo!.id]: 1, [older!.id]: 0, [newer!.id]: 1 });
    expect((await purchaseRows(rt, guestId))[0]).toMatchObject({ source: 'voucher', price: 0, voucherType: 1, ledgerTransactionId: null });
    // §7 guestVouchers: the photo voucher and the last usable video voucher remain (the performer-scoped one of -1 too).
    const published = eventsOf(guestId, 'guestVouchers').at(-1)?.message as { vouchers: { type: number; amount: number; actorId: number | null }[] } | undefined;
    expect(published?.vouchers).toEqual([
      { type: 1, amount: 1, actorId: null },
      { type: 1, amount: 1, actorId: -1 },
      { type: 4, amount: 1, actorId: null },
    ]);

    // The next video takes the newer voucher; after that money again.
    expect(await bought(token, second.id)).toMatchObject({ paid: 0, voucherType: 1 });
    const [, , third] = await seedVideos(rt, plainVideo, 3);
    if (!third) throw new Error('no videos');
    expect(await bought(token, third.id)).toMatchObject({ paid: third.price, voucherType: null });
  });

  it('§3 a photo-album voucher (type 4) pays for an album; albums show bought in gallery/open for the buyer only', async () => {
    const [album] = await seedAlbums(rt, paidAlbum);
    if (!album) throw new Error('no album');
    const { guestId, token } = await freshGuest(rt);
    await rt.db.insert(guestVouchers).values({ guestId, type: 4, amount: 2, source: 'test', validFrom: new Date(Date.now() - 1000) });
    const detail = async (authorization?: string) =>
      dataEnvelope(albumDetailSchema).parse(await (await galleryGet('open', `?albumId=${album.id}`, authorization)).json()).data.guestInfo.bought;
    expect(await detail(token)).toBe(false);

    expect(await bought(token, album.id)).toMatchObject({ itemType: 'album', itemId: album.id, paid: 0, voucherType: 4, guestBalance: 0 });
    const [left] = await rt.db.select({ amount: guestVouchers.amount }).from(guestVouchers).where(eq(guestVouchers.guestId, guestId));
    expect(left?.amount).toBe(1);
    expect(await detail(token)).toBe(true);
    expect(await detail()).toBe(false);
    expect(await detail((await freshGuest(rt)).token)).toBe(false);
  });

  it('buys a photo album with money; the ledger stays balanced', async () => {
    const [album] = await seedAlbums(rt, paidAlbum);
    if (!album) throw new Error('no album');
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, album.price);
    expect(await bought(token, album.id)).toMatchObject({ itemType: 'album', paid: album.price, guestBalance: 0, guestBalanceFormatted: '0 €' });
    await expectLedgerConsistent(rt);
  });
});
