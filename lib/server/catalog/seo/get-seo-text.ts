import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { SeoScope, SeoText } from '@/lib/seo/seo-text';
import type { DbOrTx } from '@/lib/server/db/client';
import { seoTexts } from '@/lib/server/db/schema/content';

const columns = {
  scope: seoTexts.scope,
  key: seoTexts.key,
  language: seoTexts.language,
  title: seoTexts.title,
  description: seoTexts.description,
  h1: seoTexts.h1,
  h2: seoTexts.h2,
  freeTexts: seoTexts.freeTexts,
  breadcrumb: seoTexts.breadcrumb,
  slug: seoTexts.slug,
};

/**
 * §3 SEO text of one category, tag or page in one language (seo_texts: one row per language),
 * or null when the editors wrote none: the page then uses its messages (lib/seo/page-seo.ts).
 */
export async function getSeoText(db: DbOrTx, scope: SeoScope, key: string, language: Locale): Promise<SeoText | null> {
  const [row] = await db
    .select(columns)
    .from(seoTexts)
    .where(and(eq(seoTexts.scope, scope), eq(seoTexts.key, key), eq(seoTexts.language, language)))
    .limit(1);
  return row ?? null;
}

/**
 * §7 SEO texts by tags: the texts of the given tag groups in one language, in the order asked
 * for; groups without a text are left out, repeated groups answered once.
 */
export async function seoTextsByTags(db: DbOrTx, tagGroups: readonly string[], language: Locale): Promise<SeoText[]> {
  const unique = [...new Set(tagGroups)];
  if (unique.length === 0) return [];
  const rows = await db
    .select(columns)
    .from(seoTexts)
    .where(and(eq(seoTexts.scope, 'tag'), inArray(seoTexts.key, unique), eq(seoTexts.language, language)));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return unique.flatMap((group) => byKey.get(group) ?? []);
}
