import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { SearchHit } from '@/lib/contracts/search';
import { imageUrl } from '@/lib/media/image-urls';
import type { DbOrTx } from '@/lib/server/db/client';
import { tvEpisodeTexts, tvEpisodes, tvSeries, tvSeriesTexts } from '@/lib/server/db/schema/tv-mediathek';
import { localizedPath } from '@/lib/seo/metadata';
import { firstRow } from './first-row';
import type { HitPage } from './search-page-types';
import type { SearchTerms } from './search-session';
import { titleResemblance, titleResembles, titleWords } from './text-match';

/** At most this many hits are counted; beyond, counts say "300+" (as for videos and the blog). */
export const MEDIATHEK_HIT_CAP = 300;

type Input = { terms: SearchTerms; language: Locale; first: number; offset: number };
type Item = { kind: 'series' | 'episode'; id: number; title: string; key: string; image_seed: number; series_title: string | null };
type Row = { total: number; items: Item[] | null };
type Match = (title: typeof tvSeriesTexts.title | typeof tvEpisodeTexts.title) => { match: SQL; score: SQL };

async function run(db: DbOrTx, by: Match, input: Input): Promise<Row> {
  const series = by(tvSeriesTexts.title);
  const episode = by(tvEpisodeTexts.title);
  // Series first (a format is what a searcher of its name wants), then episodes; closest, newest first.
  const hits = sql`(select 'series' as kind, ${tvSeries.id} as id, ${tvSeriesTexts.title} as title, ${tvSeries.key} as key,
        ${tvSeries.imageSeed} as image_seed, null::text as series_title, 1 as rank, ${series.score} as score, now() as at
      from ${tvSeriesTexts} join ${tvSeries} on ${tvSeries.id} = ${tvSeriesTexts.seriesId}
      where ${tvSeriesTexts.language} = ${input.language} and ${series.match}
        and exists (select 1 from ${tvEpisodes} where ${tvEpisodes.seriesId} = ${tvSeries.id} and ${tvEpisodes.airedAt} <= now())
      limit ${MEDIATHEK_HIT_CAP})
    union all
    (select 'episode', ${tvEpisodes.id}, ${tvEpisodeTexts.title}, ${tvSeries.key}, ${tvEpisodes.imageSeed}, ${tvSeriesTexts.title}, 2,
        ${episode.score}, ${tvEpisodes.airedAt}
      from ${tvEpisodeTexts} join ${tvEpisodes} on ${tvEpisodes.id} = ${tvEpisodeTexts.episodeId}
        join ${tvSeries} on ${tvSeries.id} = ${tvEpisodes.seriesId}
        join ${tvSeriesTexts} on ${tvSeriesTexts.seriesId} = ${tvSeries.id} and ${tvSeriesTexts.language} = ${input.language}
      where ${tvEpisodeTexts.language} = ${input.language} and ${episode.match} and ${tvEpisodes.airedAt} <= now()
      limit ${MEDIATHEK_HIT_CAP})`;
  return firstRow<Row>(
    db,
    sql`with hits as materialized (select * from (${hits}) h limit ${MEDIATHEK_HIT_CAP})
      select (select count(*)::int from hits) as total,
        (select json_agg(json_build_object('kind', kind, 'id', id, 'title', title, 'key', key, 'image_seed', image_seed, 'series_title', series_title)) from
          (select * from hits order by rank, score desc, at desc, id desc limit ${input.first} offset ${input.offset}) p) as items`,
  );
}

function toHit(item: Item, language: Locale): SearchHit {
  const image = imageUrl('video', item.image_seed, 'w320');
  const link =
    item.kind === 'series'
      ? localizedPath(language, '/tv/mediathek/[series]', { series: item.key })
      : localizedPath(language, '/tv/mediathek/[series]/[episode]', { series: item.key, episode: String(item.id) });
  return {
    id: item.id,
    title: item.title,
    imageUrl: image.url,
    imageAspect: image.width / image.height,
    link,
    // An episode names its series where other hits name their performer.
    actorName: item.series_title,
  };
}

/**
 * §7 searchMediathek and the global search's mediathek section: series and episodes whose title
 * (in the page's language) has the words; when none has them, the typo-tolerant trigram match,
 * closest first ("kitchn storys" → "Kitchen Stories"), as blog and video titles are searched.
 */
export async function findMediathekHits(db: DbOrTx, input: Input): Promise<HitPage<SearchHit> & { fuzzy: boolean }> {
  let fuzzy = false;
  let row = await run(db, (title) => ({ match: titleWords(title, input.terms), score: sql`1` }), input);
  if (row.total === 0) {
    fuzzy = true;
    row = await run(db, (title) => ({ match: titleResembles(title, input.terms), score: titleResemblance(title, input.terms) }), input);
  }
  const items = (row.items ?? []).map((item) => toHit(item, input.language));
  return { fuzzy, total: row.total, totalCapped: row.total >= MEDIATHEK_HIT_CAP, items };
}
