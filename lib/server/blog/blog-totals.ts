import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { BLOG_CATEGORIES, FEATURED_CATEGORY_ID } from '@/lib/blog/blog-rules';
import type { BlogTotals } from '@/lib/contracts/blog';
import type { DbOrTx } from '@/lib/server/db/client';
import { blogPosts } from '@/lib/server/db/schema/blog';
import { published } from './post-row';

/** Published posts per category id, every §3 category listed (0 when empty), featured (506) included. */
export async function blogTotals(db: DbOrTx): Promise<BlogTotals> {
  const [rows, [featured]] = await Promise.all([
    db.select({ categoryId: blogPosts.categoryId, total: count() }).from(blogPosts).where(published()).groupBy(blogPosts.categoryId),
    db.select({ total: count() }).from(blogPosts).where(and(eq(blogPosts.featured, true), published())),
  ]);
  const totals: BlogTotals = Object.fromEntries(BLOG_CATEGORIES.map((c) => [String(c.id), 0]));
  for (const row of rows) totals[String(row.categoryId)] = Number(row.total);
  totals[String(FEATURED_CATEGORY_ID)] = Number(featured?.total ?? 0);
  return totals;
}
