import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as graphqlPost } from '@/app/graphql/route';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import { type Locale, locales } from '@/i18n/routing';
import { legalTexts } from '@/lib/server/db/schema/legal';
import { loadLegalPage } from '@/lib/server/legal/find-legal-text';
import { LEGAL_PRODUCT } from '@/lib/server/legal/legal-document';
import { publishLegalText } from '@/lib/server/legal/publish-legal-text';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

function download(id: string): Promise<Response> {
  const request = new Request(`http://localhost/rest/v1/asset/legal-text/download/${id}`);
  return GET(request, { params: Promise.resolve({ area: 'asset', call: ['legal-text', 'download', id] }) });
}

async function gql(query: string) {
  const response = await graphqlPost(
    new Request('http://localhost/graphql?language=en', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) }),
  );
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (await response.json()) as { data?: any; errors?: { extensions?: { code?: string } }[] };
}

async function rowOf(type: 'terms' | 'privacy' | 'imprint', version: number, language: Locale) {
  const [row] = await rt.db
    .select()
    .from(legalTexts)
    .where(and(eq(legalTexts.product, LEGAL_PRODUCT), eq(legalTexts.type, type), eq(legalTexts.version, version), eq(legalTexts.language, language)));
  return row;
}

describe('legal texts (§3 legal text, §2 terms and data protection)', () => {
  it('the current terms and privacy policy are the highest published version, in every page language', async () => {
    for (const type of ['terms', 'privacy'] as const) {
      const titles = new Set<string>();
      for (const language of locales) {
        const page = await loadLegalPage(rt.db, { type, language });
        expect(page?.span.version).toBe(2);
        expect(page?.text.language).toBe(language);
        expect(page?.isFallback).toBe(false);
        expect(page?.versions.map((v) => v.version)).toEqual([2, 1]);
        titles.add(page?.text.title ?? '');
      }
      expect(titles.size).toBe(4);
    }
  });

  it('an older version stays retrievable, valid until the next one was published', async () => {
    const older = await loadLegalPage(rt.db, { type: 'terms', language: 'de', version: 1 });
    const current = await loadLegalPage(rt.db, { type: 'terms', language: 'de' });
    expect(older?.span.version).toBe(1);
    expect(older?.span.validUntil?.getTime()).toBe(current?.span.validFrom.getTime());
    expect(older?.text.html).not.toContain('Kostenpflichtige Nachrichten');
    expect(current?.text.html).toContain('Kostenpflichtige Nachrichten');
    expect(await loadLegalPage(rt.db, { type: 'terms', language: 'de', version: 9 })).toBeNull();
  });

  it('a language without the text gets the English one, marked as a fallback', async () => {
    const published = await publishLegalText(rt, {
      type: 'imprint',
      documents: { en: { title: 'Imprint', blocks: [{ h: 'Operator' }, { p: 'Moved to <Hafenstraße> 3 & 4.' }] } },
    });
    expect(published.version).toBe(2);
    const page = await loadLegalPage(rt.db, { type: 'imprint', language: 'nl' });
    expect(page).toMatchObject({ isFallback: true, text: { language: 'en', version: 2 } });
    // The renderer escapes: the stored html carries no markup that was not ours.
    expect(page?.text.html).toBe('<h2>Operator</h2>\n<p>Moved to &lt;Hafenstraße&gt; 3 &amp; 4.</p>');
    const older = await loadLegalPage(rt.db, { type: 'imprint', language: 'nl', version: 1 });
    expect(older).toMatchObject({ isFallback: false, text: { language: 'nl', title: 'Colofon' } });
  });

  it('GET asset/legal-text/download/{id}: a standalone UTF-8 HTML attachment with title and version', async () => {
    const row = await rowOf('terms', 2, 'de');
    const response = await download(String(row?.id));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${LEGAL_PRODUCT}-terms-v2-de.html"`);
    const body = await response.text();
    expect(body.startsWith('<!doctype html>\n<html lang="de">')).toBe(true);
    expect(body).toContain('<meta charset="utf-8">');
    expect(body).toContain('<title>Allgemeine Geschäftsbedingungen – Fassung 2</title>');
    expect(body).toContain(row?.html);
    expect(body.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('download: an unknown or unpublished id is a 404, a non-numeric one a 400 (JSON)', async () => {
    await expectError(await download('2147483000'), 404, 'NOT_FOUND');
    await expectError(await download('99999999999'), 404, 'NOT_FOUND');
    await expectError(await download('terms'), 400, 'BAD_REQUEST');
    await expectError(await download('-3'), 400, 'BAD_REQUEST');
    const [draft] = await rt.db
      .insert(legalTexts)
      .values({ type: 'terms', product: LEGAL_PRODUCT, version: 90, language: 'en', title: 'Draft', html: '<p>draft</p>', publishedAt: null })
      .returning({ id: legalTexts.id });
    await expectError(await download(String(draft?.id)), 404, 'NOT_FOUND');
    await rt.db.delete(legalTexts).where(eq(legalTexts.id, draft!.id));
  });

  it('GraphQL legal texts by filter: current only by default, a version, every version, a language', async () => {
    const current = await gql('{ legalTexts(type: privacy, language: "es") { id type version language isCurrent validUntil downloadUrl } }');
    const es = await rowOf('privacy', 2, 'es');
    expect(current.data.legalTexts).toEqual([
      { id: es?.id, type: 'privacy', version: 2, language: 'es', isCurrent: true, validUntil: null, downloadUrl: `/rest/v1/asset/legal-text/download/${es?.id}` },
    ]);
    const all = await gql('{ legalTexts(type: terms, language: "nl", currentOnly: false) { version language isCurrent validUntil } }');
    expect(all.data.legalTexts.map((t: { version: number; isCurrent: boolean }) => [t.version, t.isCurrent])).toEqual([[2, true], [1, false]]);
    expect(all.data.legalTexts[1].validUntil).not.toBeNull();
    const v1 = await gql('{ legalTexts(type: terms, version: 1) { language } }');
    expect(v1.data.legalTexts.map((t: { language: string }) => t.language)).toEqual(['de', 'en', 'es', 'nl']);
    const everyType = await gql('{ legalTexts(language: "de") { type version } }');
    expect(everyType.data.legalTexts.map((t: { type: string }) => t.type)).toEqual(['imprint', 'privacy', 'terms']);
    expect((await gql('{ legalTexts(product: "elsewhere") { id } }')).data.legalTexts).toEqual([]);
    expect((await gql('{ legalTexts(language: "xx") { id } }')).errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });
});
