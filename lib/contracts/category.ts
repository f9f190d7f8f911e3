import * as z from 'zod';

/** A performer category (§2 /categories/{categorySlug}/, §7 categories), named in the request language. */
export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** Performers in it that the viewer may see (§6 bans applied). */
  modelCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

/** §3 SEO text of a category page (seo_texts scope 'category'). */
export const categorySeoSchema = z.object({
  title: z.string(),
  description: z.string(),
  h1: z.string(),
  h2: z.string(),
  freeTexts: z.array(z.string()),
  breadcrumb: z.string(),
});
export type CategorySeo = z.infer<typeof categorySeoSchema>;

/** The answer of the §7 categories query (the mobile category filter, lib/queries/categories.ts). */
export const categoriesQuerySchema = z.object({ categories: z.array(categorySchema) });
