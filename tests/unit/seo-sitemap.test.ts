// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  childPath,
  ITEMS_PER_SITEMAP,
  MAX_URLS_PER_SITEMAP,
  parseChildFileName,
  partCount,
  partRange,
  sitemapChildren,
} from '@/lib/seo/sitemap-plan';
import { type SitemapItem, sitemapIndexXml, URLS_PER_ITEM, urlsetXml, w3cDate, xmlEscape } from '@/lib/seo/sitemap-xml';
import { routePath } from '@/lib/seo/route-path';

const ORIGIN = 'https://www.example.com';
const XHTML = 'http://www.w3.org/1999/xhtml';

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const profile = (slug: string, lastmod: Date | null = new Date('2025-03-04T05:06:07.890Z')): SitemapItem => ({
  paths: {
    de: routePath('de', '/amateur/[actorName]/about-me', { actorName: slug }),
    en: routePath('en', '/amateur/[actorName]/about-me', { actorName: slug }),
    es: routePath('es', '/amateur/[actorName]/about-me', { actorName: slug }),
    nl: routePath('nl', '/amateur/[actorName]/about-me', { actorName: slug }),
  },
  lastmod,
});

describe('sitemap XML (SEO: sitemap.xml with hreflang alternates and lastmod)', () => {
  it('each item becomes one <url> per language, each listing de, en, es, nl and x-default as absolute URLs', () => {
    const doc = parse(urlsetXml(ORIGIN, [profile('lunasky')]));
    const urls = [...doc.getElementsByTagName('url')];
    expect(urls).toHaveLength(4);
    const locs = urls.map((u) => u.getElementsByTagName('loc')[0]?.textContent);
    expect(locs).toEqual([
      'https://www.example.com/de/amateur/lunasky/ueber-mich/',
      'https://www.example.com/en/amateur/lunasky/about-me/',
      'https://www.example.com/es/amateur/lunasky/sobre-mi/',
      'https://www.example.com/nl/amateur/lunasky/about-me/',
    ]);
    for (const url of urls) {
      const links = [...url.getElementsByTagNameNS(XHTML, 'link')];
      expect(links.map((l) => l.getAttribute('hreflang'))).toEqual(['de', 'en', 'es', 'nl', 'x-default']);
      expect(links.every((l) => l.getAttribute('rel') === 'alternate' && l.getAttribute('href')?.startsWith(`${ORIGIN}/`))).toBe(true);
      expect(links[4]?.getAttribute('href')).toBe('https://www.example.com/en/amateur/lunasky/about-me/');
      expect(url.getElementsByTagName('lastmod')[0]?.textContent).toBe('2025-03-04T05:06:07Z');
    }
  });

  it('the origin’s trailing slash never doubles and an item without a date has no lastmod', () => {
    const xml = urlsetXml(`${ORIGIN}/`, [profile('mia', null)]);
    expect(xml).not.toContain('.com//');
    expect(parse(xml).getElementsByTagName('lastmod')).toHaveLength(0);
  });

  it('escapes &, <, >, quotes and apostrophes so any URL stays well-formed XML', () => {
    expect(xmlEscape(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
    const item: SitemapItem = { paths: { de: "/de/x/?a=1&b='2'", en: '/en/x/?a=1&b=<2>', es: '/es/x/', nl: '/nl/x/' } };
    const doc = parse(urlsetXml('https://a.example', [item]));
    expect(doc.getElementsByTagName('loc')[0]?.textContent).toBe("https://a.example/de/x/?a=1&b='2'");
    expect(doc.getElementsByTagName('loc')[1]?.textContent).toBe('https://a.example/en/x/?a=1&b=<2>');
  });

  it('path params are URL-encoded, so a name with spaces or a slash stays one segment', () => {
    expect(routePath('en', '/amateur/[actorName]', { actorName: 'a b/c?' })).toBe('/en/amateur/a%20b%2Fc%3F/');
  });

  it('the index lists the children as absolute URLs', () => {
    const doc = parse(sitemapIndexXml(ORIGIN, ['/sitemaps/pages.xml', '/sitemaps/videos-1.xml']));
    expect(doc.documentElement.nodeName).toBe('sitemapindex');
    expect([...doc.getElementsByTagName('loc')].map((l) => l.textContent)).toEqual([
      'https://www.example.com/sitemaps/pages.xml',
      'https://www.example.com/sitemaps/videos-1.xml',
    ]);
  });

  it('w3cDate drops milliseconds', () => {
    expect(w3cDate(new Date('2024-01-02T03:04:05.678Z'))).toBe('2024-01-02T03:04:05Z');
  });
});

describe('sitemap chunking (sitemaps.org: at most 50,000 URLs per sitemap)', () => {
  it('a full child stays within 50,000 URLs', () => {
    expect(ITEMS_PER_SITEMAP * URLS_PER_ITEM).toBeLessThanOrEqual(MAX_URLS_PER_SITEMAP);
  });

  it('200,000 videos (SEED_SCALE=large) become 80 video children of consecutive id ranges', () => {
    const span = { min: 100_000, max: 299_999 };
    expect(partCount(span)).toBe(80);
    expect(partRange(span, 1)).toEqual({ from: 100_000, to: 100_000 + ITEMS_PER_SITEMAP - 1 });
    expect(partRange(span, 80)).toEqual({ from: 299_999 - ITEMS_PER_SITEMAP + 1, to: 299_999 });
    // A range never holds more ids than a child may list.
    for (const part of [1, 2, 80]) {
      const { from, to } = partRange(span, part);
      expect(to - from + 1).toBe(ITEMS_PER_SITEMAP);
    }
  });

  it('an empty table has no child; one id has one', () => {
    expect(partCount(null)).toBe(0);
    expect(partCount({ min: 7, max: 7 })).toBe(1);
    expect(partCount({ min: 1, max: ITEMS_PER_SITEMAP + 1 })).toBe(2);
  });

  it('the index has pages and content first, then performers, videos and albums', () => {
    const children = sitemapChildren({ performers: { min: 1000, max: 10_999 }, videos: { min: 1, max: 3 }, albums: null });
    expect(children.map(childPath)).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/content.xml',
      '/sitemaps/performers-1.xml',
      '/sitemaps/performers-2.xml',
      '/sitemaps/performers-3.xml',
      '/sitemaps/performers-4.xml',
      '/sitemaps/videos-1.xml',
    ]);
  });

  it('child file names parse back; anything else is not a child', () => {
    expect(parseChildFileName('pages.xml')).toEqual({ kind: 'pages' });
    expect(parseChildFileName('content.xml')).toEqual({ kind: 'content' });
    expect(parseChildFileName('videos-12.xml')).toEqual({ kind: 'videos', part: 12 });
    for (const bad of ['videos-0.xml', 'videos-01.xml', 'videos-1', 'users-1.xml', '../videos-1.xml', 'pages-1.xml', 'videos-1234567.xml']) {
      expect(parseChildFileName(bad), bad).toBeNull();
    }
  });
});
