import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import { albumDetailSchema, type Picture } from '@/lib/contracts/album';
import { dataEnvelope } from '@/lib/contracts/envelope';
import { getAlbumDetail } from '@/lib/server/catalog/albums/get-album-detail';
import { PREVIEW_PICTURES } from '@/lib/server/catalog/albums/picture-access';
import { guests } from '@/lib/server/db/schema/accounts';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, pictures } from '@/lib/server/db/schema/catalog';
import { purchases } from '@/lib/server/db/schema/purchases';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
/** A paid, released album (not VIP content) with fsk-18 pictures among its later ones and an fsk-18 preview. */
let paid: { id: number; seeds: Map<number, number> };
/** A free, released album with at least one fsk-18 picture. */
let free: { id: number };

const openResponse = dataEnvelope(albumDetailSchema);

async function releasedAlbum(isFree: boolean): Promise<number> {
  const [row] = await rt.db
    .select({ id: albums.id })
    .from(albums)
    .innerJoin(actors, eq(actors.id, albums.actorId))
    .where(
      and(
        eq(albums.type, 'album'),
        eq(albums.isFree, isFree),
        eq(albums.isVipContent, false),
        sql`${albums.releasedAt} <= now()`,
        sql`cardinality(${actors.bannedCountryCodes}) = 0`,
        sql`(select count(*) from ${pictures} where ${pictures.albumId} = ${albums.id}) >= 6`,
      ),
    )
    .orderBy(asc(albums.id))
    .limit(1);
  if (!row) throw new Error(`the seed has no released ${isFree ? 'free' : 'paid'} album`);
  return row.id;
}

/** Sets the age ratings of an album's pictures in order (the rest 16), so every case is present. */
async function rate(albumId: number, ratings: number[]): Promise<Map<number, number>> {
  const rows = await rt.db.select({ id: pictures.id, seed: pictures.imageSeed }).from(pictures).where(eq(pictures.albumId, albumId)).orderBy(asc(pictures.position), asc(pictures.id));
  for (const [index, row] of rows.entries()) {
    await rt.db.update(pictures).set({ ageRating: ratings[index] ?? 16 }).where(eq(pictures.id, row.id));
  }
  return new Map(rows.map((r) => [r.id, r.seed]));
}

beforeAll(async () => {
  rt = await startTestRuntime();
  const paidId = await releasedAlbum(false);
  // Preview 2 (index 1) is fsk 18; so are pictures 5 and 6.
  paid = { id: paidId, seeds: await rate(paidId, [16, 18, 16, 16, 18, 18]) };
  free = { id: await releasedAlbum(true) };
  await rate(free.id, [16, 16, 16, 18]);
});
afterAll(() => stopTestRuntime(rt));

async function open(albumId: number, token?: string, query = '') {
  const request = new Request(`http://localhost/rest/v1/gallery/open/?albumId=${albumId}${query}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return GET(request, { params: Promise.resolve({ area: 'gallery', call: ['open'] }) });
}

async function openPictures(albumId: number, token?: string, query = ''): Promise<Picture[]> {
  const response = await open(albumId, token, query);
  expect(response.status).toBe(200);
  return openResponse.parse(await response.json()).data.pictures;
}

const reasons = (list: Picture[]) => list.map((p) => p.lockReason);

async function guestWith(options: { avs?: boolean; owns?: 'money' | 'gift' } = {}): Promise<string> {
  const { guestId, token } = await freshGuest(rt);
  if (options.avs) await rt.db.update(guests).set({ avsStatus: 'accepted' }).where(eq(guests.id, guestId));
  if (options.owns) await rt.db.insert(purchases).values({ guestId, itemType: 'album', itemId: paid.id, source: options.owns, price: options.owns === 'gift' ? 0 : 199 });
  return token;
}

describe('album pictures by access (previews for everyone, the rest for who may open the album)', () => {
  it(`a paid album shows its first ${PREVIEW_PICTURES} pictures to every visitor; the rest are locked for purchase, without any URL`, async () => {
    const list = await openPictures(paid.id);
    // An fsk-18 preview stays locked for age; fsk-18 pictures beyond the previews say age too (fix that first).
    expect(reasons(list).slice(0, 6)).toEqual([null, 'age', null, 'purchase', 'age', 'age']);
    expect(list.every((p) => p.locked === (p.lockReason !== null) && (p.image === null) === p.locked)).toBe(true);
    expect(list.slice(PREVIEW_PICTURES).every((p) => p.locked)).toBe(true);
    const json = JSON.stringify(list);
    for (const picture of list.filter((p) => p.locked)) expect(json).not.toContain(`/${paid.seeds.get(picture.id)}-`);
  });

  it('the cached page renders the same anonymous view (no guest given)', async () => {
    const detail = await getAlbumDetail(rt.db, { albumId: paid.id });
    expect(detail?.pictures).toEqual(await openPictures(paid.id));
    expect(detail?.lockedCount).toBe(detail?.pictures.filter((p) => p.locked).length);
    expect(detail?.guestInfo).toEqual({ bought: false, isLiked: false, isDisliked: false });
  });

  it('a logged-in guest who has not bought sees the same; with accepted avs the fsk-18 preview opens, the rest stays for purchase', async () => {
    expect(reasons(await openPictures(paid.id, await guestWith()))).toEqual(reasons(await openPictures(paid.id)));
    const verified = await openPictures(paid.id, await guestWith({ avs: true }));
    expect(reasons(verified).slice(0, 6)).toEqual([null, null, null, 'purchase', 'purchase', 'purchase']);
    expect(verified[1]?.image).not.toBeNull();
  });

  it('bought or gifted opens every picture, except fsk 18 without accepted avs (lockReason age) whatever was bought', async () => {
    for (const owns of ['money', 'gift'] as const) {
      const unverified = await openPictures(paid.id, await guestWith({ owns }));
      expect(reasons(unverified).slice(0, 6)).toEqual([null, 'age', null, null, 'age', 'age']);
      expect(unverified.filter((p) => p.lockReason === 'purchase')).toEqual([]);
      const verified = await openPictures(paid.id, await guestWith({ owns, avs: true }));
      expect(verified.every((p) => !p.locked && p.image !== null && p.lockReason === null)).toBe(true);
    }
  });

  it('a free album is open to everyone but for its fsk-18 pictures (age)', async () => {
    expect(reasons(await openPictures(free.id)).slice(0, 5)).toEqual([null, null, null, 'age', null]);
    expect((await openPictures(free.id, await guestWith({ avs: true }))).every((p) => !p.locked)).toBe(true);
  });

  it('§9 fsk and limit: fsk is the highest age rating included, limit the number of pictures (default all)', async () => {
    const all = await openPictures(paid.id);
    expect(await openPictures(paid.id, undefined, '&limit=-1&fsk=none')).toEqual(all);
    const sixteen = await openPictures(paid.id, undefined, '&fsk=16');
    expect(sixteen.map((p) => p.id)).toEqual(all.filter((p) => p.ageRating <= 16).map((p) => p.id));
    // Filtering does not move the previews: the third fsk-16 picture is the album's fourth, locked for purchase.
    expect(reasons(sixteen).slice(0, 3)).toEqual([null, null, 'purchase']);
    expect((await openPictures(paid.id, undefined, '&limit=2')).map((p) => p.id)).toEqual(all.slice(0, 2).map((p) => p.id));
    expect((await openPictures(paid.id, undefined, '&limit=2&fsk=16')).map((p) => p.id)).toEqual(sixteen.slice(0, 2).map((p) => p.id));
    await expectError(await open(paid.id, undefined, '&fsk=17'), 422, 'VALIDATION_FAILED');
    await expectError(await open(paid.id, undefined, '&limit=abc'), 422, 'VALIDATION_FAILED');
  });
});
