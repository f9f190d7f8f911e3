import 'server-only';
import { and, eq, max, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { type LegalTextType, legalTexts } from '@/lib/server/db/schema/legal';
import { AppError } from '@/lib/server/errors';
import { invalidatePages } from '@/lib/server/http/page-cache-registry';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { LEGAL_PRODUCT, type LegalDocumentsByLanguage, legalDocumentsByLanguageSchema } from './legal-document';
import { LEGAL_PUBLISHED_CHANNEL, refreshLegalVersions } from './legal-version-cache';
import { renderLegalHtml } from './render-legal-html';

export type PublishedLegalText = { type: LegalTextType; version: number; ids: Record<string, number> };

/**
 * Publishes the next version of a legal type in the languages given (English at least: every
 * other language falls back to it). Of the privacy policy or the terms it makes §7
 * showDataProtection true for every guest who accepted an older version: this process's cache is
 * refreshed at once, the other processes' through the PubSub, and cached pages are dropped.
 */
export async function publishLegalText(
  deps: { db: Db; pubsub: PubSub },
  input: { type: LegalTextType; documents: LegalDocumentsByLanguage; now?: Date },
): Promise<PublishedLegalText> {
  const documents = legalDocumentsByLanguageSchema.parse(input.documents);
  const publishedAt = input.now ?? new Date();
  const result = await deps.db.transaction(async (tx) => {
    // One publisher per type at a time: two operators cannot both take the same next number.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`legal:${LEGAL_PRODUCT}:${input.type}`}))`);
    const [last] = await tx
      .select({ version: max(legalTexts.version) })
      .from(legalTexts)
      .where(and(eq(legalTexts.product, LEGAL_PRODUCT), eq(legalTexts.type, input.type)));
    const version = (last?.version ?? 0) + 1;
    const rows = Object.entries(documents)
      .filter((entry): entry is [keyof LegalDocumentsByLanguage, NonNullable<(typeof entry)[1]>] => entry[1] !== undefined)
      .map(([language, document]) => ({
        type: input.type,
        product: LEGAL_PRODUCT,
        version,
        language,
        title: document.title,
        html: renderLegalHtml(document.blocks),
        publishedAt,
      }));
    const inserted = await tx.insert(legalTexts).values(rows).returning({ id: legalTexts.id, language: legalTexts.language });
    if (inserted.length !== rows.length) throw new AppError('INTERNAL', 'The legal text was not stored.');
    return { type: input.type, version, ids: Object.fromEntries(inserted.map((row) => [row.language, row.id])) };
  });
  await refreshLegalVersions(deps.db);
  await deps.pubsub.publish(LEGAL_PUBLISHED_CHANNEL, { type: result.type, version: result.version });
  // The legal pages (and the footer's pages) are served from the page cache: drop them everywhere.
  await invalidatePages(deps.pubsub, ['page']);
  return result;
}
