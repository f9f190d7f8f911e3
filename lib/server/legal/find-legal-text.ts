import 'server-only';
import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { DbOrTx } from '@/lib/server/db/client';
import { type LegalTextType, legalTexts } from '@/lib/server/db/schema/legal';
import { FALLBACK_LEGAL_LANGUAGE, LEGAL_PRODUCT } from './legal-document';
import { type LegalVersionSpan, legalVersionSpans, pickLanguage } from './legal-versions-of';

export type LegalTextRow = typeof legalTexts.$inferSelect;

export type LegalPage = {
  text: LegalTextRow;
  /** The page language had no text of this version: the English one is shown, and said so. */
  isFallback: boolean;
  /** The shown version's span; validUntil null = the current version. */
  span: LegalVersionSpan;
  current: LegalVersionSpan;
  versions: LegalVersionSpan[];
};

/** Published rows of one type (drafts and scheduled versions are nobody's business yet). */
async function publishedRows(db: DbOrTx, type: LegalTextType, now: Date) {
  return db
    .select({ version: legalTexts.version, publishedAt: legalTexts.publishedAt })
    .from(legalTexts)
    .where(and(eq(legalTexts.product, LEGAL_PRODUCT), eq(legalTexts.type, type), isNotNull(legalTexts.publishedAt), lte(legalTexts.publishedAt, now)))
    .orderBy(asc(legalTexts.version));
}

/**
 * A legal page (§2 terms, data protection, imprint): the current version in the page language,
 * or an older one when `version` is given; null when that version (or any) was never published.
 */
export async function loadLegalPage(
  db: DbOrTx,
  options: { type: LegalTextType; language: Locale; version?: number; now?: Date },
): Promise<LegalPage | null> {
  const now = options.now ?? new Date();
  const rows = await publishedRows(db, options.type, now);
  const versions = legalVersionSpans(rows.map((row) => ({ version: row.version, publishedAt: row.publishedAt ?? now })));
  const current = versions[0];
  const span = options.version === undefined ? current : versions.find((v) => v.version === options.version);
  if (!current || !span) return null;
  const candidates = await db
    .select()
    .from(legalTexts)
    .where(
      and(
        eq(legalTexts.product, LEGAL_PRODUCT),
        eq(legalTexts.type, options.type),
        eq(legalTexts.version, span.version),
        inArray(legalTexts.language, [options.language, FALLBACK_LEGAL_LANGUAGE]),
        isNotNull(legalTexts.publishedAt),
        lte(legalTexts.publishedAt, now),
      ),
    );
  const text = pickLanguage(candidates, options.language, FALLBACK_LEGAL_LANGUAGE);
  if (!text) return null;
  return { text, isFallback: text.language !== options.language, span, current, versions };
}

/** One published version in one language by its id (§7 asset/legal-text/download), or null. */
export async function findPublishedLegalText(db: DbOrTx, id: number, now = new Date()): Promise<LegalTextRow | null> {
  const [row] = await db
    .select()
    .from(legalTexts)
    .where(and(eq(legalTexts.id, id), isNotNull(legalTexts.publishedAt), lte(legalTexts.publishedAt, now)))
    .limit(1);
  return row ?? null;
}
