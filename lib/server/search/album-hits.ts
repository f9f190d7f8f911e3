import 'server-only';
import { and, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { albums } from '@/lib/server/db/schema/catalog';
import { firstRow } from './first-row';
import type { SearchTerms } from './search-session';
import { titleResemblance, titleResembles, titleWords } from './text-match';

/** At most this many photo-album hits per pattern are ranked and counted (see video-hits.ts). */
export const ALBUM_HIT_CAP = 200;
const FUZZY_ALBUM_CAP = 100;

/** One album hit of a page, with its performer. */
export type AlbumHit = { id: number; title: string; imageSeed: number; actorName: string; actorSlug: string };

export type AlbumHits = { total: number; capped: boolean; items: AlbumHit[] };

type Page = { first: number; offset: number };

/** Written as the partial index predicate (WHERE type = 'album'), a literal so the planner can prove it. */
const isPhotoAlbum = sql`${albums.type} = 'album'`;

function visible(banned: readonly number[]): SQL {
  // "(…) is true": not servable by albums_released_idx, so the text index drives (video-hits.ts).
  const released = sql`(${albums.releasedAt} <= now()) is true`;
  if (banned.length === 0) return released;
  return and(released, sql`${albums.actorId} <> all(${sql.param([...banned])}::int[])`) as SQL;
}

/** The page of `hits` (a CTE with id, actor_id, title, image_seed), joined with the performers, as JSON. */
const pageJson = (order: SQL, page: Page) => sql`(select coalesce(json_agg(p order by p.position), '[]') from (
    select h.id, h.title, h.image_seed as "imageSeed", a.name as "actorName", a.slug as "actorSlug", h.position
    from (select *, row_number() over (order by ${order}) as position from hits
      order by ${order} limit ${page.first} offset ${page.offset}) h
    inner join ${actors} a on a.id = h.actor_id) p)`;

type Row = { total: number; items: AlbumHit[] | null };

async function photoRun(db: DbOrTx, match: SQL, score: SQL, cap: number, banned: readonly number[], page: Page): Promise<Row> {
  const hits = sql`select ${albums.id} as id, ${albums.actorId} as actor_id, ${albums.title} as title,
      ${albums.imageSeed} as image_seed, ${albums.releasedAt} as released_at, ${score} as score
    from ${albums} where ${and(match, isPhotoAlbum, visible(banned))} limit ${cap}`;
  return firstRow<Row>(
    db,
    sql`with hits as materialized (${hits})
      select (select count(*)::int from hits) as total,
        ${pageJson(sql.raw('score desc, released_at desc, id desc'), page)} as items`,
  );
}

/** §2 photos: photo albums whose title matches — whole words first, typo-tolerant otherwise (when allowed). */
export async function findPhotoHits(
  db: DbOrTx,
  input: { terms: SearchTerms; banned: readonly number[]; fuzzy: boolean } & Page,
): Promise<AlbumHits> {
  let cap = ALBUM_HIT_CAP;
  let row = await photoRun(db, titleWords(albums.title, input.terms), sql`1`, cap, input.banned, input);
  if (row.total === 0 && input.fuzzy) {
    cap = FUZZY_ALBUM_CAP;
    row = await photoRun(db, titleResembles(albums.title, input.terms), titleResemblance(albums.title, input.terms), cap, input.banned, input);
  }
  return { total: row.total, capped: row.total >= cap, items: row.items ?? [] };
}

/**
 * §2 galleries: the sedcards (profile sets) of the performers the pattern found, in the
 * performers' order. By actor id (albums_actor_idx), so their bans already apply.
 */
export async function findGalleryHits(db: DbOrTx, input: { actorIds: readonly number[]; cap: number } & Page): Promise<AlbumHits> {
  if (input.actorIds.length === 0) return { total: 0, capped: false, items: [] };
  const ids = sql.param([...input.actorIds]);
  const hits = sql`select ${albums.id} as id, ${albums.actorId} as actor_id, ${albums.title} as title, ${albums.imageSeed} as image_seed
    from ${albums} where ${albums.actorId} = any(${ids}::int[]) and ${albums.type} = 'sedcard' and ${albums.releasedAt} <= now()`;
  const row = await firstRow<Row>(
    db,
    sql`with hits as materialized (${hits})
      select (select count(*)::int from hits) as total,
        ${pageJson(sql`array_position(${ids}::int[], actor_id), id`, input)} as items`,
  );
  return { total: row.total, capped: input.actorIds.length >= input.cap, items: row.items ?? [] };
}
