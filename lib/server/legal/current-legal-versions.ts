import 'server-only';
import { and, eq, inArray, isNotNull, lte, max } from 'drizzle-orm';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/lib/server/accounts/legal-versions';
import type { DbOrTx } from '@/lib/server/db/client';
import { legalTexts } from '@/lib/server/db/schema/legal';
import { LEGAL_PRODUCT } from './legal-document';

/** The versions a guest accepts (§7 showDataProtection): the privacy policy and the terms. */
export type LegalVersions = { privacy: number; terms: number };

/**
 * The current version of each accepted type is the highest published one. A database without
 * any (migrated but not seeded) keeps the baseline versions of legal-versions.ts.
 */
export async function readCurrentLegalVersions(db: DbOrTx, now = new Date()): Promise<LegalVersions> {
  const rows = await db
    .select({ type: legalTexts.type, version: max(legalTexts.version) })
    .from(legalTexts)
    .where(
      and(
        eq(legalTexts.product, LEGAL_PRODUCT),
        inArray(legalTexts.type, ['privacy', 'terms']),
        isNotNull(legalTexts.publishedAt),
        lte(legalTexts.publishedAt, now),
      ),
    )
    .groupBy(legalTexts.type);
  const of = (type: string, baseline: number) => rows.find((row) => row.type === type)?.version ?? baseline;
  return { privacy: of('privacy', PRIVACY_VERSION), terms: of('terms', TERMS_VERSION) };
}
