import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type AppPathname, type Locale, locales } from '../i18n/routing';
import { routePath } from '../lib/seo/route-path';

/**
 * SEO, as a crawler sees the catalogue: one h1, a title, a meta description, a canonical
 * that is the page itself (page kept, sort and view never), hreflang for de, en, es, nl and
 * x-default, JSON-LD that parses (Person on profiles, VideoObject on videos), /sitemap.xml and
 * /robots.txt answered at exactly those paths.
 */

// What a crawler gets is the server's HTML.
test.use({ javaScriptEnabled: false });

/** Demo performer of the seed (first actor). */
const PROFILE = 'lunasky';
/** A category of the seed (lib/server/db/seed/taxonomy.ts). */
const CATEGORY = 'blonde';

type Sample = { name: string; route: AppPathname; params?: Record<string, string>; listing: boolean; jsonLd?: string };

/** The first video and album of the sitemap: real, released, linked pages. */
async function mediaParams(request: APIRequestContext): Promise<{ video: Record<string, string>; album: Record<string, string> }> {
  const first = async (file: string, pattern: RegExp) => {
    const response = await request.get(`/sitemaps/${file}`);
    expect(response.status(), file).toBe(200);
    const match = pattern.exec(await response.text());
    if (!match?.[1] || !match[2]) throw new Error(`no entry in ${file}`);
    return [match[1], match[2]] as const;
  };
  const [videoActor, videoId] = await first('videos-1.xml', /<loc>[^<]*\/en\/amateur\/([^/]+)\/video\/(\d+)\/<\/loc>/);
  const [albumActor, albumId] = await first('albums-1.xml', /<loc>[^<]*\/en\/amateur\/([^/]+)\/pictures\/(\d+)\/<\/loc>/);
  return { video: { actorName: videoActor, videoId }, album: { actorName: albumActor, albumId } };
}

function samples(media: Awaited<ReturnType<typeof mediaParams>>): Sample[] {
  return [
    { name: 'home', route: '/', listing: false },
    { name: 'new girls', route: '/new-girls', listing: true },
    { name: 'cams', route: '/cams', listing: true },
    { name: 'videos', route: '/videos', listing: true },
    { name: 'profile', route: '/amateur/[actorName]', params: { actorName: PROFILE }, listing: false, jsonLd: 'Person' },
    { name: 'video', route: '/amateur/[actorName]/video/[videoId]', params: media.video, listing: false, jsonLd: 'VideoObject' },
    { name: 'album', route: '/amateur/[actorName]/pictures/[albumId]', params: media.album, listing: false },
    { name: 'category', route: '/categories/[categorySlug]', params: { categorySlug: CATEGORY }, listing: true },
    { name: 'top cams', route: '/top-cams', listing: true },
  ];
}

/** Every JSON-LD node of the page (arrays and @graph flattened); throws if one does not parse. */
async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes = blocks.flatMap((text) => {
    const data = JSON.parse(text) as unknown;
    const list = Array.isArray(data) ? data : [data];
    return list.flatMap((node: { '@graph'?: unknown[] }) => (Array.isArray(node['@graph']) ? node['@graph'] : [node]));
  }) as { '@type'?: string | string[] }[];
  return nodes.flatMap((n) => (Array.isArray(n['@type']) ? n['@type'] : n['@type'] ? [n['@type']] : []));
}

let media: Awaited<ReturnType<typeof mediaParams>>;
test.beforeAll(async ({ request }) => {
  media = await mediaParams(request);
});

for (const locale of locales) {
  test(`${locale}: catalogue pages have one h1, title, description, canonical, hreflang and JSON-LD`, async ({ page, baseURL }) => {
    for (const sample of samples(media)) {
      const own = routePath(locale as Locale, sample.route, sample.params);
      // List pages are opened sorted and as a list: the canonical must leave both out.
      const url = sample.listing ? `${own}?sort=price&view=list` : own;
      const response = await page.goto(url);
      expect(response?.status(), `${sample.name} ${url}`).toBe(200);
      await expect(page.locator('html'), sample.name).toHaveAttribute('lang', locale);

      await expect(page.locator('h1'), `${sample.name}: one h1`).toHaveCount(1);
      expect((await page.title()).trim(), `${sample.name}: title`).not.toBe('');
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.trim().length ?? 0, `${sample.name}: meta description`).toBeGreaterThan(40);

      await expect(page.locator('link[rel="canonical"]'), sample.name).toHaveCount(1);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical, `${sample.name}: canonical is the page itself`).toBe(`${baseURL}${own}`);

      for (const language of locales) {
        const href = await page.locator(`link[rel="alternate"][hreflang="${language}"]`).getAttribute('href');
        expect(href, `${sample.name}: hreflang ${language}`).toBe(`${baseURL}${routePath(language, sample.route, sample.params)}`);
      }
      const xDefault = await page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute('href');
      expect(xDefault, `${sample.name}: x-default`).toBe(`${baseURL}${routePath('en', sample.route, sample.params)}`);

      const types = await jsonLdTypes(page);
      if (sample.jsonLd) expect(types, `${sample.name}: JSON-LD`).toContain(sample.jsonLd);
    }
  });
}

test('page 2 of a list keeps page in its canonical and hreflang, never sort or view', async ({ page, baseURL }) => {
  await page.goto('/de/alle-videos/?page=2&sort=price&view=list');
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseURL}/de/alle-videos/?page=2`);
  expect(await page.locator('link[rel="alternate"][hreflang="es"]').getAttribute('href')).toBe(`${baseURL}/es/todos-los-videos/?page=2`);
});

test('a 404 page is not indexed', async ({ page }) => {
  const response = await page.goto('/en/amateur/nobody-by-this-name/');
  expect(response?.status()).toBe(404);
  const robots = await page.locator('meta[name="robots"]').first().getAttribute('content');
  expect(robots).toMatch(/noindex/);
});

/** Well-formed XML, checked by the browser's own parser. */
async function expectXml(page: Page, text: string, root: string): Promise<void> {
  const result = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    return { error: doc.getElementsByTagName('parsererror').length > 0, root: doc.documentElement.nodeName };
  }, text);
  expect(result.error, 'well-formed XML').toBe(false);
  expect(result.root).toBe(root);
}

test('/sitemap.xml is a sitemap index at exactly that path; its children list localized URLs with alternates', async ({ page, request, baseURL }) => {
  const index = await request.get('/sitemap.xml', { maxRedirects: 0 });
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toMatch(/xml/);
  const indexXml = await index.text();
  await expectXml(page, indexXml, 'sitemapindex');
  const children = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
  expect(children[0]).toBe(`${baseURL}/sitemaps/pages.xml`);
  for (const kind of ['performers', 'videos', 'albums']) expect(children).toContain(`${baseURL}/sitemaps/${kind}-1.xml`);

  const pages = await request.get(new URL(children[0] ?? '').pathname, { maxRedirects: 0 });
  expect(pages.status()).toBe(200);
  const pagesXml = await pages.text();
  await expectXml(page, pagesXml, 'urlset');
  for (const path of ['/de/neue-girls/', '/es/nuevas-chicas/', '/nl/new-girls/', `/de/kategorien/${CATEGORY}/`, '/es/todos-los-videos/']) {
    expect(pagesXml, path).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  expect(pagesXml).toContain(`hreflang="x-default" href="${baseURL}/en/new-girls/"`);

  const performers = await (await request.get('/sitemaps/performers-1.xml')).text();
  await expectXml(page, performers, 'urlset');
  expect(performers).toContain(`<loc>${baseURL}/de/amateur/${PROFILE}/</loc>`);
  expect(performers).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
});

test('/robots.txt answers at exactly that path and points at the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/text\/plain/);
  const text = await response.text();
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  for (const line of ['Disallow: /rest/', 'Disallow: /graphql', 'Disallow: /pay/', 'Disallow: /de/mein-konto/', 'Disallow: /es/buscar/']) expect(text).toContain(line);
});
