import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** §3 legal types: privacy policy, terms, imprint. */
export type LegalTextType = 'terms' | 'privacy' | 'imprint';

/**
 * §3 legal text (id, type, product, version, language, html). A version is current from its
 * publishedAt until a higher version of the same product and type is published; null is a draft.
 * The html is ours, rendered from structured blocks (lib/server/legal/render-legal-html.ts).
 */
export const legalTexts = pgTable(
  'legal_texts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull().$type<LegalTextType>(),
    product: text('product').notNull(),
    version: integer('version').notNull(),
    language: text('language').notNull().$type<'de' | 'en' | 'es' | 'nl'>(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('legal_texts_version_key').on(t.product, t.type, t.version, t.language),
    check('legal_texts_type', sql`${t.type} in ('terms', 'privacy', 'imprint')`),
    check('legal_texts_language', sql`${t.language} in ('de', 'en', 'es', 'nl')`),
    check('legal_texts_version', sql`${t.version} > 0`),
  ],
);
