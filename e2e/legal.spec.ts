import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { open } from './overlay-helpers';

/**
 * "Done when" (§2 terms of service, data protection; §3 legal text): a visitor reads the terms in
 * every language and downloads them; the privacy page lists its versions and shows the older
 * one; the imprint exists; axe finds nothing serious on the three pages at 375 and 1280 px.
 * Seed assumptions (lib/server/db/seed/legal.ts): terms and privacy policy in versions 1 and 2
 * (2 current), the imprint in version 1, each in de, en, es and nl; nothing published since.
 */

const terms = [
  { locale: 'de', path: '/de/agb/', title: 'Allgemeine Geschäftsbedingungen', section: '1. Geltungsbereich und Betreiber', download: 'Fassung 2 herunterladen (HTML)' },
  { locale: 'en', path: '/en/terms-of-service/', title: 'Terms of service', section: '1. Scope and operator', download: 'Download version 2 (HTML)' },
  { locale: 'es', path: '/es/condiciones/', title: 'Condiciones de uso', section: '1. Ámbito y operador', download: 'Descargar la versión 2 (HTML)' },
  { locale: 'nl', path: '/nl/terms-of-service/', title: 'Algemene voorwaarden', section: '1. Toepassing en exploitant', download: 'Versie 2 downloaden (HTML)' },
] as const;

const heading = (page: Page, name: string, level: number) => page.getByRole('heading', { level, name, exact: true });

for (const text of terms) {
  test(`${text.locale}: a visitor reads the terms and downloads them`, async ({ page }) => {
    await open(page, text.path);
    await expect(heading(page, text.title, 1)).toBeVisible();
    await expect(heading(page, text.section, 2)).toBeVisible();
    // The current version in the page language: no older-version link back.
    await expect(page.getByRole('link', { name: /current version|aktuellen Fassung|versión vigente|huidige versie/ })).toHaveCount(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: text.download }).click()]);
    expect(download.suggestedFilename()).toBe(`camverse-terms-v2-${text.locale}.html`);
    const file = await readFile(await download.path(), 'utf8');
    expect(file).toContain(`<html lang="${text.locale}">`);
    expect(file).toContain(`<h1>${text.title}</h1>`);
    expect(file).toContain(`<h2>${text.section}</h2>`);
  });
}

test('the privacy page lists its versions and shows the older one with a way back', async ({ page }) => {
  await open(page, '/en/data-protection/');
  await expect(heading(page, 'Privacy policy', 1)).toBeVisible();
  const versions = page.getByRole('region', { name: 'All versions' });
  await expect(versions.getByRole('link')).toHaveCount(2);
  await expect(versions.getByRole('link', { name: /^Version 2: valid since .+ \(current\)$/ })).toHaveAttribute('aria-current', 'page');
  await versions.getByRole('link', { name: /^Version 1: valid from .+ to .+$/ }).click();
  await expect(page).toHaveURL(/\/en\/data-protection\/\?version=1$/);
  await expect(page.getByRole('note')).toContainText('You are reading an older version (version 1)');
  await expect(heading(page, '4. Live video and messages', 2)).toBeVisible();
  await page.getByRole('link', { name: 'Read the current version' }).click();
  await expect(page).toHaveURL(/\/en\/data-protection\/$/);
  await expect(heading(page, '4. Live video, TV and messages', 2)).toBeVisible();
});

test('an unknown version is the 404 page', async ({ page }) => {
  const response = await page.goto('/en/terms-of-service/?version=99');
  expect(response?.status()).toBe(404);
});

test('the imprint exists in every language and the footer links it', async ({ page }) => {
  for (const [path, title] of [['/en/imprint/', 'Imprint'], ['/de/impressum/', 'Impressum'], ['/es/aviso-legal/', 'Aviso legal'], ['/nl/imprint/', 'Colofon']] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(heading(page, title, 1)).toBeVisible();
  }
  await open(page, '/en/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Imprint' }).click();
  await expect(page).toHaveURL(/\/en\/imprint\/$/);
});

for (const viewport of [{ width: 375, height: 812 }, { width: 1280, height: 800 }]) {
  test(`no serious or critical axe violation on the legal pages at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const failures: string[] = [];
    for (const path of ['/en/terms-of-service/', '/de/datenschutz/', '/en/data-protection/?version=1', '/es/aviso-legal/']) {
      await open(page, path);
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) failures.push(`${path} [${v.impact}] ${v.id}: ${v.help}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
