import 'server-only';
import { BLOG_CATEGORIES } from '@/lib/blog/blog-rules';
import type { BlogYear } from '@/lib/contracts/blog';
import type { DbOrTx } from '@/lib/server/db/client';
import { blogYears } from './blog-archive';
import { blogTotals } from './blog-totals';

export type BlogMenuEntry = { id: number; slug: string; total: number; years: BlogYear[] };

/** The blog's navigation: every §3 category with its total and its archive years. */
export async function blogMenu(db: DbOrTx): Promise<BlogMenuEntry[]> {
  const [totals, years] = await Promise.all([blogTotals(db), Promise.all(BLOG_CATEGORIES.map((c) => blogYears(db, c.id)))]);
  return BLOG_CATEGORIES.map((c, i) => ({ id: c.id, slug: c.slug, total: totals[String(c.id)] ?? 0, years: years[i] ?? [] }));
}
