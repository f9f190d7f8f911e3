import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, test } from '@playwright/test';
import type { AppPathname, Locale } from '../i18n/routing';
import { routePath } from '../lib/seo/route-path';

/**
 * "Done when": axe finds no serious or critical violation on the catalogue pages, on a
 * phone (375 px) and a desktop (1280 px).
 */

const PROFILE = 'lunasky';
const CATEGORY = 'blonde';
const widths = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

type Target = { name: string; route: AppPathname; params?: Record<string, string> };

/** A released video and album, taken from the sitemap (lib/server/catalog/seo/sitemap.ts). */
async function mediaParams(request: APIRequestContext) {
  const first = async (file: string, pattern: RegExp) => {
    const match = pattern.exec(await (await request.get(`/sitemaps/${file}`)).text());
    if (!match?.[1] || !match[2]) throw new Error(`no entry in ${file}`);
    return [match[1], match[2]] as const;
  };
  const [videoActor, videoId] = await first('videos-1.xml', /<loc>[^<]*\/en\/amateur\/([^/]+)\/video\/(\d+)\/<\/loc>/);
  const [albumActor, albumId] = await first('albums-1.xml', /<loc>[^<]*\/en\/amateur\/([^/]+)\/pictures\/(\d+)\/<\/loc>/);
  return { video: { actorName: videoActor, videoId }, album: { actorName: albumActor, albumId } };
}

function targets(media: Awaited<ReturnType<typeof mediaParams>>): Target[] {
  return [
    { name: 'home', route: '/' },
    { name: 'new girls', route: '/new-girls' },
    { name: 'cams', route: '/cams' },
    { name: 'free chat', route: '/free-chat' },
    { name: 'cam shows', route: '/cam-shows' },
    { name: 'category', route: '/categories/[categorySlug]', params: { categorySlug: CATEGORY } },
    { name: 'videos hub', route: '/videos' },
    { name: 'all videos', route: '/all-videos' },
    { name: 'video stars', route: '/stars' },
    { name: 'top cams', route: '/top-cams' },
    { name: 'profile', route: '/amateur/[actorName]', params: { actorName: PROFILE } },
    { name: 'about me', route: '/amateur/[actorName]/about-me', params: { actorName: PROFILE } },
    { name: 'video detail', route: '/amateur/[actorName]/video/[videoId]', params: media.video },
    { name: 'album', route: '/amateur/[actorName]/pictures/[albumId]', params: media.album },
    { name: 'video search', route: '/search/videos/[searchPattern]', params: { searchPattern: 'luna' } },
  ];
}

/** The catalogue in English, plus a German page so a second language is checked (lang, longer words). */
const runs: { locale: Locale; only?: string[] }[] = [{ locale: 'en' }, { locale: 'de', only: ['home', 'profile', 'video detail'] }];

let media: Awaited<ReturnType<typeof mediaParams>>;
test.beforeAll(async ({ request }) => {
  media = await mediaParams(request);
});

for (const { name: widthName, viewport } of widths) {
  test.describe(`${widthName} (${viewport.width} px)`, () => {
    test.use({ viewport });

    for (const run of runs) {
      test(`${run.locale}: no serious or critical axe violation on the catalogue pages`, async ({ page }) => {
        // 15 pages, each waited for to be network-idle: the first locale meets a fresh server that renders
        // every page and draws every image for the first time (1.8 min alone, over 3 min beside the other workers).
        test.setTimeout(300_000);
        const failures: string[] = [];
        for (const target of targets(media)) {
          if (run.only && !run.only.includes(target.name)) continue;
          const url = routePath(run.locale, target.route, target.params);
          const response = await page.goto(url);
          expect(response?.status(), `${target.name} ${url}`).toBe(200);
          await page.waitForLoadState('networkidle');
          const { violations } = await new AxeBuilder({ page }).analyze();
          for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
            const where = v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ');
            failures.push(`${url} [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length}×: ${where})`);
          }
        }
        expect(failures, failures.join('\n')).toEqual([]);
      });
    }
  });
}
