import { expect, test } from '@playwright/test';
import { header, signUpFromHeader } from './overlay-helpers';

/** The sandbox call speaks the last digits of the number, reversed (lib/server/phone/sandbox-phone-verifier.ts). */
const reversedTail = (number: string, length: number) => [...number.replace(/\D/g, '').slice(-length)].reverse().join('');

test('phone verification in the personal area: a wrong code is refused (§8 code 8), the spoken code verifies the number', async ({ page }) => {
  const guest = await signUpFromHeader(page);
  await header(page).getByRole('link', { name: `Your account: ${guest.screenName}` }).click();
  const section = page.getByRole('region', { name: 'Phone verification' });
  await expect(section).toContainText('Verify your phone number');

  const number = `+49 170 ${String(Date.now()).slice(-7)}`;
  await section.getByLabel('Phone number').fill(number);
  await section.getByRole('button', { name: 'Call me' }).click();
  await expect(section).toContainText('Type the 6-digit code you hear.');
  const wrong = reversedTail(number, 6) === '000000' ? '111111' : '000000';
  await section.getByLabel('Code').fill(wrong);
  await section.getByRole('button', { name: 'Verify' }).click();
  await expect(section.getByRole('alert')).toHaveText('The code is not correct.');

  await section.getByLabel('Code').fill(reversedTail(number, 6));
  await section.getByRole('button', { name: 'Verify' }).click();
  await expect(section.getByRole('status')).toHaveText(`Your phone number +49 ••• ${number.slice(-4)} is verified.`);
});
