import 'server-only';
import { and, count, desc } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { BlogArchive, BlogYear } from '@/lib/contracts/blog';
import type { DbOrTx } from '@/lib/server/db/client';
import { blogPosts } from '@/lib/server/db/schema/blog';
import { listCategoryPosts } from './list-posts';
import { berlinYear, inCategory, published } from './post-row';

/** The years a category has posts in (Berlin time), newest first, with their counts. */
export async function blogYears(db: DbOrTx, categoryId: number): Promise<BlogYear[]> {
  const rows = await db
    .select({ year: berlinYear, count: count() })
    .from(blogPosts)
    .where(and(published(), inCategory(categoryId)))
    .groupBy(berlinYear)
    .orderBy(desc(berlinYear));
  return rows.map((row) => ({ year: Number(row.year), count: Number(row.count) }));
}

/**
 * §7 blog archives/{category}: a page of a category's posts (9 by default, §9), optionally of one
 * year, with the list of years that have posts.
 */
export async function blogArchive(
  db: DbOrTx,
  input: { language: Locale; categoryId: number; page: number; pageSize: number; year: number | null },
): Promise<BlogArchive> {
  const [years, page] = await Promise.all([blogYears(db, input.categoryId), listCategoryPosts(db, input)]);
  return { categoryId: input.categoryId, year: input.year, years, ...page };
}
