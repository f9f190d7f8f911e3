import { expect, type Page, test } from '@playwright/test';
import { appOrigin } from './origins';

/**
 * The blog journey (§2 blog, §3 blog post, §7 blog area): a visitor reads the blog by category and
 * archive year, opens a post, follows a mentioned performer to her profile and finds a post through
 * the header search with a typo in its title. Assumes the seed's blog section (lib/server/db/seed/blog.ts):
 * news posts over the last two years (two or more archive years) and interviews that mention a performer.
 */

const viewports = [
  { name: 'phone', size: { width: 375, height: 812 } },
  { name: 'desktop', size: { width: 1280, height: 800 } },
] as const;

/** One letter dropped from the longest word of a title: "update" → "updte". */
function withTypo(title: string): string {
  const word = [...title.matchAll(/\p{L}{5,}/gu)].map((m) => m[0]).sort((a, b) => b.length - a.length)[0] ?? title;
  return title.replace(word, word.slice(0, 3) + word.slice(4));
}

async function searchFromHeader(page: Page, pattern: string, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Open search' }).click();
    const box = page.locator('#mobile-search').getByRole('combobox', { name: 'Search' });
    await box.fill(pattern);
    await box.press('Enter');
  } else {
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await box.click();
    await box.fill(pattern);
    await box.press('Enter');
  }
  await expect(page).toHaveURL(/\/en\/search\/videos\/[^/]+\/$/);
}

for (const { name, size } of viewports) {
  test.describe(`blog (${name})`, () => {
    test.use({ viewport: size });

    test.beforeEach(async ({ context }) => {
      // A guest who already chose cookies: the consent banner covers nothing.
      await context.addCookies([{ name: 'cc', value: 'f0a0', url: appOrigin }]);
    });

    test('reads the blog by category and archive year, opens a post and follows a performer', async ({ page }) => {
      await page.goto('/en/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
      await expect(page).toHaveURL(/\/en\/blog\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();

      const categories = page.getByRole('navigation', { name: 'Blog categories' });
      await categories.getByRole('link', { name: /^News/ }).click();
      await expect(page).toHaveURL(/\/en\/blog\/category\/news\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Blog: News' })).toBeVisible();

      const years = page.getByRole('navigation', { name: 'Archive by year' });
      const oldest = years.getByRole('link').last();
      const year = ((await oldest.innerText()).match(/\d{4}/) ?? [''])[0];
      await oldest.click();
      await expect(page).toHaveURL(new RegExp(`/en/blog/archive/news/${year}/$`));
      await expect(page.getByRole('heading', { level: 1, name: `News: archive ${year}` })).toBeVisible();

      const post = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
      const title = (await post.innerText()).trim();
      await post.click();
      await expect(page).toHaveURL(/\/en\/blog\/[a-z0-9-]+\/$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('main').locator('time').first()).toContainText(year);
      // Its breadcrumbs lead back through its category to the blog.
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/en/blog/category/news/');
      await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/en/blog/');

      // An interview names its performer; her name links to her profile.
      await page.goto('/en/blog/category/interviews/');
      await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click();
      const performers = page.getByRole('region', { name: 'Performers in this post' });
      const performer = performers.getByRole('link').first();
      const performerName = (await performer.innerText()).trim();
      await performer.click();
      await expect(page).toHaveURL(/\/en\/amateur\/[a-z0-9-]+\/$/);
      await expect(page.getByRole('heading', { level: 1, name: performerName })).toBeVisible();
    });

    test('finds a post through the header search with a typo in its title', async ({ page }) => {
      await page.goto('/en/blog/category/news/');
      const title = (await page.getByRole('main').getByRole('article').first().getByRole('heading').innerText()).trim();
      await page.waitForLoadState('networkidle');
      await searchFromHeader(page, withTypo(title), name === 'phone');
      const blog = page.getByRole('region', { name: 'Blog' });
      const hit = blog.getByRole('link', { name: title, exact: true });
      await expect(hit).toBeVisible();
      await hit.click();
      await expect(page).toHaveURL(/\/en\/blog\/[a-z0-9-]+\/$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    });

    test('an unknown post, category or archive year is the localized 404', async ({ page }) => {
      for (const path of ['/de/blog/kein-solcher-beitrag/', '/de/blog/kategorie/unbekannt/', '/de/blog/archiv/news/1999/']) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      }
    });
  });
}
