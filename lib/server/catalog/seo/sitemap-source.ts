import 'server-only';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { IdSpan } from '@/lib/seo/sitemap-plan';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, categories, videos } from '@/lib/server/db/schema/catalog';

/**
 * What the sitemap lists, read from the database at request time. Country bans (§6) are per
 * viewer, and a crawler is nobody's viewer: banned performers are listed like everyone else.
 * Only released videos and albums (scheduled ones are 404 pages until then); sedcards are
 * profile pictures, not album pages.
 */

const toDate = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string | Date));

async function span(db: DbOrTx, table: typeof actors | typeof videos | typeof albums): Promise<IdSpan> {
  const [row] = await db.select({ min: sql<number | null>`min(${table.id})`, max: sql<number | null>`max(${table.id})` }).from(table);
  return row && row.min !== null && row.max !== null ? { min: Number(row.min), max: Number(row.max) } : null;
}

export const performerSpan = (db: DbOrTx) => span(db, actors);
export const videoSpan = (db: DbOrTx) => span(db, videos);
export const albumSpan = (db: DbOrTx) => span(db, albums);

/** The newest thing on the site (a release or a registration): lastmod of the listing pages. */
export async function catalogueLastmod(db: DbOrTx): Promise<Date | null> {
  const [[video], [actor]] = await Promise.all([
    db.select({ at: sql<unknown>`max(${videos.releasedAt})` }).from(videos).where(sql`${videos.releasedAt} <= now()`),
    db.select({ at: sql<unknown>`max(${actors.registeredAt})` }).from(actors),
  ]);
  const dates = [toDate(video?.at), toDate(actor?.at)].filter((d): d is Date => d !== null);
  return dates.length > 0 ? new Date(Math.max(...dates.map((d) => d.getTime()))) : null;
}

export async function listCategorySlugs(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ slug: categories.slug }).from(categories).orderBy(asc(categories.position), asc(categories.id));
  return rows.map((r) => r.slug);
}

type Range = { from: number; to: number };

/** Performers of an id range; lastmod is their newest released video, or their registration. */
export async function listPerformers(db: DbOrTx, range: Range): Promise<{ slug: string; lastmod: Date | null }[]> {
  const rows = await db
    .select({
      slug: actors.slug,
      lastmod: sql<unknown>`greatest(${actors.registeredAt},
        (select max(v.released_at) from ${videos} v where v.actor_id = ${actors.id} and v.released_at <= now()))`,
    })
    .from(actors)
    .where(between(actors.id, range.from, range.to))
    .orderBy(asc(actors.id));
  return rows.map((r) => ({ slug: r.slug, lastmod: toDate(r.lastmod) }));
}

/** Released videos of an id range with their performer's slug. */
export async function listVideos(db: DbOrTx, range: Range): Promise<{ id: number; slug: string; lastmod: Date }[]> {
  const rows = await db
    .select({ id: videos.id, slug: actors.slug, lastmod: videos.releasedAt })
    .from(videos)
    .innerJoin(actors, eq(actors.id, videos.actorId))
    .where(and(between(videos.id, range.from, range.to), sql`${videos.releasedAt} <= now()`))
    .orderBy(asc(videos.id));
  return rows;
}

/** Released albums (not sedcards) of an id range with their performer's slug. */
export async function listAlbums(db: DbOrTx, range: Range): Promise<{ id: number; slug: string; lastmod: Date }[]> {
  const rows = await db
    .select({ id: albums.id, slug: actors.slug, lastmod: albums.releasedAt })
    .from(albums)
    .innerJoin(actors, eq(actors.id, albums.actorId))
    .where(and(between(albums.id, range.from, range.to), eq(albums.type, 'album'), sql`${albums.releasedAt} <= now()`))
    .orderBy(asc(albums.id));
  return rows;
}
