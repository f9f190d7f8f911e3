import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import { guests } from '@/lib/server/db/schema/accounts';
import { albums, pictures } from '@/lib/server/db/schema/catalog';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

async function openAlbum(albumId: number, token?: string) {
  const request = new Request(`http://localhost/rest/v1/gallery/open/?albumId=${albumId}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const response = await GET(request, { params: Promise.resolve({ area: 'gallery', call: ['open'] }) });
  expect(response.status).toBe(200);
  return (await response.json()) as { data: { pictures: { id: number; ageRating: number; locked: boolean; image: unknown }[] } };
}

describe('§6 "Age-rated media (fsk 18) are served only to guests with accepted AVS, enforced on the server"', () => {
  it('an fsk-18 picture is locked without URL for visitors and unverified guests, open for an accepted guest; a revoke locks it again', async () => {
    const [target] = await rt.db
      .select({ albumId: pictures.albumId, pictureId: pictures.id })
      .from(pictures)
      .innerJoin(albums, eq(albums.id, pictures.albumId))
      .where(and(eq(pictures.ageRating, 18), eq(albums.type, 'album'), sql`${albums.releasedAt} <= now()`))
      .limit(1);
    if (!target) throw new Error('the small seed has no released fsk-18 picture');
    const find = (album: Awaited<ReturnType<typeof openAlbum>>) => album.data.pictures.find((p) => p.id === target.pictureId);

    expect(find(await openAlbum(target.albumId))).toMatchObject({ ageRating: 18, locked: true, image: null });
    const { guestId, token } = await freshGuest(rt);
    expect(find(await openAlbum(target.albumId, token))).toMatchObject({ locked: true, image: null });

    await rt.db.update(guests).set({ avsStatus: 'accepted' }).where(eq(guests.id, guestId));
    const open = find(await openAlbum(target.albumId, token));
    expect(open?.locked).toBe(false);
    expect(open?.image).not.toBeNull();

    await rt.db.update(guests).set({ avsStatus: 'unknown' }).where(eq(guests.id, guestId));
    expect(find(await openAlbum(target.albumId, token))).toMatchObject({ locked: true, image: null });
  });
});
