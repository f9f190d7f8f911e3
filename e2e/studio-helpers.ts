import { type Browser, expect, type Page } from '@playwright/test';

/** The demo performer's studio login (lib/server/studio/demo-performer-logins.ts), shared by the studio journeys. */
export const PERFORMER = { email: 'lunasky@studio.example', password: 'studio-pass-123', name: 'LunaSky', slug: 'lunasky' };

export async function studioPage(browser: Browser): Promise<Page> {
  // The studio's language comes from Accept-Language (here English).
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/studio/');
  await page.getByRole('textbox', { name: 'Email address' }).fill(PERFORMER.email);
  await page.getByLabel('Password').fill(PERFORMER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: `Hello ${PERFORMER.name}` })).toBeVisible();
  return page;
}
