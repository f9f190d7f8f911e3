import { expect, test } from '@playwright/test';
import { header, logInInOverlay, open } from './overlay-helpers';

/**
 * §3 notes on performers (§7 getActorNoteById / storeActorNote): a visitor is offered the login,
 * the demo guest writes a private note on the profile, and after a reload it is still there.
 */
test('the demo guest keeps a private note on a performer: written, saved, still there after a reload', async ({ page }) => {
  test.setTimeout(90_000);
  const comment = `Likes the blue room – ask about travel (${Date.now()})`;
  await open(page, '/en/amateur/lunasky/');

  // A visitor sees only the hint; its login keeps the wish (§3 onLoginAction "load note").
  const hint = page.getByTestId('actor-note-hint');
  await expect(hint).toContainText('Log in to keep private notes on LunaSky.');
  await expect(page.getByRole('textbox', { name: 'Note on LunaSky' })).toHaveCount(0);
  await hint.getByRole('button', { name: 'Log in', exact: true }).click();
  await logInInOverlay(page, 'demo@example.com', 'demo-pass-123');
  await expect(header(page).getByRole('link', { name: /^Your account: / })).toBeVisible();

  const note = page.getByRole('region', { name: 'Your private note' });
  const field = note.getByRole('textbox', { name: 'Note on LunaSky' });
  await expect(field).toBeEnabled();
  await expect(note.getByText('Only you can see this note.')).toBeVisible();
  await field.fill(comment);
  await expect(note.getByText(`${comment.length} of 2000 characters`)).toBeVisible();
  await note.getByRole('button', { name: 'Save note' }).click();
  await expect(note.getByRole('status')).toHaveText('Note saved');
  await expect(note.getByRole('button', { name: 'Save note' })).toBeDisabled();

  // The page is cached for everyone; the note comes from the server after hydration.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your private note' }).getByRole('textbox', { name: 'Note on LunaSky' })).toHaveValue(comment);

  // An empty note deletes it, so the demo account stays as the seed made it.
  const again = page.getByRole('region', { name: 'Your private note' });
  await again.getByRole('textbox', { name: 'Note on LunaSky' }).fill('');
  await again.getByRole('button', { name: 'Save note' }).click();
  await expect(again.getByRole('status')).toHaveText('Note deleted');
});
