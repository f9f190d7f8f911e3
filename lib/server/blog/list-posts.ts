import 'server-only';
import { and, count, desc, eq, notInArray, type SQL } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { blogPageCount } from '@/lib/blog/blog-rules';
import type { BlogPostPage } from '@/lib/contracts/blog';
import type { DbOrTx } from '@/lib/server/db/client';
import { blogPostTexts, blogPosts } from '@/lib/server/db/schema/blog';
import { berlinYear, inCategory, postColumns, published, textJoin, toBlogPost } from './post-row';

export type ListPostsInput = {
  language: Locale;
  categoryId: number;
  page: number;
  pageSize: number;
  /** Post ids left out (the post on screen in "more posts of the category"). */
  exclude?: readonly number[];
  /** Only posts of this Berlin year (archives). */
  year?: number | null;
};

/**
 * One page of a category's published posts, newest first (ties by id, so pages never repeat or
 * skip), with the total for paging. Featured (506) lists the featured posts of all categories.
 */
export async function listCategoryPosts(db: DbOrTx, input: ListPostsInput): Promise<BlogPostPage> {
  const conditions: (SQL | undefined)[] = [published(), inCategory(input.categoryId)];
  if (input.exclude && input.exclude.length > 0) conditions.push(notInArray(blogPosts.id, [...input.exclude]));
  if (input.year != null) conditions.push(eq(berlinYear, input.year));
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(postColumns)
      .from(blogPosts)
      .innerJoin(blogPostTexts, textJoin(input.language))
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  const total = Number(totalRow?.total ?? 0);
  return {
    page: input.page,
    pageSize: input.pageSize,
    pageCount: blogPageCount(total, input.pageSize),
    total,
    items: rows.map((row) => toBlogPost(row, input.language)),
  };
}
