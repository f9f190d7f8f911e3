import 'server-only';
import { notFound } from 'next/navigation';
import { decodeSegment, pageLocale } from '@/components/layout/page-locale';
import type { Locale } from '@/i18n/routing';
import { type BlogCategory, blogCategoryBySlug } from '@/lib/blog/blog-rules';

/** The page's language and the category its URL names; an unknown category is the localized 404. */
export async function categoryPage(params: Promise<{ locale: string; category: string }>): Promise<{ locale: Locale; category: BlogCategory }> {
  const locale = await pageLocale(params);
  const category = blogCategoryBySlug(decodeSegment((await params).category));
  if (!category) notFound();
  return { locale, category };
}
