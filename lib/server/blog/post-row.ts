import 'server-only';
import { and, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { FEATURED_CATEGORY_ID } from '@/lib/blog/blog-rules';
import type { BlogPost } from '@/lib/contracts/blog';
import { imageUrl } from '@/lib/media/image-urls';
import { blogPostTexts, blogPosts } from '@/lib/server/db/schema/blog';
import { localizedPath } from '@/lib/seo/metadata';

/** The columns every post list reads: the post and its text in the page's language. */
export const postColumns = {
  id: blogPosts.id,
  categoryId: blogPosts.categoryId,
  featured: blogPosts.featured,
  publishedAt: blogPosts.publishedAt,
  imageSeed: blogPosts.imageSeed,
  slug: blogPostTexts.slug,
  title: blogPostTexts.title,
  subTitle: blogPostTexts.subTitle,
  excerpt: blogPostTexts.excerpt,
};

export type PostRow = {
  id: number;
  categoryId: number;
  featured: boolean;
  publishedAt: Date;
  imageSeed: number;
  slug: string;
  title: string;
  subTitle: string;
  excerpt: string;
};

/** The join of a post with its text in `language`. */
export const textJoin = (language: Locale) => and(eq(blogPostTexts.postId, blogPosts.id), eq(blogPostTexts.language, language));

/** Published posts only: a post dated in the future stays hidden until its moment. */
export const published = (): SQL => lte(blogPosts.publishedAt, sql`now()`);

/** A category's posts; featured (506) is the flag, not a category id. */
export function inCategory(categoryId: number): SQL {
  return categoryId === FEATURED_CATEGORY_ID ? eq(blogPosts.featured, true) : eq(blogPosts.categoryId, categoryId);
}

/** The publication year in Berlin time (§9 dates are Berlin dates), as archives count it. */
export const berlinYear = sql<number>`extract(year from ${blogPosts.publishedAt} at time zone 'Europe/Berlin')::int`;

export function blogPostLink(locale: Locale, slug: string): string {
  return localizedPath(locale, '/blog/[slug]', { slug });
}

export function toBlogPost(row: PostRow, locale: Locale): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subTitle: row.subTitle,
    date: row.publishedAt.toISOString(),
    categoryId: row.categoryId,
    previewPicture: imageUrl('video', row.imageSeed, 'w640'),
    featured: row.featured,
    excerpt: row.excerpt,
    link: blogPostLink(locale, row.slug),
  };
}
