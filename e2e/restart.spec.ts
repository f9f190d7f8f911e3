import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { header, logInInOverlay, open } from './overlay-helpers';

/**
 * "Done when": the guest's page survives a server restart and the next message arrives;
 * "Sending while the server restarts: queued and delivered once after reconnect, never twice".
 * This journey needs a server it may stop: its own process on its own port and data directory
 * (the pay pages on the same origin), started and stopped here, with the production build.
 */
const PORT = 3103;
const origin = `http://localhost:${PORT}`;
const PERFORMER = { email: 'lunasky@studio.example', password: 'studio-pass-123', slug: 'lunasky' };

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn('node', ['--import', 'tsx', '--import', './scripts/node-hooks.mjs', 'server.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), DATA_DIR: dataDir, SEED_SCALE: 'small', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${origin}/en/`).then((response) => response.ok, () => false);
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start in time');
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const balanceCents = async (page: Page) => Number(await header(page).getByRole('button', { name: /^Balance: / }).getAttribute('data-balance'));
const sendButton = (conversation: Locator) => conversation.getByRole('button', { name: /^(Send|Free message)/ });

/** "Send · 1.234,99 €" → 123499; "Free message" → 0. */
async function shownPrice(conversation: Locator): Promise<number> {
  const label = (await sendButton(conversation).textContent()) ?? '';
  const amount = /([\d.]+)(?:,(\d{2}))?\s*€/.exec(label);
  return amount ? Number((amount[1] ?? '').replaceAll('.', '')) * 100 + Number(amount[2] ?? '0') : 0;
}

test('a message sent while the server restarts is delivered once after the reconnect, and the performer\'s next reply arrives on the same page', async ({ browser }) => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cam-e2e-restart-'));
  let server = await startServer(dataDir);
  const guestContext = await browser.newContext({ baseURL: origin });
  const studioContext = await browser.newContext({ baseURL: origin, locale: 'en-US' });
  try {
    const guest = await guestContext.newPage();
    await open(guest, '/en/');
    await header(guest).getByRole('button', { name: 'Log in' }).first().click();
    await logInInOverlay(guest, 'demo@example.com', 'demo-pass-123');
    await expect(header(guest).getByRole('link', { name: /^Your account: / })).toBeVisible();
    await open(guest, `/en/amateur/${PERFORMER.slug}/`);
    await guest.getByRole('main').getByRole('link', { name: 'Message', exact: true }).click();
    const conversation = guest.getByRole('region', { name: /^Conversation with / });
    const textbox = conversation.getByRole('textbox', { name: 'Your message' });
    const before = `Before the restart ${Date.now()}`;
    await textbox.fill(before);
    await sendButton(conversation).click();
    await expect(conversation.getByRole('listitem').filter({ hasText: before })).toBeVisible();
    await expect(textbox).toHaveValue('');
    // The page must survive the restart without a reload: this marker would be gone after one.
    await guest.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    // The server goes down; the guest writes meanwhile; the server comes back with the same data.
    await stopServer(server);
    const during = `Written during the restart ${Date.now()}`;
    await textbox.fill(during);
    const price = await shownPrice(conversation);
    const balanceBefore = await balanceCents(guest);
    await sendButton(conversation).click();
    server = await startServer(dataDir);

    const delivered = conversation.getByRole('listitem').filter({ hasText: during });
    await expect(delivered).toBeVisible({ timeout: 60_000 });
    await expect(textbox).toHaveValue('');
    await expect.poll(() => balanceCents(guest), { timeout: 10_000 }).toBe(balanceBefore - price);

    // The performer sees the message once and replies; the guest's unreloaded page shows the reply live.
    const studio = await studioContext.newPage();
    await studio.goto('/studio/');
    await studio.getByRole('textbox', { name: 'Email address' }).fill(PERFORMER.email);
    await studio.getByLabel('Password').fill(PERFORMER.password);
    await studio.getByRole('button', { name: 'Log in' }).click();
    await studio.getByRole('navigation', { name: 'Studio navigation' }).getByRole('link', { name: 'Messenger' }).click();
    await studio.getByRole('navigation', { name: 'Conversations' }).getByRole('button').filter({ hasText: during }).click();
    const messages = studio.getByRole('list', { name: 'DemoGuest' });
    await expect(messages.getByRole('listitem').filter({ hasText: during })).toHaveCount(1);
    const reply = `Got it after the restart ${Date.now()}`;
    await studio.getByRole('textbox', { name: 'Your reply' }).fill(reply);
    await studio.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(messages.getByRole('listitem').filter({ hasText: reply })).toBeVisible();

    await expect(conversation.getByRole('listitem').filter({ hasText: reply })).toBeVisible({ timeout: 15_000 });
    await expect(delivered).toHaveCount(1);
    expect(await guest.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  } finally {
    await guestContext.close();
    await studioContext.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
