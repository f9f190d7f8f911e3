import * as z from 'zod';
import { imageSchema } from './image';

/** A run of text in a paragraph, or a performer mention (§2: her name links to her profile). */
export const blogInlineSchema = z.union([z.object({ text: z.string() }), z.object({ actorId: z.number().int() })]);
export type BlogInline = z.infer<typeof blogInlineSchema>;

/** The structured body of a post: headings and paragraphs, never HTML. */
export const blogBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('heading'), text: z.string() }),
  z.object({ kind: z.literal('paragraph'), parts: z.array(blogInlineSchema) }),
]);
export type BlogBlock = z.infer<typeof blogBlockSchema>;

/** §3 blog post as lists show it: id, title, subTitle, date, previewPicture, featured, excerpt. */
export const blogPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subTitle: z.string(),
  /** ISO 8601 publication moment. */
  date: z.string(),
  categoryId: z.number().int(),
  previewPicture: imageSchema,
  featured: z.boolean(),
  excerpt: z.string(),
  link: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** A performer a post mentions, as a profile link. */
export const blogActorSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string(), link: z.string() });
export type BlogActor = z.infer<typeof blogActorSchema>;

export const blogPostPageSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  items: z.array(blogPostSchema),
});
export type BlogPostPage = z.infer<typeof blogPostPageSchema>;

/** An archive year of a category and how many posts it holds. */
export const blogYearSchema = z.object({ year: z.number().int(), count: z.number().int() });
export type BlogYear = z.infer<typeof blogYearSchema>;

export const blogArchiveSchema = blogPostPageSchema.extend({
  categoryId: z.number().int(),
  year: z.number().int().nullable(),
  years: z.array(blogYearSchema),
});
export type BlogArchive = z.infer<typeof blogArchiveSchema>;

/** Posts per category id (as strings: JSON object keys). */
export const blogTotalsSchema = z.record(z.string(), z.number().int());
export type BlogTotals = z.infer<typeof blogTotalsSchema>;

/** The blog front page: the featured post, the newest post per category, totals. */
export const blogFrontSchema = z.object({
  featured: blogPostSchema.nullable(),
  newest: z.array(z.object({ categoryId: z.number().int(), post: blogPostSchema })),
  totals: blogTotalsSchema,
});
export type BlogFront = z.infer<typeof blogFrontSchema>;
