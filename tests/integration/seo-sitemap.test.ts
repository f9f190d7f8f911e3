import { and, asc, eq, sql } from 'drizzle-orm';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as robotsGET } from '@/app/robots.txt/route';
import { GET as indexGET } from '@/app/sitemap.xml/route';
import { GET as childGET } from '@/app/sitemaps/[file]/route';
import { clearSitemapCache } from '@/lib/server/catalog/seo/sitemap-cache';
import { actors } from '@/lib/server/db/schema/actors';
import { blogPosts, blogPostTexts } from '@/lib/server/db/schema/blog';
import { albums, categories, videos } from '@/lib/server/db/schema/catalog';
import { tvEpisodes, tvSeries } from '@/lib/server/db/schema/tv-mediathek';
import { publicOrigin } from '@/lib/server/env';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

const XHTML = 'http://www.w3.org/1999/xhtml';
let rt: AppRuntime;
let origin: string;

beforeAll(async () => {
  rt = await startTestRuntime();
  origin = publicOrigin();
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

/** jsdom (a dev dependency without type declarations) as a strict XML parser: it throws on anything not well-formed. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (text: string, options: { contentType: string }) => { window: { document: Document } };
};

/** PGlite needs the node test environment, so XML is parsed with jsdom directly. */
function parse(xml: string): Document {
  return new JSDOM(xml, { contentType: 'application/xml' }).window.document;
}

async function child(file: string): Promise<Response> {
  return childGET(new Request(`${origin}/sitemaps/${file}`), { params: Promise.resolve({ file }) });
}

const locsOf = (doc: Document) => [...doc.getElementsByTagName('loc')].map((l) => l.textContent ?? '');

describe('GET /sitemap.xml and /sitemaps/*.xml (SEO, generated from the database at request time)', () => {
  it('the index is XML listing pages, performers, videos and albums as absolute URLs', async () => {
    const response = await indexGET();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const doc = parse(await response.text());
    expect(doc.documentElement.nodeName).toBe('sitemapindex');
    expect(locsOf(doc)).toEqual([
      `${origin}/sitemaps/pages.xml`,
      `${origin}/sitemaps/content.xml`,
      `${origin}/sitemaps/performers-1.xml`,
      `${origin}/sitemaps/videos-1.xml`,
      `${origin}/sitemaps/albums-1.xml`,
    ]);
  });

  it('pages.xml lists the catalogue routes and every category, localized, with lastmod', async () => {
    const doc = parse(await (await child('pages.xml')).text());
    const locs = locsOf(doc);
    for (const path of ['/de/', '/en/new-girls/', '/de/neue-girls/', '/es/nuevas-chicas/', '/nl/cams/', '/de/alle-videos/', '/es/estrellas/', '/en/top-cams/video-call/']) {
      expect(locs, path).toContain(`${origin}${path}`);
    }
    const slugs = await rt.db.select({ slug: categories.slug }).from(categories);
    expect(slugs.length).toBeGreaterThan(0);
    for (const { slug } of slugs) expect(locs).toContain(`${origin}/de/kategorien/${slug}/`);
    expect(doc.getElementsByTagName('lastmod').length).toBe(locs.length);
  });

  it('content.xml lists the blog (each post under its own slug per language), the media centre and the legal pages', async () => {
    const locs = locsOf(parse(await (await child('content.xml')).text()));
    for (const path of ['/en/blog/', '/de/agb/', '/es/aviso-legal/', '/en/tv/livestream/', '/de/tv/media/serien/', '/en/blog/category/news/']) {
      expect(locs, path).toContain(`${origin}${path}`);
    }
    const [post] = await rt.db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(sql`${blogPosts.publishedAt} <= now()`)
      .limit(1);
    const texts = await rt.db.select({ language: blogPostTexts.language, slug: blogPostTexts.slug }).from(blogPostTexts).where(eq(blogPostTexts.postId, post!.id));
    expect(texts.length).toBe(4);
    for (const text of texts) expect(locs).toContain(`${origin}/${text.language}/blog/${text.slug}/`);
    const [series] = await rt.db.select({ key: tvSeries.key }).from(tvSeries).limit(1);
    expect(locs).toContain(`${origin}/en/tv/mediathek/${series!.key}/`);
    expect(locs).toContain(`${origin}/es/tv/mediateca/${series!.key}/videos/`);
    const [episode] = await rt.db.select({ id: tvEpisodes.id, key: tvSeries.key }).from(tvEpisodes).innerJoin(tvSeries, eq(tvSeries.id, tvEpisodes.seriesId)).where(sql`${tvEpisodes.airedAt} <= now()`).limit(1);
    expect(locs).toContain(`${origin}/nl/tv/mediathek/${episode!.key}/${episode!.id}/`);
    // A post still to come is not listed.
    const [future] = await rt.db.select({ slug: blogPostTexts.slug }).from(blogPosts).innerJoin(blogPostTexts, eq(blogPostTexts.postId, blogPosts.id)).where(sql`${blogPosts.publishedAt} > now()`).limit(1);
    if (future) expect(locs.some((loc) => loc.endsWith(`/blog/${future.slug}/`))).toBe(false);
  });

  it('every performer is listed, a performer banned in some countries too (bans are per viewer, §6)', async () => {
    const doc = parse(await (await child('performers-1.xml')).text());
    const locs = locsOf(doc);
    const all = await rt.db.select({ slug: actors.slug, banned: actors.bannedCountryCodes }).from(actors);
    expect(locs).toHaveLength(all.length * 4);
    const banned = all.find((a) => a.banned.length > 0);
    expect(banned, 'the seed has a banned performer').toBeDefined();
    expect(locs).toContain(`${origin}/es/amateur/${banned?.slug}/`);
  });

  it('each URL carries hreflang alternates for de, en, es, nl and x-default', async () => {
    const doc = parse(await (await child('performers-1.xml')).text());
    const first = doc.getElementsByTagName('url')[0] as Element;
    const links = [...first.getElementsByTagNameNS(XHTML, 'link')];
    expect(links.map((l) => l.getAttribute('hreflang'))).toEqual(['de', 'en', 'es', 'nl', 'x-default']);
    const slug = new URL(first.getElementsByTagName('loc')[0]?.textContent ?? '').pathname.split('/')[3];
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['de', 'en', 'es', 'nl', 'en'].map((l) => `${origin}/${l}/amateur/${slug}/`));
  });

  it('videos: released ones only, with their release as lastmod', async () => {
    const [scheduled] = await rt.db.select({ id: videos.id }).from(videos).orderBy(asc(videos.id)).limit(1);
    await rt.db.update(videos).set({ releasedAt: sql`now() + interval '3 days'` }).where(eq(videos.id, scheduled?.id ?? 0));
    clearSitemapCache(rt.db);
    const doc = parse(await (await child('videos-1.xml')).text());
    const locs = locsOf(doc);
    const [{ n } = { n: 0 }] = await rt.db.select({ n: sql<number>`count(*)::int` }).from(videos).where(sql`${videos.releasedAt} <= now()`);
    expect(locs).toHaveLength(n * 4);
    expect(locs.some((l) => l.endsWith(`/video/${scheduled?.id}/`))).toBe(false);
    const [sample] = await rt.db
      .select({ id: videos.id, slug: actors.slug, releasedAt: videos.releasedAt })
      .from(videos)
      .innerJoin(actors, eq(actors.id, videos.actorId))
      .where(sql`${videos.releasedAt} <= now()`)
      .limit(1);
    const url = [...doc.getElementsByTagName('url')].find((u) => u.getElementsByTagName('loc')[0]?.textContent === `${origin}/de/amateur/${sample?.slug}/video/${sample?.id}/`);
    expect(url?.getElementsByTagName('lastmod')[0]?.textContent).toBe(sample?.releasedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
  });

  it('albums: galleries with their localized slug, never sedcards', async () => {
    const doc = parse(await (await child('albums-1.xml')).text());
    const locs = locsOf(doc);
    const list = await rt.db.select({ id: albums.id, type: albums.type }).from(albums).where(and(sql`${albums.releasedAt} <= now()`));
    const galleries = list.filter((a) => a.type === 'album');
    const sedcard = list.find((a) => a.type === 'sedcard');
    expect(locs).toHaveLength(galleries.length * 4);
    expect(locs.some((l) => l.includes('/bilder/') && l.includes('/de/'))).toBe(true);
    expect(locs.some((l) => l.includes('/fotos/') && l.includes('/es/'))).toBe(true);
    expect(locs.some((l) => l.endsWith(`/${sedcard?.id}/`))).toBe(false);
  });

  it('a child the index does not have is a 404', async () => {
    for (const file of ['videos-2.xml', 'videos-0.xml', 'users-1.xml', 'pages']) expect((await child(file)).status, file).toBe(404);
  });

  it('a second request is served from the cache (same text) until the cache is cleared', async () => {
    const a = await (await child('pages.xml')).text();
    await rt.db.insert(categories).values({ id: 9_999, slug: 'zz-new-category', names: { de: 'Neu', en: 'New', es: 'Nueva', nl: 'Nieuw' }, position: 99 });
    expect(await (await child('pages.xml')).text()).toBe(a);
    clearSitemapCache(rt.db);
    expect(await (await child('pages.xml')).text()).toContain('/kategorien/zz-new-category/');
  });
});

describe('GET /robots.txt', () => {
  it('is plain text pointing at the sitemap index', async () => {
    const response = await robotsGET();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(text).toContain('Disallow: /rest/');
  });
});
