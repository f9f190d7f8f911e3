import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { CategorySeo } from '@/lib/contracts/category';
import type { DbOrTx } from '@/lib/server/db/client';
import { seoTexts } from '@/lib/server/db/schema/content';

/**
 * §3 SEO text of a category page in one language (seo_texts, scope 'category', key = slug), or
 * null when the editors wrote none: the page then uses its messages.
 */
export async function getCategorySeo(db: DbOrTx, input: { slug: string; language: Locale }): Promise<CategorySeo | null> {
  const [row] = await db
    .select({
      title: seoTexts.title,
      description: seoTexts.description,
      h1: seoTexts.h1,
      h2: seoTexts.h2,
      freeTexts: seoTexts.freeTexts,
      breadcrumb: seoTexts.breadcrumb,
    })
    .from(seoTexts)
    .where(and(eq(seoTexts.scope, 'category'), eq(seoTexts.key, input.slug), eq(seoTexts.language, input.language)))
    .limit(1);
  return row ?? null;
}
