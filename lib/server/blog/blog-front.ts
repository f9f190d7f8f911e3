import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { BlogFront } from '@/lib/contracts/blog';
import type { DbOrTx } from '@/lib/server/db/client';
import { blogPostTexts, blogPosts } from '@/lib/server/db/schema/blog';
import { blogTotals } from './blog-totals';
import { postColumns, published, textJoin, toBlogPost } from './post-row';

/**
 * §7 blog front data: the newest featured post, the newest post of every category that has one
 * (newest first) and the totals per category.
 */
export async function blogFront(db: DbOrTx, language: Locale): Promise<BlogFront> {
  const [featuredRows, newestRows, totals] = await Promise.all([
    db
      .select(postColumns)
      .from(blogPosts)
      .innerJoin(blogPostTexts, textJoin(language))
      .where(and(published(), eq(blogPosts.featured, true)))
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(1),
    db
      .selectDistinctOn([blogPosts.categoryId], postColumns)
      .from(blogPosts)
      .innerJoin(blogPostTexts, textJoin(language))
      .where(published())
      .orderBy(blogPosts.categoryId, desc(blogPosts.publishedAt), desc(blogPosts.id)),
    blogTotals(db),
  ]);
  const featured = featuredRows[0];
  const newest = newestRows
    .filter((row) => row.id !== featured?.id)
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id)
    .map((row) => ({ categoryId: row.categoryId, post: toBlogPost(row, language) }));
  return { featured: featured ? toBlogPost(featured, language) : null, newest, totals };
}

