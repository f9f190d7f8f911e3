import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { appOrigin } from './origins';

/**
 * Search journeys: the header search box (proposals, keyboard, §5 minimum length), the
 * localized video search page, and the §3 cookie consent that the search history depends on.
 */

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };
/** playwright.config.ts gives every page the necessary-only choice; these tests start without one. */
const NO_CONSENT = { cookies: [], origins: [] };

async function ready(page: Page) {
  await page.waitForLoadState('networkidle');
}

/** A guest who already chose (so the fixed banner covers nothing), or null for a first visit. */
async function consent(context: BrowserContext, value: 'f1a0' | 'f0a0') {
  await context.addCookies([{ name: 'cc', value, url: appOrigin }]);
}

test.describe('header search box (desktop)', () => {
  test.use({ viewport: desktop });

  test('a misspelled name shows the performer as a proposal; Enter lands on the German search page with her', async ({ page, context }) => {
    await consent(context, 'f0a0');
    await page.goto('/de/');
    await ready(page);
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Suche' });
    await box.click();
    await box.pressSequentially('lunaskai', { delay: 40 });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('option', { name: /LunaSky/ })).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/de\/suche\/videos\/lunaskai\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ergebnisse für „lunaskai“');
    await expect(page.getByRole('main').getByRole('link', { name: /LunaSky/ }).first()).toBeVisible();
  });

  test('arrow keys choose a proposal, Escape closes the list', async ({ page, context }) => {
    await consent(context, 'f0a0');
    await page.goto('/en/');
    await ready(page);
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await box.click();
    await box.pressSequentially('luna', { delay: 40 });
    await expect(page.getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    const first = page.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en\/search\/videos\/[^/]+\/$/);
  });

  test('§5: a 2-letter query shows the hint and does not search', async ({ page, context }) => {
    await consent(context, 'f0a0');
    await page.goto('/en/');
    await ready(page);
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await box.click();
    await box.pressSequentially('lu');
    await expect(page.getByRole('banner').getByText('Type at least 3 characters.').first()).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en\/$/);
  });
});

test.describe('search panel (§2 mobile menu mode)', () => {
  test.use({ viewport: phone });

  test('the search button opens the panel, locks the page, and the navigation menu closes it', async ({ page, context }) => {
    await consent(context, 'f0a0');
    await page.goto('/es/');
    await ready(page);
    const open = page.getByRole('button', { name: 'Abrir búsqueda' });
    await open.click();
    const panel = page.locator('#mobile-search');
    await expect(panel).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', '');
    const box = panel.getByRole('combobox', { name: 'Buscar' });
    await expect(box).toBeFocused();
    await box.pressSequentially('lu');
    await expect(panel.getByText('Escribe al menos 3 caracteres.').first()).toBeVisible();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(panel).toBeHidden();
  });

  test('searching from the panel lands on the Spanish search page', async ({ page, context }) => {
    await consent(context, 'f0a0');
    await page.goto('/es/');
    await ready(page);
    await page.getByRole('button', { name: 'Abrir búsqueda' }).click();
    const box = page.locator('#mobile-search').getByRole('combobox', { name: 'Buscar' });
    await box.fill('Lúna Sky');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/es\/buscar\/videos\/L%C3%BAna%20Sky\/$/);
    await expect(page.locator('#mobile-search')).toBeHidden();
    await expect(page.getByRole('main').getByRole('link', { name: /LunaSky/ }).first()).toBeVisible();
  });
});

test.describe('search page', () => {
  test.use({ viewport: desktop });

  test('SQL and HTML in the pattern are shown as text', async ({ page, context }) => {
    await consent(context, 'f0a0');
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs++;
      await dialog.dismiss();
    });
    const pattern = `<script>alert(1)</script>'; drop table actors; --`;
    const response = await page.goto(`/en/search/videos/${encodeURIComponent(pattern)}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(pattern);
    expect(dialogs).toBe(0);
    // The performers are still there.
    expect((await page.goto('/en/search/videos/lunasky/'))?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('link', { name: /LunaSky/ }).first()).toBeVisible();
  });

  test('§5: a pattern under 3 characters gets a hint, not a search', async ({ page, context }) => {
    await consent(context, 'f0a0');
    await page.goto('/nl/search/videos/ab/');
    await expect(page.getByTestId('search-too-short')).toContainText('Voer minstens 3 tekens in');
  });

  test('sorts and pages the videos; a page past the end is an empty state with a way back', async ({ page, context }) => {
    await consent(context, 'f0a0');
    await page.goto('/en/search/videos/City/');
    await page.getByRole('navigation', { name: 'Sort videos' }).getByRole('link', { name: 'Newest' }).click();
    await expect(page).toHaveURL(/\/en\/search\/videos\/City\/\?sort=newest$/);
    const response = await page.goto('/en/search/videos/City/?page=999');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('empty-page')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test.describe('on a first visit', () => {
    test.use({ storageState: NO_CONSENT });

    test('axe finds no serious or critical violation on the search page with the consent banner open', async ({ page }) => {
      await page.goto('/en/search/videos/luna/');
      await ready(page);
      await expect(page.getByRole('region', { name: 'Cookies and privacy' })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    });
  });
});

test.describe('cookie consent (§3) and the search history', () => {
  test.use({ viewport: desktop, storageState: NO_CONSENT });

  test('the banner shows on a first visit, fixed at the bottom; "Necessary only" closes it for good', async ({ page, context }) => {
    await page.goto('/en/');
    await ready(page);
    const banner = page.getByRole('region', { name: 'Cookies and privacy' });
    await expect(banner).toBeVisible();
    expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await banner.getByRole('button', { name: 'Necessary only' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'cc');
    expect(cookie).toMatchObject({ value: 'f0a0', sameSite: 'Lax' });
    await page.reload();
    await ready(page);
    await expect(page.locator('#consent-banner')).toBeHidden();
  });

  test('the last searches are kept only with functional consent, and withdrawing it deletes them', async ({ page }) => {
    await page.goto('/en/');
    await ready(page);
    await page.getByRole('region', { name: 'Cookies and privacy' }).getByRole('button', { name: 'Accept all' }).click();
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    for (const pattern of ['beach', 'yoga', 'Beach', 'luna']) {
      await box.fill(pattern);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/en/search/videos/${pattern}/$`));
      await ready(page);
    }
    await box.fill('');
    await box.focus();
    await expect(page.getByRole('listbox', { name: 'Recent searches' }).getByRole('option')).toHaveText(['luna', 'Beach', 'yoga']);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    const settings = page.getByRole('region', { name: 'Cookie settings' });
    await settings.getByRole('checkbox', { name: /Functional/ }).uncheck();
    await settings.getByRole('button', { name: 'Save choice' }).click();
    expect(await page.evaluate(() => localStorage.getItem('globalSearchHistory'))).toBeNull();
    await box.focus();
    await expect(page.getByRole('option')).toHaveCount(0);
  });
});
