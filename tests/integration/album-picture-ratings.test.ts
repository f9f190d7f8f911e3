import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Picture } from '@/lib/contracts/album';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, pictures } from '@/lib/server/db/schema/catalog';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { type AlbumFixture, openAlbum, rateAlbum, seedAlbum } from './album-picture-calls';
import { freshGuest } from './fresh-guest';
import { restGetJson } from './media-calls';
import { post } from './wallet-calls';

let rt: AppRuntime;
let album: AlbumFixture;

beforeAll(async () => {
  rt = await startTestRuntime();
  album = await rateAlbum(rt, (await seedAlbum(rt, { free: false })).id, []);
});
afterAll(() => stopTestRuntime(rt));

/** POST gallery/ratePicture (§9 like 5, dislike 1) as the guest; must be accepted. */
async function ratePicture(token: string, pictureId: number, rating: 5 | 1): Promise<void> {
  const response = await post('ratePicture', token, { pictureId, rating }, 'gallery');
  expect(response.status).toBe(200);
}

const own = (list: Picture[]) => list.map((p) => (p.isLiked ? 'like' : p.isDisliked ? 'dislike' : null));
const at = (index: number) => album.pictures[index]?.id ?? 0;

describe('§3 "a picture has rating fields": the album view carries the guest\'s own rating of each picture', () => {
  it('gallery/open with the token says isLiked / isDisliked per picture, locked ones too; a changed rating shows changed', async () => {
    const { token } = await freshGuest(rt);
    await ratePicture(token, at(0), 5);
    await ratePicture(token, at(4), 1);
    const expected = album.pictures.map((_, index) => (index === 0 ? 'like' : index === 4 ? 'dislike' : null));
    expect(own(await openAlbum(album.id, token))).toEqual(expected);

    await ratePicture(token, at(0), 1);
    expect(own(await openAlbum(album.id, token))[0]).toBe('dislike');
  });

  it('a visitor, another guest and the cached page see no own rating (all false)', async () => {
    const rater = await freshGuest(rt);
    await ratePicture(rater.token, at(1), 5);
    const none = album.pictures.map(() => null);
    expect(own(await openAlbum(album.id))).toEqual(none);
    expect(own(await openAlbum(album.id, (await freshGuest(rt)).token))).toEqual(none);
    expect(own(await openAlbum(album.id, rater.token))[1]).toBe('like');
  });

  it('getsedcards carries the guest\'s own rating of each sedcard photo too', async () => {
    const [photo] = await rt.db
      .select({ id: pictures.id, actorId: albums.actorId })
      .from(pictures)
      .innerJoin(albums, eq(albums.id, pictures.albumId))
      .innerJoin(actors, eq(actors.id, albums.actorId))
      .where(and(eq(albums.type, 'sedcard'), sql`cardinality(${actors.bannedCountryCodes}) = 0`))
      .orderBy(asc(pictures.id))
      .limit(1);
    if (!photo) throw new Error('the seed has sedcards');
    const { token } = await freshGuest(rt);
    await ratePicture(token, photo.id, 5);
    type Sedcards = { data: { photos: Picture[] } };
    const mine = (await restGetJson<Sedcards>(`gallery/getsedcards/${photo.actorId}`, token)).body.data.photos.find((p) => p.id === photo.id);
    expect(mine).toMatchObject({ isLiked: true, isDisliked: false });
    const anonymous = (await restGetJson<Sedcards>(`gallery/getsedcards/${photo.actorId}`)).body.data.photos.find((p) => p.id === photo.id);
    expect(anonymous).toMatchObject({ isLiked: false, isDisliked: false });
  });
});
