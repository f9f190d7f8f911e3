import 'server-only';
import { and, asc, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { AlbumPage, GalleryOrder } from '@/lib/contracts/album';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { albums } from '@/lib/server/db/schema/catalog';
import { notBannedFor } from '../model-row';
import { releasedGallery, selectAlbumRows, toAlbumTile } from './album-row';

export type ListGalleriesInput = {
  first: number;
  offset: number;
  order: GalleryOrder;
  /** One performer's albums; absent: every performer's. */
  actorId?: number;
  /** An album to leave out (the one a page already shows). */
  excludeId?: number;
  /** §6: performers banned for this country are left out. */
  viewerCountry?: string | null;
  /** The Berlin day (YYYY-MM-DD) whose daily bonus offer prices the albums; absent: the database's day. */
  day?: string;
};

/** §9 picture sorts; each ends on the id so pages never repeat or skip an album. */
function orderBy(order: GalleryOrder): SQL[] {
  switch (order) {
    case 'newest':
      return [desc(albums.releasedAt), desc(albums.id)];
    case 'topRated':
      return [desc(albums.ratingLikes), desc(albums.id)];
    case 'cheapest':
      return [asc(albums.price), desc(albums.id)];
    case 'mostViewed':
      return [desc(albums.totalViews), desc(albums.id)];
  }
}

/** §7 photo galleries: released albums (never sedcards), ordered and paged, with the total. */
export async function listGalleries(db: DbOrTx, input: ListGalleriesInput): Promise<AlbumPage> {
  const where = and(
    releasedGallery,
    input.actorId === undefined ? undefined : eq(albums.actorId, input.actorId),
    input.excludeId === undefined ? undefined : ne(albums.id, input.excludeId),
    notBannedFor(input.viewerCountry),
  );
  const rows = await selectAlbumRows(db, input.day)
    .where(where)
    .orderBy(...orderBy(input.order))
    .limit(Math.max(0, input.first))
    .offset(Math.max(0, input.offset));
  // Counting apart from the page keeps the page an index scan with LIMIT. A page that is short
  // but not empty (or the first page) ends the list: the total follows without a count.
  const first = Math.max(0, input.first);
  const offset = Math.max(0, input.offset);
  const ended = rows.length < first && (rows.length > 0 || offset === 0);
  const total = ended
    ? offset + rows.length
    : ((await db.select({ n: count() }).from(albums).innerJoin(actors, eq(actors.id, albums.actorId)).where(where))[0]?.n ?? 0);
  return { total, items: rows.map((row) => toAlbumTile(row)) };
}
