import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { type BlogActor, type BlogBlock, type BlogPost, blogBlockSchema } from '@/lib/contracts/blog';
import { type Image, imageUrl } from '@/lib/media/image-urls';
import type { DbOrTx } from '@/lib/server/db/client';
import { blogPostTexts, blogPosts } from '@/lib/server/db/schema/blog';
import { postActors } from './post-actors';
import { postColumns, published, textJoin, toBlogPost } from './post-row';

export type BlogPostDetail = {
  post: BlogPost;
  body: BlogBlock[];
  /** The large preview picture (w1280) for the post's page. */
  picture: Image;
  /** Mentioned performers the viewer may see, in mention order. */
  actors: BlogActor[];
  /** The post's slug in every language that has its text (hreflang alternates, language switch). */
  slugs: Partial<Record<Locale, string>>;
};

/** A published post by its slug in `language`, or null (the page answers the localized 404). */
export async function getBlogPost(
  db: DbOrTx,
  input: { language: Locale; slug: string; viewerCountry: string | null },
): Promise<BlogPostDetail | null> {
  const [row] = await db
    .select({ ...postColumns, body: blogPostTexts.body })
    .from(blogPosts)
    .innerJoin(blogPostTexts, textJoin(input.language))
    .where(and(eq(blogPostTexts.slug, input.slug), published()))
    .limit(1);
  if (!row) return null;
  const [actors, texts] = await Promise.all([
    postActors(db, { postId: row.id, language: input.language, viewerCountry: input.viewerCountry }),
    db.select({ language: blogPostTexts.language, slug: blogPostTexts.slug }).from(blogPostTexts).where(eq(blogPostTexts.postId, row.id)),
  ]);
  // The body is seeded data, but it is parsed like input: a malformed block is dropped, not rendered.
  const body = row.body.flatMap((block) => {
    const parsed = blogBlockSchema.safeParse(block);
    return parsed.success ? [parsed.data] : [];
  });
  return {
    post: toBlogPost(row, input.language),
    body,
    picture: imageUrl('video', row.imageSeed, 'w1280'),
    actors,
    slugs: Object.fromEntries(texts.map((t) => [t.language, t.slug])) as Partial<Record<Locale, string>>,
  };
}

/**
 * The slug in `language` of the published post that has `slug` in another language: the language
 * switch keeps the path, so /en/blog/{German slug}/ leads to the English post instead of a 404.
 */
export async function translatedSlug(db: DbOrTx, input: { language: Locale; slug: string }): Promise<string | null> {
  const [row] = await db
    .select({ slug: blogPostTexts.slug })
    .from(blogPostTexts)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostTexts.postId))
    .where(
      and(
        eq(blogPostTexts.language, input.language),
        published(),
        inArray(blogPostTexts.postId, db.select({ id: blogPostTexts.postId }).from(blogPostTexts).where(eq(blogPostTexts.slug, input.slug))),
      ),
    )
    .limit(1);
  return row?.slug ?? null;
}
