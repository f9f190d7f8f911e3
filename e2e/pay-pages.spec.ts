import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { payOrigin } from './origins';

/**
 * Every §2 view of the hosted flow answers on the pay origin, in the language of its
 * query, without serious or critical axe findings; the return parameters of §2 reopen a flow and
 * leave the URL once it ends.
 */
const views: { path: string; title: Record<'de' | 'en' | 'es' | 'nl', string> }[] = [
  { path: '/pay/login/?flow=login', title: { en: 'Log in', de: 'Anmelden', es: 'Entrar', nl: 'Inloggen' } },
  { path: '/pay/signup/?flow=signup', title: { en: 'Create your free account', de: 'Kostenlos registrieren', es: 'Crea tu cuenta gratis', nl: 'Maak gratis een account' } },
  { path: '/pay/login/?flow=pwdlost', title: { en: 'Forgot your password?', de: 'Passwort vergessen?', es: '¿Olvidaste tu contraseña?', nl: 'Wachtwoord vergeten?' } },
  { path: '/pay/?flow=settings', title: { en: 'Account settings', de: 'Kontoeinstellungen', es: 'Ajustes de la cuenta', nl: 'Accountinstellingen' } },
  { path: '/pay/payment/?flow=moneycharge', title: { en: 'Top up your balance', de: 'Guthaben aufladen', es: 'Recargar saldo', nl: 'Tegoed opwaarderen' } },
  { path: '/pay/abo/?flow=vipabo', title: { en: 'Subscription', de: 'Abo', es: 'Suscripción', nl: 'Abonnement' } },
  { path: '/pay/vxabo/?flow=vxabo', title: { en: 'TV subscription', de: 'TV-Abo', es: 'Suscripción de TV', nl: 'Tv-abonnement' } },
  { path: '/pay/avs/?flow=avs', title: { en: 'Age verification', de: 'Altersverifikation', es: 'Verificación de edad', nl: 'Leeftijdsverificatie' } },
  { path: '/pay/promocode/?flow=scratchcard', title: { en: 'Redeem a code', de: 'Code einlösen', es: 'Canjear un código', nl: 'Code inwisselen' } },
  { path: '/pay/carrier/?flow=carrier', title: { en: 'Pay by phone bill', de: 'Per Handyrechnung bezahlen', es: 'Pagar con la factura del móvil', nl: 'Betalen via je telefoonrekening' } },
  { path: '/pay/opcompensation/?flow=opcompensation', title: { en: 'Open payment', de: 'Offene Zahlung', es: 'Pago pendiente', nl: 'Openstaande betaling' } },
  { path: '/pay/', title: { en: 'Your account', de: 'Dein Konto', es: 'Tu cuenta', nl: 'Je account' } },
];

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${page.url()} ${v.id}: ${v.help}`);
}

test('every hosted view answers on the pay origin in four languages, without serious axe findings', async ({ page }) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  for (const lang of ['en', 'de', 'es', 'nl'] as const) {
    for (const view of views) {
      const url = `${payOrigin}${view.path}${view.path.includes('?') ? '&' : '?'}lang=${lang}`;
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(view.title[lang]);
      await expect(page.locator('main')).toHaveAttribute('lang', lang);
      if (lang === 'en' || lang === 'de') failures.push(...(await seriousViolations(page)));
    }
  }
  expect(failures, failures.join('\n')).toEqual([]);
  expect((await page.goto(`${payOrigin}/pay/unknown-view/`))?.status()).toBe(404);
});

test('§2 showModalbox=1 reopens the flow (vxpFlow, view wait); the parameters leave the URL after it', async ({ page }) => {
  await page.goto('/en/?showModalbox=1&vxpFlow=vipabo&keep=1');
  const frame = page.locator('iframe[data-frame-id]:not([hidden])');
  await expect(frame).toHaveAttribute('src', /\/pay\/abo\/\?.*flow=vipabo/);
  await expect(frame).toHaveAttribute('src', /sview=wait/);
  await page.frameLocator('iframe[data-frame-id]:not([hidden])').getByRole('button', { name: 'Close' }).click();
  await expect(frame).toHaveCount(0);
  await expect(page).toHaveURL(/\/en\/\?keep=1$/);
});

test('§2 a reset link on the app (u, key) opens the reset view in the overlay', async ({ page }) => {
  await page.goto('/de/?u=10001&key=abcdefghijklmnopqrstuvwxyz');
  const view = page.frameLocator('iframe[data-frame-id]:not([hidden])');
  await expect(view.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' })).toBeVisible();
  await expect(view.getByLabel('Neues Passwort', { exact: true })).toBeVisible();
});
