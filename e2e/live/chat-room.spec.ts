import { type Browser, expect, type Page, test } from '@playwright/test';
import { goLive, guestOnProfile } from './live-helpers';

/**
 * Bullet 5, the group room: two guests in her live room read each other's text and her
 * message to the room; a reaction reaches her studio; a clash she starts shows on her profile
 * and a guest's vote moves the bar. Runs in the "live" project like live-chat.spec.ts.
 */
async function guestInLiveChat(browser: Browser): Promise<{ page: Page; screenName: string }> {
  const { page, screenName } = await guestOnProfile(browser);
  await page.getByTestId('chat-start-live').click();
  await expect(page.getByTestId('chat-status')).toHaveAttribute('data-state', 'live', { timeout: 30_000 });
  return { page, screenName };
}

test('two guests in her live room read each other and her room message; a reaction reaches the studio; a clash vote moves the bar', async ({ browser }) => {
  test.setTimeout(240_000);
  const studio = await goLive(browser);
  const alex = await guestInLiveChat(browser);
  const bea = await guestInLiveChat(browser);

  // Group text, escaped, with the sender's name for the others.
  await alex.page.getByTestId('chat-text-input').fill('Hi room <i>all</i>');
  await alex.page.getByTestId('chat-text-send').click();
  const beaLines = bea.page.getByTestId('chat-messages');
  await expect(beaLines).toContainText(`${alex.screenName}:`);
  await expect(beaLines).toContainText('Hi room <i>all</i>');
  await expect(studio.getByTestId('studio-chat-messages')).toContainText('Hi room <i>all</i>');

  // Her message to the whole room.
  await studio.getByTestId('studio-room-text-input').fill('Welcome, both of you!');
  await studio.getByTestId('studio-room-text-send').click();
  await expect(alex.page.getByTestId('chat-messages')).toContainText('Welcome, both of you!');
  await expect(beaLines).toContainText('Welcome, both of you!');

  // A reaction: the studio lists it with the guest's name; the other guest sees it float.
  await bea.page.getByTestId('reaction-fire').click();
  await expect(studio.getByTestId('studio-reactions')).toContainText(bea.screenName);
  await expect(studio.getByTestId('studio-reaction-count-fire')).toContainText('1');
  await expect(alex.page.getByTestId('reaction-float-fire')).toHaveCount(1);

  // Clash of cams: she challenges another online performer; the guests' bar shows it; a vote counts.
  const clash = studio.getByTestId('studio-clash');
  await expect(clash.getByTestId('studio-clash-start')).toBeVisible({ timeout: 35_000 });
  await clash.getByTestId('studio-clash-start').click();
  await expect(clash.getByTestId('clash-score')).toHaveAttribute('data-status', 'running');
  const bar = alex.page.getByTestId('clash-bar');
  await expect(bar).toBeVisible();
  await expect(bar.getByTestId('clash-countdown')).toContainText(/Ends in 0?[45]:\d\d/);
  const ownVotes = bar.locator('[data-testid^="clash-votes-"]').first();
  await expect(ownVotes).toContainText('Votes: 0');
  await bar.locator('[data-testid^="clash-vote-"]').first().click();
  await expect(bar).toContainText('You voted for');
  await expect(ownVotes).toContainText('Votes: 1');
  await expect(bea.page.getByTestId('clash-bar').locator('[data-testid^="clash-votes-"]').first()).toContainText('Votes: 1');
  await expect(clash.locator('[data-testid^="clash-votes-"]').first()).toContainText('Votes: 1');

  await studio.getByTestId('studio-go-offline').click();
  for (const page of [studio, alex.page, bea.page]) await page.context().close();
});
