import 'server-only';
import { and, eq, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { DbOrTx } from '@/lib/server/db/client';
import { type LegalTextType, legalTexts } from '@/lib/server/db/schema/legal';
import type { LegalTextRow } from './find-legal-text';
import { FALLBACK_LEGAL_LANGUAGE, LEGAL_PRODUCT } from './legal-document';
import { legalVersionSpans, pickLanguage } from './legal-versions-of';

export type LegalTextFilter = { type?: LegalTextType; language?: Locale; version?: number; product?: string; currentOnly: boolean };
export type ListedLegalText = LegalTextRow & { validUntil: Date | null; isCurrent: boolean };

/**
 * §7 legal texts by filter: published versions only, the current one of each type unless a
 * version is named or currentOnly is false. With a language each version comes once, in that
 * language or, where it has none, in English (§ Bad input); without one, in every language.
 */
export async function listLegalTexts(db: DbOrTx, filter: LegalTextFilter, now = new Date()): Promise<ListedLegalText[]> {
  const where: SQL[] = [eq(legalTexts.product, filter.product ?? LEGAL_PRODUCT), isNotNull(legalTexts.publishedAt), lte(legalTexts.publishedAt, now)];
  if (filter.type) where.push(eq(legalTexts.type, filter.type));
  const rows = await db.select().from(legalTexts).where(and(...where));
  const result: ListedLegalText[] = [];
  for (const type of [...new Set(rows.map((row) => row.type))].sort()) {
    const ofType = rows.filter((row) => row.type === type);
    const spans = legalVersionSpans(ofType.map((row) => ({ version: row.version, publishedAt: row.publishedAt ?? now })));
    const wanted = spans.filter((span, index) =>
      filter.version !== undefined ? span.version === filter.version : !filter.currentOnly || index === 0,
    );
    for (const span of wanted) {
      const ofVersion = ofType.filter((row) => row.version === span.version);
      const picked = filter.language ? [pickLanguage(ofVersion, filter.language, FALLBACK_LEGAL_LANGUAGE)] : ofVersion.sort((a, b) => a.language.localeCompare(b.language));
      for (const row of picked) if (row) result.push({ ...row, validUntil: span.validUntil, isCurrent: span === spans[0] });
    }
  }
  return result;
}
