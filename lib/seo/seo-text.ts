import * as z from 'zod';
import { locales } from '@/i18n/routing';

/** Scopes of the seo_texts table that editors fill (§3 SEO text per category and per tag). */
export const seoScopeSchema = z.enum(['page', 'category', 'tag']);
export type SeoScope = z.infer<typeof seoScopeSchema>;

export const seoLanguageSchema = z.enum(locales);

/** §3 SEO text: h1, h2, title, description, free texts, breadcrumb, slug. */
export const seoTextSchema = z.object({
  scope: seoScopeSchema,
  key: z.string(),
  language: seoLanguageSchema,
  title: z.string(),
  description: z.string(),
  h1: z.string(),
  h2: z.string(),
  freeTexts: z.array(z.string()),
  breadcrumb: z.string(),
  slug: z.string(),
});
export type SeoText = z.infer<typeof seoTextSchema>;

/** SEO content of a performer's tag page (§7 seo/getActorSeoContent/{actorId}/{tagGroup}). */
export const actorSeoContentSchema = z.object({
  actorId: z.number().int(),
  actorName: z.string(),
  tagGroup: z.string(),
  tagName: z.string(),
  /** The performer's released videos with this tag. */
  videoCount: z.number().int().min(0),
  title: z.string(),
  description: z.string(),
  h1: z.string(),
  h2: z.string(),
  freeTexts: z.array(z.string()),
  breadcrumb: z.string(),
  slug: z.string(),
  /** Root-relative localized URL of the page. */
  url: z.string(),
});
export type ActorSeoContent = z.infer<typeof actorSeoContentSchema>;
