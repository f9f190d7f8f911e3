import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { guestInfoBatchResponseSchema } from '@/lib/contracts/guest-info-batch';
import { albums } from '@/lib/server/db/schema/catalog';
import { purchases } from '@/lib/server/db/schema/purchases';
import { subscriptions } from '@/lib/server/db/schema/subscriptions';
import type { AppRuntime } from '@/lib/server/runtime';
import { rateSubject } from '@/lib/server/social/rate-subject';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';
import { buy, fund, paidAlbum, plainVideo, type SeedItem, seedAlbums, seedVideos, vipVideo } from './purchase-calls';
import { post } from './wallet-calls';

let rt: AppRuntime;
let paidVideos: SeedItem[];
let vip: SeedItem;
let paidAlbums: SeedItem[];
let vipAlbum: SeedItem;

beforeAll(async () => {
  rt = await startTestRuntime();
  paidVideos = await seedVideos(rt, plainVideo, 3);
  [vip] = (await seedVideos(rt, vipVideo)) as [SeedItem];
  paidAlbums = await seedAlbums(rt, paidAlbum, 2);
  [vipAlbum] = (await seedAlbums(rt, and(eq(albums.isVipContent, true), eq(albums.isFree, false)))) as [SeedItem];
});
afterAll(() => stopTestRuntime(rt));

const NONE = { bought: false, gifted: false, flatrate: false, liked: false };
const guestInfos = (token: string | null, body: unknown) => post('guestInfos', token, body, 'gallery');

async function infos(token: string, body: { videoIds?: number[]; albumIds?: number[] }) {
  const response = await guestInfos(token, body);
  expect(response.status).toBe(200);
  return guestInfoBatchResponseSchema.parse(await response.json()).data;
}

/** A guest with money who bought the first paid video and album. */
async function buyer() {
  const guest = await freshGuest(rt);
  await fund(rt, guest.guestId, 10_000);
  const [video, album] = [paidVideos[0] as SeedItem, paidAlbums[0] as SeedItem];
  expect((await buy(guest.token, video.id)).status).toBe(200);
  expect((await buy(guest.token, album.id)).status).toBe(200);
  return { ...guest, video, album };
}

describe('POST gallery/guestInfos: "guestInfo (bought, gifted, flatrate, liked) on every video and album the guest sees"', () => {
  it('§3 bought: a bought video and a bought album say bought; the others on the page say nothing', async () => {
    const { token, video, album } = await buyer();
    const other = paidVideos[1] as SeedItem;
    const data = await infos(token, { videoIds: [video.id, other.id], albumIds: [album.id, (paidAlbums[1] as SeedItem).id] });
    expect(data.videos).toEqual({ [video.id]: { ...NONE, bought: true }, [other.id]: NONE });
    expect(data.albums).toEqual({ [album.id]: { ...NONE, bought: true }, [(paidAlbums[1] as SeedItem).id]: NONE });
  });

  it('§3 gifted: an item given as a present says gifted, not bought', async () => {
    const { guestId, token } = await freshGuest(rt);
    const gift = paidVideos[2] as SeedItem;
    await rt.db.insert(purchases).values({ guestId, itemType: 'video', itemId: gift.id, source: 'gift', price: 0 });
    expect((await infos(token, { videoIds: [gift.id] })).videos[gift.id]).toEqual({ ...NONE, gifted: true });
  });

  it('§6 VIP flatrate: VIP videos and VIP albums are included for a VIP guest, other items are not', async () => {
    const { guestId, token } = await freshGuest(rt);
    const body = { videoIds: [vip.id, (paidVideos[0] as SeedItem).id], albumIds: [vipAlbum.id, (paidAlbums[0] as SeedItem).id] };
    const before = await infos(token, body);
    expect(before.videos[vip.id]?.flatrate).toBe(false);
    expect(before.albums[vipAlbum.id]?.flatrate).toBe(false);
    await rt.db.insert(subscriptions).values({
      guestId,
      kind: 'vip',
      flow: 'vipabo',
      status: 'active',
      renewalPrice: 999,
      periodDays: 30,
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
      startKey: `vip-batch-${guestId}`,
    });
    const after = await infos(token, body);
    expect(after.videos).toEqual({ [vip.id]: { ...NONE, flatrate: true }, [(paidVideos[0] as SeedItem).id]: NONE });
    expect(after.albums).toEqual({ [vipAlbum.id]: { ...NONE, flatrate: true }, [(paidAlbums[0] as SeedItem).id]: NONE });
  });

  it('§9 liked: the guest\'s like (rating 5) shows, a dislike does not', async () => {
    const { guestId, token } = await freshGuest(rt);
    const [liked, disliked] = [paidVideos[1] as SeedItem, paidVideos[2] as SeedItem];
    await rateSubject(rt.db, { guestId, subject: 'video', id: liked.id, value: 5, viewerCountry: null });
    await rateSubject(rt.db, { guestId, subject: 'video', id: disliked.id, value: 1, viewerCountry: null });
    await rateSubject(rt.db, { guestId, subject: 'album', id: vipAlbum.id, value: 5, viewerCountry: null });
    const data = await infos(token, { videoIds: [liked.id, disliked.id], albumIds: [vipAlbum.id] });
    expect(data.videos).toEqual({ [liked.id]: { ...NONE, liked: true }, [disliked.id]: NONE });
    expect(data.albums).toEqual({ [vipAlbum.id]: { ...NONE, liked: true } });
  });

  it('authorization: another guest sees nothing of the first guest\'s purchases and likes', async () => {
    const first = await buyer();
    await rateSubject(rt.db, { guestId: first.guestId, subject: 'album', id: first.album.id, value: 5, viewerCountry: null });
    const stranger = await freshGuest(rt);
    const data = await infos(stranger.token, { videoIds: [first.video.id], albumIds: [first.album.id] });
    expect(data).toEqual({ videos: { [first.video.id]: NONE }, albums: { [first.album.id]: NONE } });
  });

  it('a visitor (no or a bad token) gets 401 and no answer', async () => {
    await expectError(await guestInfos(null, { videoIds: [vip.id] }), 401, 'UNAUTHORIZED');
    await expectError(await guestInfos('not-a-token', { videoIds: [vip.id] }), 401, 'UNAUTHORIZED');
  });

  it('bad input is refused with a clear 422: more than 200 ids of a kind, ids that are not positive integers', async () => {
    const { token } = await freshGuest(rt);
    const tooMany = Array.from({ length: 201 }, (_, index) => 100_000 + index);
    await expectError(await guestInfos(token, { videoIds: tooMany }), 422, 'VALIDATION_FAILED');
    await expectError(await guestInfos(token, { albumIds: tooMany }), 422, 'VALIDATION_FAILED');
    await expectError(await guestInfos(token, { videoIds: [-1] }), 422, 'VALIDATION_FAILED');
    await expectError(await guestInfos(token, { videoIds: '100001' }), 422, 'VALIDATION_FAILED');
    await expectError(await guestInfos(token, { albumIds: [1.5] }), 422, 'VALIDATION_FAILED');
    // Exactly 200 (with repeats) is fine.
    expect((await guestInfos(token, { videoIds: [...tooMany.slice(0, 199), vip.id] })).status).toBe(200);
  });

  it('unknown ids are simply absent; a video id is no album and the reverse; nothing asked, nothing answered', async () => {
    const { token } = await freshGuest(rt);
    const data = await infos(token, { videoIds: [vip.id, 1, 2_000_000_000, vipAlbum.id], albumIds: [vipAlbum.id, 7, vip.id] });
    expect(Object.keys(data.videos)).toEqual([String(vip.id)]);
    expect(Object.keys(data.albums)).toEqual([String(vipAlbum.id)]);
    expect(await infos(token, {})).toEqual({ videos: {}, albums: {} });
  });

  it('the number of queries does not grow with the number of ids (IN lists, not one query per tile)', async () => {
    const { token } = await buyer();
    const client = (rt.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const countQueries = async (body: { videoIds: number[]; albumIds: number[] }) => {
      const spy = vi.spyOn(client, 'query');
      try {
        await infos(token, body);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    const few = await countQueries({ videoIds: [vip.id], albumIds: [vipAlbum.id] });
    const many = await countQueries({
      videoIds: [...paidVideos.map((v) => v.id), vip.id, ...Array.from({ length: 190 }, (_, i) => 900_000 + i)],
      albumIds: [...paidAlbums.map((a) => a.id), vipAlbum.id, ...Array.from({ length: 190 }, (_, i) => 9_000_000 + i)],
    });
    expect(few).toBeGreaterThan(0);
    expect(many).toBe(few);
  });
});
