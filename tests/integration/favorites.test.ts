import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import { type FavoriteSubject, favoriteActorsResponseSchema, favoriteIdsResponseSchema } from '@/lib/contracts/favorites';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, pictures } from '@/lib/server/db/schema/catalog';
import { guestFavorites } from '@/lib/server/db/schema/favorites';
import { isAppError } from '@/lib/server/errors';
import { favoriteIds } from '@/lib/server/favorites/favorite-ids';
import { pinFavorite } from '@/lib/server/favorites/pin-favorite';
import { unpinFavorite } from '@/lib/server/favorites/unpin-favorite';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
let actorList: { id: number; name: string; isOnline: boolean }[];
let albumId: number;
let sedcardAlbumId: number;
let pictureId: number;

beforeAll(async () => {
  rt = await startTestRuntime();
  actorList = await rt.db.select({ id: actors.id, name: actors.name, isOnline: actors.isOnline }).from(actors).orderBy(asc(actors.id));
  const [album] = await rt.db.select({ id: albums.id }).from(albums).where(eq(albums.type, 'album')).limit(1);
  const [sedcard] = await rt.db.select({ id: albums.id }).from(albums).where(eq(albums.type, 'sedcard')).limit(1);
  const [picture] = await rt.db.select({ id: pictures.id }).from(pictures).limit(1);
  if (!album || !sedcard || !picture || actorList.length < 15) throw new Error('the seed lacks actors, albums or pictures');
  albumId = album.id;
  sedcardAlbumId = sedcard.id;
  pictureId = picture.id;
});
afterAll(() => stopTestRuntime(rt));

const actorAt = (index: number) => actorList[index]!;

function getGuest(call: string, query = '', token?: string): Promise<Response> {
  const request = new Request(`http://localhost/rest/v1/guest/${call}${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return GET(request, { params: Promise.resolve({ area: 'guest', call: call.split('/') }) });
}

async function listActors(token: string, query = '') {
  const response = await getGuest('favorite/actors', query, token);
  expect(response.status).toBe(200);
  return favoriteActorsResponseSchema.parse(await response.json()).data;
}

async function ids(token: string, subject: FavoriteSubject) {
  const response = await getGuest('favorite/ids', `?subject=${subject}`, token);
  expect(response.status).toBe(200);
  return favoriteIdsResponseSchema.parse(await response.json()).data.ids;
}

async function rowsOf(guestId: number) {
  return rt.db.select().from(guestFavorites).where(eq(guestFavorites.guestId, guestId));
}

async function pinnedCount(actorId: number) {
  const [row] = await rt.db.select({ n: actors.pinnedCount }).from(actors).where(eq(actors.id, actorId));
  return row!.n;
}

async function notFound(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isAppError(error) && error.code).toBe('NOT_FOUND');
}

describe('favourites service (§7 favorite pin and unpin)', () => {
  it('pinning twice keeps one row and counts the actor pin once; unpinning twice is fine', async () => {
    const { guestId } = await freshGuest(rt);
    const actor = actorAt(0);
    const before = await pinnedCount(actor.id);
    await pinFavorite(rt.db, guestId, 'actor', actor.id);
    await pinFavorite(rt.db, guestId, 'actor', actor.id);
    expect(await rowsOf(guestId)).toHaveLength(1);
    expect(await pinnedCount(actor.id)).toBe(before + 1);

    await unpinFavorite(rt.db, guestId, 'actor', actor.id);
    await unpinFavorite(rt.db, guestId, 'actor', actor.id);
    expect(await rowsOf(guestId)).toHaveLength(0);
    expect(await pinnedCount(actor.id)).toBe(before);
  });

  it('pins albums, pictures and sedcards (by actor id) as separate subjects', async () => {
    const { guestId } = await freshGuest(rt);
    const actor = actorAt(1);
    await pinFavorite(rt.db, guestId, 'album', albumId);
    await pinFavorite(rt.db, guestId, 'picture', pictureId);
    await pinFavorite(rt.db, guestId, 'sedcards', actor.id);
    expect(await favoriteIds(rt.db, guestId, 'album')).toEqual([albumId]);
    expect(await favoriteIds(rt.db, guestId, 'picture')).toEqual([pictureId]);
    expect(await favoriteIds(rt.db, guestId, 'sedcards')).toEqual([actor.id]);
    // A sedcards pin is not an actor pin.
    expect(await favoriteIds(rt.db, guestId, 'actor')).toEqual([]);
  });

  it('a missing actor, album, picture or sedcards target is NOT_FOUND and writes nothing', async () => {
    const { guestId } = await freshGuest(rt);
    await notFound(pinFavorite(rt.db, guestId, 'actor', 999_999));
    await notFound(pinFavorite(rt.db, guestId, 'sedcards', 999_999));
    await notFound(pinFavorite(rt.db, guestId, 'album', 999_999));
    await notFound(pinFavorite(rt.db, guestId, 'picture', 999_999));
    // Sedcard sets are pinned through their actor, never as an album.
    await notFound(pinFavorite(rt.db, guestId, 'album', sedcardAlbumId));
    // An album id is not a picture id.
    await notFound(pinFavorite(rt.db, guestId, 'picture', albumId));
    expect(await rowsOf(guestId)).toEqual([]);
  });
});

describe('GET /rest/v1/guest/favorite/actors and favorite/ids (§7 guest area)', () => {
  it('answer 401 without an access token, and for a bad one', async () => {
    await expectError(await getGuest('favorite/actors'), 401, 'UNAUTHORIZED');
    await expectError(await getGuest('favorite/ids', '?subject=actor'), 401, 'UNAUTHORIZED');
    await expectError(await getGuest('favorite/actors', '', 'not.a.jwt'), 401, 'UNAUTHORIZED');
  });

  it('lists the pinned actors newest first with id, name and isOnline, and the total', async () => {
    const { guestId, token } = await freshGuest(rt);
    const pinned = [actorAt(2), actorAt(3), actorAt(4)];
    for (const actor of pinned) await pinFavorite(rt.db, guestId, 'actor', actor.id);
    // Pins made within one millisecond tie on created_at: give each its own day.
    for (const [k, actor] of pinned.entries()) {
      await rt.db
        .update(guestFavorites)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1 + k)) })
        .where(and(eq(guestFavorites.guestId, guestId), eq(guestFavorites.targetId, actor.id)));
    }
    const page = await listActors(token);
    expect(page).toEqual({ total: 3, items: [...pinned].reverse() });
    expect(await ids(token, 'actor')).toEqual([...pinned].reverse().map((a) => a.id));
  });

  it('pages with offset and limit (10 by default, §9 favourite actors per page) and counts all', async () => {
    const { guestId, token } = await freshGuest(rt);
    for (let k = 0; k < 12; k += 1) await pinFavorite(rt.db, guestId, 'actor', actorAt(k).id);
    const first = await listActors(token);
    expect(first.total).toBe(12);
    expect(first.items).toHaveLength(10);
    const rest = await listActors(token, '?offset=10&limit=5');
    expect(rest.total).toBe(12);
    expect(rest.items).toHaveLength(2);
    const all = [...first.items, ...rest.items].map((a) => a.id);
    expect(new Set(all).size).toBe(12);
    expect((await listActors(token, '?limit=50')).items.map((a) => a.id)).toEqual(all);
  });

  it('never shows another guest’s favourites', async () => {
    const owner = await freshGuest(rt);
    const other = await freshGuest(rt);
    await pinFavorite(rt.db, owner.guestId, 'actor', actorAt(5).id);
    await pinFavorite(rt.db, owner.guestId, 'album', albumId);
    expect(await listActors(other.token)).toEqual({ items: [], total: 0 });
    expect(await ids(other.token, 'actor')).toEqual([]);
    expect(await ids(other.token, 'album')).toEqual([]);
    expect(await ids(owner.token, 'album')).toEqual([albumId]);
  });

  it('refuses bad input with 422: limit over 50 or below 1, negative offset, non-numbers, unknown subject', async () => {
    const { token } = await freshGuest(rt);
    for (const query of ['?limit=51', '?limit=0', '?offset=-1', '?limit=ten', '?offset=1.5']) {
      await expectError(await getGuest('favorite/actors', query, token), 422, 'VALIDATION_FAILED');
    }
    for (const query of ['', '?subject=video', '?subject=ACTOR']) {
      await expectError(await getGuest('favorite/ids', query, token), 422, 'VALIDATION_FAILED');
    }
  });
});
