import 'server-only';
import * as z from 'zod';

/** The product whose texts this platform shows (§3 legal text `product`). */
export const LEGAL_PRODUCT = 'camverse';

export const legalTypes = ['terms', 'privacy', 'imprint'] as const;
export const legalTypeSchema = z.enum(legalTypes);

/** The language every legal text exists in; a page language without a text falls back to it (§ Bad input). */
export const FALLBACK_LEGAL_LANGUAGE = 'en';

/**
 * One block of a legal text: a section heading, a paragraph or a bullet list. Plain text only:
 * the renderer escapes it, so a stored text can never carry markup we did not write.
 */
export const legalBlockSchema = z.union([
  z.object({ h: z.string().trim().min(1).max(200) }).strict(),
  z.object({ p: z.string().trim().min(1).max(4000) }).strict(),
  z.object({ ul: z.array(z.string().trim().min(1).max(1000)).min(1).max(50) }).strict(),
]);
export type LegalBlock = z.infer<typeof legalBlockSchema>;

export const legalDocumentSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    blocks: z.array(legalBlockSchema).min(1).max(400),
  })
  .strict();
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

/** A new version's texts by language; English is required, it is every other language's fallback. */
export const legalDocumentsByLanguageSchema = z
  .object({
    en: legalDocumentSchema,
    de: legalDocumentSchema.optional(),
    es: legalDocumentSchema.optional(),
    nl: legalDocumentSchema.optional(),
  })
  .strict();
export type LegalDocumentsByLanguage = z.infer<typeof legalDocumentsByLanguageSchema>;
