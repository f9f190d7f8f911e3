import { type BrowserContext, expect, test } from '@playwright/test';
import { appOrigin, esOrigin } from './origins';
import { open, overlay } from './overlay-helpers';

/**
 * §1/§6 the Spanish-market variant on its own host name (es.localhost), served by the same server
 * as every other journey (playwright.config.ts: MARKET_HOSTS, ES_AVS_MODAL=1).
 */

/** A returning visitor who answered the §3 consent banner, on the Spanish-market host too. */
async function consentOnEsHost(context: BrowserContext) {
  await context.addCookies([{ name: 'cc', value: 'f0a0', domain: 'es.localhost', path: '/' }]);
}

const ageCheck = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Verificación de edad' });

test('§1 the Spanish-market host opens `/` in Spanish whatever the browser asks for; the default host keeps the browser\'s language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' } });
  await consentOnEsHost(context);
  const page = await context.newPage();
  await page.goto(`${esOrigin}/`);
  await expect(page).toHaveURL(`${esOrigin}/es/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.goto(`${appOrigin}/`);
  await expect(page).toHaveURL(`${appOrigin}/de/`);
  await context.close();
});

test('§6 the Spanish-market age-check modal: shown without the forced-avs cookie, "later" remembers the answer', async ({ page, context }) => {
  await consentOnEsHost(context);
  await open(page, `${esOrigin}/`);
  const dialog = ageCheck(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Verificar edad ahora' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Más tarde' }).click();
  await expect(dialog).toBeHidden();
  // The answer is remembered in the forced-avs cookie (set as the dialog closes), on this host.
  await expect.poll(async () => (await context.cookies(esOrigin)).find((cookie) => cookie.name === 'fa')?.value).toBeTruthy();
  await open(page, `${esOrigin}/es/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('§6 a forced-avs cookie from before keeps the modal away', async ({ page, context }) => {
  await consentOnEsHost(context);
  await context.addCookies([{ name: 'fa', value: '1', domain: 'es.localhost', path: '/' }]);
  await open(page, `${esOrigin}/es/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // config/client answered (the overlay asks it once per page) and still no modal.
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('§6 the age-check modal leads a visitor to log in or sign up first', async ({ page, context }) => {
  await consentOnEsHost(context);
  await open(page, `${esOrigin}/es/`);
  await ageCheck(page).getByRole('button', { name: 'Verificar edad ahora' }).click();
  await expect(overlay(page)).toHaveAttribute('src', /\/pay\/(login|signup)\/\?/);
});

test('the default host stays the plain site: no Spanish-market modal on the same page', async ({ page }) => {
  await open(page, `${appOrigin}/es/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The host's settings answer for the default host: no modal, no special-market home.
  const config = await page.evaluate(async () => (await (await fetch('/rest/v1/config/client?language=es')).json()).data);
  expect(config).toMatchObject({ esAvsModal: false, specialMarketHome: null });
  // …and on the Spanish-market host the same call says its modal is on.
  await page.goto(`${esOrigin}/es/condiciones/`);
  const esConfig = await page.evaluate(async () => (await (await fetch('/rest/v1/config/client?language=es')).json()).data);
  expect(esConfig).toMatchObject({ esAvsModal: true, specialMarketHome: null });
});
