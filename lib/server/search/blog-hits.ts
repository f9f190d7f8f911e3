import 'server-only';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { SearchHit } from '@/lib/contracts/search';
import { blogPostLink, published } from '@/lib/server/blog/post-row';
import type { DbOrTx } from '@/lib/server/db/client';
import { blogPostTexts, blogPosts } from '@/lib/server/db/schema/blog';
import { imageUrl } from '@/lib/media/image-urls';
import { firstRow } from './first-row';
import type { HitPage } from './search-page-types';
import type { SearchTerms } from './search-session';
import { titleResemblance, titleResembles, titleWords } from './text-match';

/** At most this many blog hits are counted; beyond, counts say "300+" (as for videos). */
export const BLOG_HIT_CAP = 300;

type Input = { terms: SearchTerms; language: Locale; first: number; offset: number };

type Row = { total: number; items: { id: number; slug: string; title: string; image_seed: number }[] | null };

async function run(db: DbOrTx, match: SQL, score: SQL, input: Input): Promise<Row> {
  const hits = sql`select ${blogPosts.id} as id, ${blogPostTexts.slug} as slug, ${blogPostTexts.title} as title,
      ${blogPosts.imageSeed} as image_seed, ${blogPosts.publishedAt} as published_at, ${score} as score
    from ${blogPostTexts} join ${blogPosts} on ${blogPosts.id} = ${blogPostTexts.postId}
    where ${and(eq(blogPostTexts.language, input.language), match, published())} limit ${BLOG_HIT_CAP}`;
  return firstRow<Row>(
    db,
    sql`with hits as materialized (${hits})
      select (select count(*)::int from hits) as total,
        (select json_agg(json_build_object('id', id, 'slug', slug, 'title', title, 'image_seed', image_seed)) from
          (select * from hits order by score desc, published_at desc, id desc limit ${input.first} offset ${input.offset}) p) as items`,
  );
}

/**
 * §7 searchBlog and the global search's blog section: posts whose title (in the page's language)
 * has the words, newest first; when none has them, the typo-tolerant trigram match, closest first
 * ("sommer festivl" → "Sommer-Festival …"), as video titles are searched (video-hits.ts).
 */
export async function findBlogHits(db: DbOrTx, input: Input): Promise<HitPage<SearchHit> & { fuzzy: boolean }> {
  let fuzzy = false;
  let row = await run(db, titleWords(blogPostTexts.title, input.terms), sql`1`, input);
  if (row.total === 0) {
    fuzzy = true;
    row = await run(db, titleResembles(blogPostTexts.title, input.terms), titleResemblance(blogPostTexts.title, input.terms), input);
  }
  const items = (row.items ?? []).map((item): SearchHit => {
    const image = imageUrl('video', item.image_seed, 'w320');
    return {
      id: item.id,
      title: item.title,
      imageUrl: image.url,
      imageAspect: image.width / image.height,
      link: blogPostLink(input.language, item.slug),
      actorName: null,
    };
  });
  return { fuzzy, total: row.total, totalCapped: row.total >= BLOG_HIT_CAP, items };
}
