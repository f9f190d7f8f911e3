import 'server-only';
import type { LegalDocument } from '@/lib/server/legal/legal-document';

/**
 * The made-up operator of the demo platform, named the same in every language's legal texts.
 * Invented for this product: no real company, person, register entry or address.
 */
export const operator = {
  company: 'Camverse Media GmbH',
  street: 'Beispielweg 7',
  city: '10969 Berlin',
  director: 'Mara Lindqvist',
  youthOfficer: 'Jonas Feldmann',
  register: 'HRB 000000 B',
  vatId: 'DE000000000',
  phone: '+49 30 0000 0000',
  email: 'support@camverse.example',
  legalEmail: 'legal@camverse.example',
  privacyEmail: 'privacy@camverse.example',
  dpoEmail: 'dpo@camverse.example',
  youthEmail: 'youth-protection@camverse.example',
  odrUrl: 'https://ec.europa.eu/consumers/odr',
  tvPrice: '4,99 €',
} as const;

/** The seed's versions: terms and privacy policy in two (the first replaced), the imprint in one. */
export type LegalSeedVersion = 1 | 2;

/** One language's texts, written per version from structured blocks (lib/server/legal/render-legal-html.ts). */
export type LegalSeedTexts = {
  terms: (version: LegalSeedVersion) => LegalDocument;
  privacy: (version: LegalSeedVersion) => LegalDocument;
  imprint: () => LegalDocument;
};

/** Blocks that only a version from `from` on contains. */
export function since<T>(version: LegalSeedVersion, from: LegalSeedVersion, blocks: T[]): T[] {
  return version >= from ? blocks : [];
}
