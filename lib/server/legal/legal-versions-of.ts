import 'server-only';

/** One published version of a legal type: when it became valid and, unless current, until when. */
export type LegalVersionSpan = { version: number; validFrom: Date; validUntil: Date | null };

/**
 * The published versions newest first, each valid from its publication until the next higher
 * version was published (§ legal texts: "older version, valid from … to …"). A version whose
 * languages were published at different moments counts from the first.
 */
export function legalVersionSpans(published: readonly { version: number; publishedAt: Date }[]): LegalVersionSpan[] {
  const first = new Map<number, Date>();
  for (const row of published) {
    const seen = first.get(row.version);
    if (!seen || row.publishedAt < seen) first.set(row.version, row.publishedAt);
  }
  const ascending = [...first.entries()].sort((a, b) => a[0] - b[0]);
  return ascending
    .map(([version, validFrom], index) => ({ version, validFrom, validUntil: ascending[index + 1]?.[1] ?? null }))
    .reverse();
}

/** The text to show for a page language: its own if it exists, else the fallback language's. */
export function pickLanguage<T extends { language: string }>(rows: readonly T[], language: string, fallback: string): T | null {
  return rows.find((row) => row.language === language) ?? rows.find((row) => row.language === fallback) ?? null;
}
