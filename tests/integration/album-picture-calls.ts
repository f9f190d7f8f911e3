import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { GET as pictureGet } from '@/app/media/album-picture/[file]/route';
import { albumDetailSchema, type Picture } from '@/lib/contracts/album';
import { dataEnvelope } from '@/lib/contracts/envelope';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, pictures } from '@/lib/server/db/schema/catalog';
import type { AppRuntime } from '@/lib/server/runtime';
import { type Headers, restGetJson } from './media-calls';
import { buy, fund } from './purchase-calls';

/** The fixtures and calls of album-picture-access.test.ts (the access-checked album picture route). */

export type AlbumFixture = { id: number; pictures: { id: number; seed: number }[] };

/** A released album of the seed: paid or free, not VIP content, at least six pictures, its performer banned nowhere (and not `notActorId`). */
export async function seedAlbum(rt: AppRuntime, where: { free: boolean; notActorId?: number }): Promise<{ id: number; actorId: number }> {
  const [row] = await rt.db
    .select({ id: albums.id, actorId: albums.actorId })
    .from(albums)
    .innerJoin(actors, eq(actors.id, albums.actorId))
    .where(
      and(
        eq(albums.type, 'album'),
        eq(albums.isFree, where.free),
        eq(albums.isVipContent, false),
        sql`${albums.releasedAt} <= now()`,
        sql`cardinality(${actors.bannedCountryCodes}) = 0`,
        where.notActorId === undefined ? undefined : sql`${albums.actorId} <> ${where.notActorId}`,
        sql`(select count(*) from ${pictures} where ${pictures.albumId} = ${albums.id}) >= 6`,
      ),
    )
    .orderBy(asc(albums.id))
    .limit(1);
  if (!row) throw new Error(`the seed has no such album: ${JSON.stringify(where)}`);
  return row;
}

/** Sets an album's picture age ratings in order (the rest 16), so every case is present; answers its pictures in order. */
export async function rateAlbum(rt: AppRuntime, albumId: number, ratings: number[]): Promise<AlbumFixture> {
  const rows = await rt.db.select({ id: pictures.id, seed: pictures.imageSeed }).from(pictures).where(eq(pictures.albumId, albumId)).orderBy(asc(pictures.position), asc(pictures.id));
  for (const [index, row] of rows.entries()) {
    await rt.db.update(pictures).set({ ageRating: ratings[index] ?? 16 }).where(eq(pictures.id, row.id));
  }
  return { id: albumId, pictures: rows };
}

/** Buys the album through the real REST call (album/{id}/buy), with money granted first. */
export async function buyAlbum(rt: AppRuntime, guest: { guestId: number; token: string }, albumId: number): Promise<void> {
  await fund(rt, guest.guestId, 10_000);
  const response = await buy(guest.token, albumId);
  expect(response.status).toBe(200);
}

/** GET /media/album-picture/{file} through the route handler, with the cookie or headers given. */
export async function fetchPicture(path: string, headers: Headers = {}): Promise<Response> {
  const url = new URL(path, 'http://localhost');
  return pictureGet(new Request(url, { headers }), { params: Promise.resolve({ file: url.pathname.split('/').pop() ?? '' }) });
}

const openResponse = dataEnvelope(albumDetailSchema);

/** gallery/open as the token's guest (or a visitor): the album's pictures as the server hands them out. */
export async function openAlbum(albumId: number, token?: string, headers: Headers = {}): Promise<Picture[]> {
  const { status, body } = await restGetJson(`gallery/open?albumId=${albumId}`, token, headers);
  expect(status).toBe(200);
  return openResponse.parse(body).data.pictures;
}
