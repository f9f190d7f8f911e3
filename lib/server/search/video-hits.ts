import 'server-only';
import { and, type SQL, sql } from 'drizzle-orm';
import type { SearchVideoOrder } from '@/lib/contracts/search';
import type { VideoFilter } from '@/lib/contracts/video';
import type { DbOrTx } from '@/lib/server/db/client';
import { tags, videoTags, videos } from '@/lib/server/db/schema/catalog';
import { filterCondition } from '@/lib/server/catalog/videos/conditions';
import { firstRow } from './first-row';
import type { SearchTerms } from './search-session';
import { titleResemblance, titleResembles, titleWords } from './text-match';

/**
 * At most this many video hits per pattern are ranked and counted, so a common word costs about
 * what a rare one does (the §9 latency target); counts say "300+" beyond. Typo-tolerant hits
 * are guesses, and each one costs a trigram recheck: fewer of them.
 */
export const VIDEO_HIT_CAP = 300;
export const FUZZY_HIT_CAP = 100;

/** The tag of the §2 asmr result category. */
export const ASMR_TAG_GROUP = 'asmr';

export type HitPageSpec = { order: SearchVideoOrder; first: number; offset: number };

export type VideoHits = {
  /** No title had the words as typed: these are the typo-tolerant trigram matches. */
  fuzzy: boolean;
  total: number;
  capped: boolean;
  ids: number[];
  /** Only when asked for (`asmr` page spec): the asmr-tagged hits. */
  asmrTotal: number;
  asmrIds: number[];
};

type Input = {
  terms: SearchTerms;
  banned: readonly number[];
  filter?: VideoFilter;
  /** The page of all hits, and (optionally) the page of the asmr-tagged hits. */
  page: HitPageSpec | null;
  asmr: HitPageSpec | null;
  /** Try the typo-tolerant match when no title has the words (fuzzyAllowed in search-run.ts). */
  fuzzy: boolean;
};

/** Orders over the hit columns; every order ends on the id so pages never repeat or skip. */
const ORDERS: Record<SearchVideoOrder, SQL> = {
  // Whole-word hits all score 1: the popular ones first. Fuzzy hits: the closest first.
  relevance: sql.raw('score desc, rating_likes desc, id desc'),
  newest: sql.raw('released_at desc, id desc'),
  cheapest: sql.raw('price asc, id desc'),
  topRated: sql.raw('rating_likes desc, id desc'),
  bestSelling: sql.raw('sold_count desc, id desc'),
};

function visible(banned: readonly number[]): SQL {
  // Released videos only (scheduled ones stay hidden); §6 bans by the short banned list. Written
  // as "(…) is true" so no btree index on released_at can serve it: the text index must drive
  // the query (else a small or unanalyzed table may be read by date, testing every title).
  const released = sql`(${videos.releasedAt} <= now()) is true`;
  if (banned.length === 0) return released;
  return and(released, sql`${videos.actorId} <> all(${sql.param([...banned])}::int[])`) as SQL;
}

const pageIds = (from: string, spec: HitPageSpec) =>
  sql`(select coalesce(array_agg(id order by ${ORDERS[spec.order]}), '{}') from (select * from ${sql.raw(from)}
    order by ${ORDERS[spec.order]} limit ${spec.first} offset ${spec.offset}) p)`;

type Row = { total: number; ids: number[] | null; asmr_total: number | null; asmr_ids: number[] | null };

async function run(db: DbOrTx, match: SQL, score: SQL, cap: number, input: Input): Promise<Row> {
  const filter = filterCondition(input.filter);
  const hits = sql`select ${videos.id} as id, ${videos.ratingLikes} as rating_likes, ${videos.releasedAt} as released_at,
      ${videos.price} as price, ${videos.soldCount} as sold_count, ${score} as score
    from ${videos} where ${and(match, visible(input.banned), filter)} limit ${cap}`;
  // asmr: one primary-key probe per hit (a scalar lookup, so it is never hashed over all 15,000 asmr videos).
  const asmrHits = sql`select * from hits h where (select true from ${videoTags} vt where vt.video_id = h.id
      and vt.tag_id = (select ${tags.id} from ${tags} where ${tags.tagGroup} = ${ASMR_TAG_GROUP}) limit 1) is not null`;
  return firstRow<Row>(
    db,
    sql`with hits as materialized (${hits})${input.asmr ? sql`, asmr as materialized (${asmrHits})` : sql``}
      select (select count(*)::int from hits) as total,
        ${input.page ? pageIds('hits', input.page) : sql`null`} as ids,
        ${input.asmr ? sql`(select count(*)::int from asmr)` : sql`null`} as asmr_total,
        ${input.asmr ? pageIds('asmr', input.asmr) : sql`null`} as asmr_ids`,
  );
}

/**
 * Videos whose title matches the pattern, as the requested pages of ids plus counts. Whole words
 * first (full text: exact, cheap); only when no title has them (and the caller allows it), the
 * typo-tolerant trigram match ("beahc" → "Beach Walk"). One rule per pattern keeps pages and
 * counts stable.
 */
export async function findVideoHits(db: DbOrTx, input: Input): Promise<VideoHits> {
  let fuzzy = false;
  let cap = VIDEO_HIT_CAP;
  let row = await run(db, titleWords(videos.title, input.terms), sql`1`, cap, input);
  if (row.total === 0 && input.fuzzy) {
    fuzzy = true;
    cap = FUZZY_HIT_CAP;
    row = await run(db, titleResembles(videos.title, input.terms), titleResemblance(videos.title, input.terms), cap, input);
  }
  return {
    fuzzy,
    total: row.total,
    capped: row.total >= cap,
    ids: row.ids ?? [],
    asmrTotal: row.asmr_total ?? 0,
    asmrIds: row.asmr_ids ?? [],
  };
}
