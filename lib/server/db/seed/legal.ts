import 'server-only';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/lib/server/accounts/legal-versions';
import type { Tx } from '@/lib/server/db/client';
import { type LegalTextType, legalTexts } from '@/lib/server/db/schema/legal';
import { LEGAL_PRODUCT } from '@/lib/server/legal/legal-document';
import { renderLegalHtml } from '@/lib/server/legal/render-legal-html';
import { legalTextsDe } from './legal-texts-de';
import { legalTextsEn } from './legal-texts-en';
import { legalTextsEs } from './legal-texts-es';
import { legalTextsNl } from './legal-texts-nl';
import type { LegalSeedTexts, LegalSeedVersion } from './legal-operator';

const DAY_MS = 86_400_000;
const texts: Record<'de' | 'en' | 'es' | 'nl', LegalSeedTexts> = { de: legalTextsDe, en: legalTextsEn, es: legalTextsEs, nl: legalTextsNl };

/**
 * What the seed publishes, and how many days before the seed's `now`: the terms and the privacy
 * policy in two versions (the older one stays retrievable), the imprint in one. The highest
 * versions are the baseline of lib/server/accounts/legal-versions.ts, which the seeded guests accepted.
 */
const plan: { type: LegalTextType; version: LegalSeedVersion; daysAgo: number }[] = [
  { type: 'terms', version: 1, daysAgo: 420 },
  { type: 'terms', version: TERMS_VERSION as LegalSeedVersion, daysAgo: 60 },
  { type: 'privacy', version: 1, daysAgo: 420 },
  { type: 'privacy', version: PRIVACY_VERSION as LegalSeedVersion, daysAgo: 45 },
  { type: 'imprint', version: 1, daysAgo: 420 },
];

function documentOf(language: LegalSeedTexts, type: LegalTextType, version: LegalSeedVersion) {
  return type === 'imprint' ? language.imprint() : language[type](version);
}

/**
 * §3 legal texts in de, en, es and nl (written for this platform; lib/server/db/seed/legal-texts-*.ts).
 * A SeedSection of ./sections.ts, typed there where it is listed (importing the type back would be a cycle).
 */
export const legalSeedSection = {
  name: 'legal texts',
  seeded: async (tx: Tx) => {
    const [row] = await tx.select({ id: legalTexts.id }).from(legalTexts).limit(1);
    return row !== undefined;
  },
  insert: async (tx: Tx, { now }: { now: Date }) => {
    const rows = plan.flatMap(({ type, version, daysAgo }) =>
      Object.entries(texts).map(([language, seedTexts]) => {
        const document = documentOf(seedTexts, type, version);
        return {
          type,
          product: LEGAL_PRODUCT,
          version,
          language: language as 'de' | 'en' | 'es' | 'nl',
          title: document.title,
          html: renderLegalHtml(document.blocks),
          publishedAt: new Date(now.getTime() - daysAgo * DAY_MS),
        };
      }),
    );
    await tx.insert(legalTexts).values(rows);
  },
};
