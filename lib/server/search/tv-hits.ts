import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { SEARCH_PAGE_SIZES } from '@/lib/catalog/rules';
import type { SearchHit } from '@/lib/contracts/search';
import { imageUrl } from '@/lib/media/image-urls';
import { actors } from '@/lib/server/db/schema/actors';
import { tvProgramSlots } from '@/lib/server/db/schema/tv';
import { localizedPath } from '@/lib/seo/metadata';
import type { SearchRun } from './search-run';
import type { HitPage } from './search-page-types';

const titleColumn = { de: tvProgramSlots.titleDe, en: tvProgramSlots.titleEn, es: tvProgramSlots.titleEs, nl: tvProgramSlots.titleNl } as const;

/** Hits counted at most this far: the program repeats its formats, so a page of 30 is plenty. */
const COUNT_CAP = 300;

type Row = { id: number; title: string; channel: string; actorName: string | null; actorSeed: number | null; total: number };

/**
 * §3/§9 the tv section of the global search: programs still to come or on air (both channels)
 * whose title in the page's language contains the pattern or resembles it (trigram word
 * similarity, typo-tolerant like the titles of videos), each title once at its next airing:
 * containing titles first, then the closest, then the soonest; 30 a page. A performer's appearance carries her name and avatar; the others a
 * generated 16:9 picture. Links lead to the channel's livestream page. §6: a performer banned in the
 * viewer's country is neither named nor shown (her appearance stays a program like any other).
 */
export async function findTvHits(run: SearchRun, now = new Date(), first: number = SEARCH_PAGE_SIZES.tv): Promise<HitPage<SearchHit>> {
  const { db, terms, input } = run;
  const banned = await run.banned();
  const title = titleColumn[input.language];
  const matches: SQL = sql`(strpos(search_norm(${title}), ${terms.folded}) > 0 or search_norm(${title}) %> ${terms.folded})`;
  const result = await db.execute(sql`
    with hits as (
      select distinct on (${title}) ${tvProgramSlots.id} as id, ${title} as title, ${tvProgramSlots.channel} as channel,
        ${tvProgramSlots.startsAt} as starts_at, ${tvProgramSlots.actorId} as actor_id,
        (strpos(search_norm(${title}), ${terms.folded}) > 0) as contains, word_similarity(${terms.folded}, search_norm(${title})) as resemblance
      from ${tvProgramSlots}
      where ${tvProgramSlots.endsAt} > ${now.toISOString()}::timestamptz and ${matches}
      order by ${title}, ${tvProgramSlots.startsAt}
      limit ${COUNT_CAP}
    )
    select hits.id, hits.title, hits.channel, ${actors.name} as "actorName", ${actors.imageSeed} as "actorSeed",
      (count(*) over ())::int as total
    from hits left join ${actors} on ${actors.id} = hits.actor_id
      and ${actors.id} <> all(${sql.param(banned)}::int[])
    order by hits.contains desc, hits.resemblance desc, hits.starts_at, hits.id
    limit ${first}`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const total = rows[0]?.total ?? 0;
  return { total, totalCapped: total >= COUNT_CAP, items: rows.map((row) => toHit(row, input.language)) };
}

function toHit(row: Row, language: Locale): SearchHit {
  const image = row.actorSeed === null ? imageUrl('video', row.id, 'w320') : imageUrl('avatar', row.actorSeed, 'w320');
  return {
    id: row.id,
    title: row.title,
    imageUrl: image.url,
    imageAspect: image.width / image.height,
    link: localizedPath(language, row.channel === 'premium' ? '/tv/premium/livestream' : '/tv/livestream'),
    actorName: row.actorName,
  };
}
