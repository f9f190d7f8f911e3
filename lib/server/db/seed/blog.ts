import 'server-only';
import { asc, desc, sql } from 'drizzle-orm';
import { locales, type Locale } from '@/i18n/routing';
import { blogSlug } from '@/lib/blog/blog-rules';
import type { BlogBlock, BlogInline } from '@/lib/contracts/blog';
import type { Tx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { blogPostActors, blogPostTexts, blogPosts } from '@/lib/server/db/schema/blog';
import { DAY_MS, insertAll } from './batch';
import { BLOG_THEMES, CATEGORY_TEXTS, CLOSING_TEXT, MENTION_TEXTS, type Texts } from './blog-texts';
import { createRng } from './prng';
import type { SeedSection } from './seed-section';

/** Its own random stream (prng.ts): the blog never reshuffles the rest of the seed. */
const BLOG_SEED = 0x5eed_0b10;
/** 8 posts in each of the 9 categories, over the last two years (so archives have years). */
const POSTS_PER_CATEGORY = 8;
const SPAN_DAYS = 730;
const CATEGORY_IDS = [1, 38, 39, 40, 41, 43, 44, 45, 46] as const;
/** Categories whose posts name performers (§2: the names link to their profiles). */
const MENTIONING = new Set([38, 39, 40, 44, 46]);

type Performer = { id: number; name: string };

const fill = (text: string, theme: string, name: string) => {
  const filled = text.replaceAll('{theme}', theme).replaceAll('{name}', name);
  return filled.charAt(0).toUpperCase() + filled.slice(1);
};

function body(language: Locale, categoryId: number, theme: string, mentioned: Performer[]): BlogBlock[] {
  const texts = CATEGORY_TEXTS[categoryId];
  if (!texts) throw new Error(`no blog texts for category ${categoryId}`);
  const blocks: BlogBlock[] = [{ kind: 'paragraph', parts: [{ text: fill(texts.intro[language], theme, '') }] }];
  blocks.push({ kind: 'heading', text: texts.heading[language] });
  if (mentioned.length > 0) {
    const parts: BlogInline[] = [{ text: MENTION_TEXTS.before[language] }];
    mentioned.forEach((performer, i) => {
      if (i > 0) parts.push({ text: MENTION_TEXTS.and[language] });
      parts.push({ actorId: performer.id });
    });
    parts.push({ text: MENTION_TEXTS.after[language] });
    blocks.push({ kind: 'paragraph', parts });
  }
  blocks.push({ kind: 'paragraph', parts: [{ text: CLOSING_TEXT[language] }] });
  return blocks;
}

/** A slug not yet taken in its language (titles repeat rarely; a number makes them unique). */
function uniqueSlug(taken: Set<string>, title: string): string {
  const base = blogSlug(title);
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

async function insertBlog(tx: Tx, now: Date): Promise<void> {
  const rng = createRng(BLOG_SEED);
  // Performers visible everywhere, so a mention is a link for every viewer country.
  const performers: Performer[] = await tx
    .select({ id: actors.id, name: actors.name })
    .from(actors)
    .where(sql`cardinality(${actors.bannedCountryCodes}) = 0`)
    .orderBy(desc(actors.rankPoints), asc(actors.id))
    .limit(40);
  const total = CATEGORY_IDS.length * POSTS_PER_CATEGORY;
  const taken: Record<Locale, Set<string>> = { de: new Set(), en: new Set(), es: new Set(), nl: new Set() };
  const posts = Array.from({ length: total }, (_, i) => {
    const categoryId = CATEGORY_IDS[i % CATEGORY_IDS.length] ?? 1;
    const k = Math.floor(i / CATEGORY_IDS.length);
    // Newest first: post 0 a few hours old, the last about two years back.
    const ageMs = (i * SPAN_DAYS * DAY_MS) / total + rng.int(2, 20) * 3_600_000;
    const mentionCount = performers.length === 0 ? 0 : categoryId === 46 ? 1 : MENTIONING.has(categoryId) ? rng.int(1, 2) : 0;
    return {
      categoryId,
      theme: BLOG_THEMES[(categoryId + k * 5) % BLOG_THEMES.length] as Texts,
      titleIndex: k % 2,
      featured: i % 9 === 4,
      publishedAt: new Date(now.getTime() - ageMs),
      imageSeed: rng.seed(),
      mentioned: rng.sample(performers, mentionCount),
    };
  });
  const ids = await tx
    .insert(blogPosts)
    .values(posts.map(({ categoryId, featured, publishedAt, imageSeed }) => ({ categoryId, featured, publishedAt, imageSeed })))
    .returning({ id: blogPosts.id });
  const texts = posts.flatMap((post, i) =>
    locales.map((language) => {
      const category = CATEGORY_TEXTS[post.categoryId];
      if (!category) throw new Error(`no blog texts for category ${post.categoryId}`);
      const theme = post.theme[language];
      const name = post.mentioned[0]?.name ?? '';
      const title = fill(category.titles[post.titleIndex]?.[language] ?? '', theme, name);
      return {
        postId: ids[i]?.id ?? 0,
        language,
        slug: uniqueSlug(taken[language], title),
        title,
        subTitle: category.subTitle[language],
        excerpt: fill(category.intro[language], theme, name),
        body: body(language, post.categoryId, theme, post.mentioned),
      };
    }),
  );
  await insertAll(tx, blogPostTexts, texts);
  const mentions = posts.flatMap((post, i) => post.mentioned.map((p, position) => ({ postId: ids[i]?.id ?? 0, actorId: p.id, position })));
  if (mentions.length > 0) await insertAll(tx, blogPostActors, mentions);
}

/** §3 blog: 72 posts in the nine categories, in de, en, es and nl, some featured, some naming performers. */
export const blogSection: SeedSection = {
  name: 'blog',
  seeded: async (tx) => (await tx.select({ id: blogPosts.id }).from(blogPosts).limit(1)).length > 0,
  insert: (tx, { now }) => insertBlog(tx, now),
};
