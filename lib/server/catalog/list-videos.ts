import 'server-only';
import { and, count, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { VideoCategory, VideoFilter, VideoOrder, VideoTile } from '@/lib/contracts/video';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { videos } from '@/lib/server/db/schema/catalog';
import { defaultVideoOrder, parseVideoCategory } from './videos/category-rules';
import { categoryCondition, filterCondition, resolveTagIds, visibleTo } from './videos/conditions';
import { cachedCount } from './videos/count-cache';
import { orderByOf } from './videos/order';
import { selectVideoRows, toVideoTile } from './videos/video-row';

export type VideoPage = { total: number; items: VideoTile[]; hasMore: boolean };
type Paging = { first: number; offset: number };

export type VideoListInput = Paging & {
  /** §5 category (default allVideos); anything else throws AppError UNMAPPED_CATEGORY. */
  category?: string;
  /** Default: the category's §9 default sort. */
  order?: VideoOrder;
  filter?: VideoFilter;
  /** §6 bans: the viewer's country code. */
  viewerCountry?: string | null;
  /** §5 bought videos: the logged-in viewer whose purchases count (none for a visitor). */
  viewerGuestId?: number | null;
  /** Not part of the §3 filter: recommendations leave out the video or performer they start from. */
  excludeIds?: readonly number[];
  excludeModelIds?: readonly number[];
};

type Resolved = { category: VideoCategory; order: VideoOrder; where: SQL; countKey: string; fewRows: boolean; tagged: boolean };

const sorted = <T extends string | number>(list: readonly T[] | undefined) => (list?.length ? [...list].sort() : undefined);

/** The count cache key: category, the filter in a canonical form, the viewer's country. */
function countKeyOf(input: VideoListInput, category: VideoCategory): string {
  const f = input.filter ?? {};
  const canonical = {
    modelIds: sorted(f.modelIds),
    actingGroups: sorted(f.actingGroups),
    ids: sorted(f.ids),
    tags: sorted(f.tags),
    releasedFrom: f.releasedFrom,
    releasedUntil: f.releasedUntil,
    types: sorted(f.types),
    excludeIds: sorted(input.excludeIds),
    excludeModelIds: sorted(input.excludeModelIds),
  };
  // A bought list is the viewer's own: its count is cached per guest, every other count is shared.
  const owner = category === 'boughtVideos' || f.types?.includes('bought') ? (input.viewerGuestId ?? null) : null;
  return JSON.stringify([category, canonical, input.viewerCountry?.toUpperCase() ?? null, owner]);
}

function resolve(input: VideoListInput): Resolved {
  const category = parseVideoCategory(input.category ?? 'allVideos');
  const where = and(
    visibleTo(input.viewerCountry),
    categoryCondition(category, input.viewerGuestId),
    filterCondition(input.filter, input.viewerGuestId),
    input.excludeIds?.length ? notInArray(videos.id, [...input.excludeIds]) : undefined,
    input.excludeModelIds?.length ? notInArray(videos.actorId, [...input.excludeModelIds]) : undefined,
  ) as SQL;
  const fewRows = Boolean(input.filter?.modelIds?.length || input.filter?.ids?.length);
  const tagged = Boolean(input.filter?.tags?.length);
  return { category, order: input.order ?? defaultVideoOrder(category), where, countKey: countKeyOf(input, category), fewRows, tagged };
}

/** resolve() after the filter's tag groups became tag ids (one small read, only with tags). */
async function resolveWithTags(db: DbOrTx, input: VideoListInput): Promise<Resolved> {
  parseVideoCategory(input.category ?? 'allVideos');
  return resolve({ ...input, filter: await resolveTagIds(db, input.filter) });
}

/** The page query itself (exported for the EXPLAIN test): ordered, LIMIT/OFFSET, no window count. */
export function videoPageQuery(db: DbOrTx, where: SQL, order: VideoOrder, paging: Paging, fewRows = false) {
  return selectVideoRows(db)
    .where(where)
    .orderBy(...orderByOf(order, { fewRows }))
    .limit(Math.max(0, paging.first))
    .offset(Math.max(0, paging.offset));
}

/** The page queries a list input runs (one; two for freeFirst), for the EXPLAIN test. */
export function videoPageQueries(db: DbOrTx, input: VideoListInput) {
  const resolved = resolve(input);
  if (resolved.order !== 'freeFirst') return [videoPageQuery(db, resolved.where, resolved.order, input, resolved.fewRows)];
  return [
    videoPageQuery(db, and(resolved.where, sql`${videos.isFree}`) as SQL, 'newest', input),
    videoPageQuery(db, and(resolved.where, sql`not ${videos.isFree}`) as SQL, 'newest', input),
  ];
}

/** The filtered set's size: read once per (category, filter, country) and cached 60 s. */
function countWhere(db: DbOrTx, key: string, where: SQL, tagged = false): Promise<number> {
  const read = async (tx: DbOrTx) => {
    const [row] = await tx.select({ n: count() }).from(videos).innerJoin(actors, eq(actors.id, videos.actorId)).where(where);
    return row?.n ?? 0;
  };
  if (!tagged) return cachedCount(db, key, () => read(db));
  // A tag holds some percent of all videos: the planner then prefers hashing a sequential scan of
  // every video to probing the (tag_id) index and the primary key, which measured slower at the
  // large scale (129 ms against 83 ms) and reads all 200,000 rows. The setting is LOCAL to this
  // one count (as in the search session).
  return cachedCount(db, key, () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
      return read(tx);
    }),
  );
}

/**
 * §9 'free' tile sort: free videos first, newest first within each part. Two index scans (the
 * partial free index, then the release index) instead of one sort over the whole set; the
 * boundary comes from the cached count of the free part.
 */
async function freeFirstRows(db: DbOrTx, resolved: Resolved, paging: Paging) {
  const free = and(resolved.where, sql`${videos.isFree}`) as SQL;
  const paid = and(resolved.where, sql`not ${videos.isFree}`) as SQL;
  const freeTotal = await countWhere(db, `${resolved.countKey}|free`, free, resolved.tagged);
  const rows = paging.offset < freeTotal ? await videoPageQuery(db, free, 'newest', paging) : [];
  if (rows.length < paging.first) {
    const rest = { first: paging.first - rows.length, offset: Math.max(0, paging.offset - freeTotal) };
    rows.push(...(await videoPageQuery(db, paid, 'newest', rest)));
  }
  return rows;
}

/**
 * One page of videos without a total: the hub's sections, recommendations. One more row than
 * asked is read to know whether another page follows.
 */
export async function listVideoItems(db: DbOrTx, input: VideoListInput): Promise<{ items: VideoTile[]; hasMore: boolean }> {
  return itemsOf(db, await resolveWithTags(db, input), input);
}

async function itemsOf(db: DbOrTx, resolved: Resolved, input: Paging): Promise<{ items: VideoTile[]; hasMore: boolean }> {
  const paging = { first: Math.max(0, input.first) + 1, offset: Math.max(0, input.offset) };
  const rows =
    resolved.order === 'freeFirst'
      ? await freeFirstRows(db, resolved, paging)
      : await videoPageQuery(db, resolved.where, resolved.order, paging, resolved.fewRows);
  const hasMore = rows.length > input.first;
  return { items: rows.slice(0, Math.max(0, input.first)).map(toVideoTile), hasMore };
}

/** How many videos a list holds (cached 60 s per category, filter and country). */
export async function countVideos(db: DbOrTx, input: Omit<VideoListInput, 'first' | 'offset' | 'order'>): Promise<number> {
  const resolved = await resolveWithTags(db, { ...input, first: 0, offset: 0 });
  return countWhere(db, resolved.countKey, resolved.where, resolved.tagged);
}

/**
 * The video list of every page and call (§5 categories, §9 default sorts and windows, §3
 * filter, §6 bans, unreleased hidden): a page plus the list's total.
 */
export async function listVideos(db: DbOrTx, input: VideoListInput): Promise<VideoPage> {
  const resolved = await resolveWithTags(db, input); // an unmapped category throws before any query
  const [page, total] = await Promise.all([itemsOf(db, resolved, input), countWhere(db, resolved.countKey, resolved.where, resolved.tagged)]);
  return { total, ...page };
}

/** Newest released videos first; performers banned for the viewer's country are left out (§6). */
export function listNewVideos(db: DbOrTx, input: Paging & { viewerCountry?: string | null }): Promise<VideoPage> {
  return listVideos(db, { ...input, category: 'newVideos', order: 'newest' });
}

/** One performer's released videos, newest first. */
export function listActorVideos(db: DbOrTx, actorId: number, paging: Paging): Promise<VideoPage> {
  return listVideos(db, { ...paging, category: 'allVideos', order: 'newest', filter: { modelIds: [actorId] } });
}
