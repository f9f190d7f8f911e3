import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { RatingSubject } from '@/lib/contracts/social';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, pictures, videos } from '@/lib/server/db/schema/catalog';
import { notBannedFor } from '@/lib/server/catalog/model-row';

/** The row whose like/dislike counters a rating moves; sedcards count on the performer's oldest set. */
export type CounterRow = { table: 'albums' | 'pictures' | 'videos'; id: number };

const released = (column: typeof albums.releasedAt | typeof videos.releasedAt) => sql`${column} <= now()`;

/**
 * Finds and locks (FOR UPDATE) the counter row of a subject the viewer may see: a released
 * gallery, a picture of a released album or sedcard, a released video, or a performer's sedcards
 * (§6: a performer banned for the viewer's country looks missing). The lock serializes the ratings
 * of one subject, so reading the guest's old rating and moving the counters cannot race. Null when
 * there is nothing to rate.
 */
export async function lockCounterRow(tx: DbOrTx, subject: RatingSubject, id: number, viewerCountry: string | null): Promise<CounterRow | null> {
  switch (subject) {
    case 'album': {
      const [row] = await tx
        .select({ id: albums.id })
        .from(albums)
        .innerJoin(actors, eq(actors.id, albums.actorId))
        .where(and(eq(albums.id, id), eq(albums.type, 'album'), released(albums.releasedAt), notBannedFor(viewerCountry)))
        .for('update', { of: albums });
      return row ? { table: 'albums', id: row.id } : null;
    }
    case 'picture': {
      const [row] = await tx
        .select({ id: pictures.id })
        .from(pictures)
        .innerJoin(albums, eq(albums.id, pictures.albumId))
        .innerJoin(actors, eq(actors.id, albums.actorId))
        .where(and(eq(pictures.id, id), released(albums.releasedAt), notBannedFor(viewerCountry)))
        .for('update', { of: pictures });
      return row ? { table: 'pictures', id: row.id } : null;
    }
    case 'video': {
      const [row] = await tx
        .select({ id: videos.id })
        .from(videos)
        .innerJoin(actors, eq(actors.id, videos.actorId))
        .where(and(eq(videos.id, id), released(videos.releasedAt), notBannedFor(viewerCountry)))
        .for('update', { of: videos });
      return row ? { table: 'videos', id: row.id } : null;
    }
    case 'sedcards': {
      const [row] = await tx
        .select({ id: albums.id })
        .from(albums)
        .innerJoin(actors, eq(actors.id, albums.actorId))
        .where(and(eq(albums.actorId, id), eq(albums.type, 'sedcard'), notBannedFor(viewerCountry)))
        .orderBy(asc(albums.releasedAt), asc(albums.id))
        .limit(1)
        .for('update', { of: albums });
      return row ? { table: 'albums', id: row.id } : null;
    }
  }
}

export type Counts = { likes: number; dislikes: number };

/** Moves a counter row by the change of one guest's rating and answers its new counts. */
export async function moveCounters(tx: DbOrTx, row: CounterRow, likes: number, dislikes: number): Promise<Counts> {
  const table = { albums, pictures, videos }[row.table];
  const [counts] = await tx
    .update(table)
    .set({ ratingLikes: sql`${table.ratingLikes} + ${likes}`, ratingDislikes: sql`${table.ratingDislikes} + ${dislikes}` })
    .where(eq(table.id, row.id))
    .returning({ likes: table.ratingLikes, dislikes: table.ratingDislikes });
  if (!counts) throw new Error(`the locked ${row.table} row ${row.id} is gone`);
  return counts;
}

/** §3 sedcards rating: the sum over the performer's profile sets (as getsedcards reports it). */
export async function sedcardCounts(db: DbOrTx, actorId: number): Promise<Counts> {
  const [sum] = await db
    .select({
      likes: sql<number>`coalesce(sum(${albums.ratingLikes}), 0)`.mapWith(Number),
      dislikes: sql<number>`coalesce(sum(${albums.ratingDislikes}), 0)`.mapWith(Number),
    })
    .from(albums)
    .where(and(eq(albums.actorId, actorId), eq(albums.type, 'sedcard')));
  return { likes: sum?.likes ?? 0, dislikes: sum?.dislikes ?? 0 };
}
