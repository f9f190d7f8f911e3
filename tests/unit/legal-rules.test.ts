import { describe, expect, it } from 'vitest';
import { parseLegalVersionParam } from '@/app/[locale]/_components/legal/legal-page-params';
import { acceptanceBehind } from '@/lib/server/accounts/data-protection';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/lib/server/accounts/legal-versions';
import { legalTextsDe } from '@/lib/server/db/seed/legal-texts-de';
import { legalTextsEn } from '@/lib/server/db/seed/legal-texts-en';
import { legalTextsEs } from '@/lib/server/db/seed/legal-texts-es';
import { legalTextsNl } from '@/lib/server/db/seed/legal-texts-nl';
import { legalDocumentSchema } from '@/lib/server/legal/legal-document';
import { parseLegalTextId } from '@/lib/server/legal/legal-download';
import { legalVersionSpans, pickLanguage } from '@/lib/server/legal/legal-versions-of';
import { renderLegalHtml, standaloneLegalHtml } from '@/lib/server/legal/render-legal-html';

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

describe('legal text rules', () => {
  it('renders only h2, p, ul and li, escaping every text', () => {
    const html = renderLegalHtml([{ h: 'A & B' }, { p: '<script>alert("x")</script>' }, { ul: ["it's", '<b>bold</b>'] }]);
    expect(html).toBe(
      '<h2>A &amp; B</h2>\n<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>\n<ul><li>it&#39;s</li><li>&lt;b&gt;bold&lt;/b&gt;</li></ul>',
    );
  });

  it('the download is a complete document whose title names the version', () => {
    const doc = standaloneLegalHtml({ title: 'T <1>', version: 3, language: 'nl', html: '<p>x</p>', validFrom: 'geldig vanaf 1 mei', versionLabel: 'Versie 3' });
    expect(doc).toMatch(/^<!doctype html>\n<html lang="nl">\n<head>\n<meta charset="utf-8">/);
    expect(doc).toContain('<title>T &lt;1&gt; – Versie 3</title>');
    expect(doc).toContain('<p>x</p>\n</body>\n</html>');
  });

  it('a version is valid from its first publication until the next version was published', () => {
    const spans = legalVersionSpans([
      { version: 1, publishedAt: day('2025-01-01') },
      { version: 2, publishedAt: day('2025-06-02') },
      { version: 2, publishedAt: day('2025-06-01') },
      { version: 3, publishedAt: day('2026-01-01') },
    ]);
    expect(spans).toEqual([
      { version: 3, validFrom: day('2026-01-01'), validUntil: null },
      { version: 2, validFrom: day('2025-06-01'), validUntil: day('2026-01-01') },
      { version: 1, validFrom: day('2025-01-01'), validUntil: day('2025-06-01') },
    ]);
    expect(legalVersionSpans([])).toEqual([]);
  });

  it('picks the page language, else the fallback, else nothing', () => {
    const rows = [{ language: 'en', id: 1 }, { language: 'de', id: 2 }];
    expect(pickLanguage(rows, 'de', 'en')?.id).toBe(2);
    expect(pickLanguage(rows, 'es', 'en')?.id).toBe(1);
    expect(pickLanguage([{ language: 'de', id: 2 }], 'es', 'en')).toBeNull();
  });

  it('download ids: digits name a text (out of range = none), anything else is bad input', () => {
    expect(parseLegalTextId('42')).toBe(42);
    expect(() => parseLegalTextId('0')).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
    expect(() => parseLegalTextId('2147483648')).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
    for (const bad of ['', 'abc', '1e3', '-1', '4.2', ' 7']) expect(() => parseLegalTextId(bad)).toThrow(expect.objectContaining({ code: 'BAD_REQUEST' }));
  });

  it('?version= is a positive integer or no page at all', () => {
    expect(parseLegalVersionParam(undefined)).toBeUndefined();
    expect(parseLegalVersionParam('1')).toBe(1);
    for (const bad of ['0', '01', 'x', '-1', '1.5', ['1', '2']]) expect(parseLegalVersionParam(bad)).toBe('invalid');
  });

  it('acceptance is behind when never given or older than the current version', () => {
    const current = { privacy: 3, terms: 2 };
    expect(acceptanceBehind({ privacy: 3, terms: 2 }, current)).toBe(false);
    expect(acceptanceBehind({ privacy: 4, terms: 2 }, current)).toBe(false);
    expect(acceptanceBehind({ privacy: 2, terms: 2 }, current)).toBe(true);
    expect(acceptanceBehind({ privacy: 3, terms: null }, current)).toBe(true);
  });

  it('the seed texts: every language has each document, valid, with the same sections; v2 adds to v1', () => {
    const languages = [legalTextsDe, legalTextsEn, legalTextsEs, legalTextsNl];
    for (const kind of ['terms', 'privacy'] as const) {
      const shapes = languages.map((texts) => texts[kind](2).blocks.map((block) => Object.keys(block)[0]).join(''));
      expect(new Set(shapes).size).toBe(1);
      for (const texts of languages) {
        expect(() => legalDocumentSchema.parse(texts[kind](1))).not.toThrow();
        expect(JSON.stringify(texts[kind](1))).not.toBe(JSON.stringify(texts[kind](2)));
      }
    }
    for (const texts of languages) expect(() => legalDocumentSchema.parse(texts.imprint())).not.toThrow();
    expect(new Set(languages.map((texts) => texts.terms(2).title)).size).toBe(4);
    expect([PRIVACY_VERSION, TERMS_VERSION]).toEqual([2, 2]);
  });
});
