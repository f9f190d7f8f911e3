import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { appOrigin } from './origins';
import { header, signUpFromHeader, topUp } from './overlay-helpers';

/**
 * §3 "Other states": the status bars not covered by e2e/status-bars.spec.ts, each brought up by its
 * trigger (components/status-bars/status-bar-rules.ts) and closed by its rule. Assumes nothing of the
 * seed but the sandbox payment card; test days are allowed (ALLOW_TEST_DAYS=1 in the journeys).
 */
const bar = (page: Page) => page.getByRole('status', { name: 'Notice' });
const closeBar = (page: Page) => bar(page).getByRole('button', { name: 'Close notice' }).click();
const DAY_MS = 86_400_000;
const dayIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

async function accessToken(page: Page): Promise<string> {
  const response = await page.request.post('/rest/v1/account/token?language=en', { headers: { 'content-type': 'application/json' }, data: {} });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

async function rest(page: Page, token: string, path: string, data: unknown) {
  const response = await page.request.post(`/rest/v1/${path}?language=en`, { headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: unknown }).data;
}

/** A new guest with 20 € from the sandbox card, subscribed to VIP (9,99 € a month) from the balance. */
async function vipGuest(page: Page): Promise<string> {
  await signUpFromHeader(page);
  await topUp(page, '20 €');
  const token = await accessToken(page);
  await rest(page, token, 'wallet/pay/subscribe', { flow: 'vipabo', idempotencyKey: `bars-${Date.now()}` });
  return token;
}

/** A page the guest's own events may reload or send on by themselves (a decision, a new role): either navigation ends there. */
async function openSettled(page: Page, path: string) {
  await page.goto(path).catch((error: Error) => {
    // The page's own reload (a new role) may interrupt or abort this navigation: it ends on the same page.
    if (!/interrupted by another navigation|net::ERR_ABORTED/.test(error.message)) throw error;
  });
  await page.waitForLoadState('networkidle');
}

const lastVisit = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'sbv')?.value;

test('"no age check" closes for 7 days (cookie sba); "welcome back" greets a guest whose last visit is a week ago, once', async ({ page, context }) => {
  const guest = await signUpFromHeader(page);
  await expect(bar(page)).toContainText('Please confirm your email address.');
  await closeBar(page);
  await openSettled(page, '/en/');
  await expect(bar(page)).toContainText('Verify your age to see everything.');
  await closeBar(page);
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'sba')?.value).toBe('1');
  await openSettled(page, '/en/');
  // Every visit records its day (cookie sbv); today's visit after today's greets nobody.
  await expect.poll(() => lastVisit(page)).toBe(dayIn(0));
  await expect(bar(page)).toHaveCount(0);

  // The guest's previous visit was 8 days ago: the next page greets him.
  await context.addCookies([{ name: 'sbv', value: dayIn(-8), url: appOrigin }]);
  await openSettled(page, '/en/');
  await expect(bar(page)).toContainText(`Welcome back, ${guest.screenName}!`);
  await closeBar(page);
  await expect(bar(page)).toHaveCount(0);
  await openSettled(page, '/en/');
  await expect.poll(() => lastVisit(page)).toBe(dayIn(0));
  await expect(bar(page)).toHaveCount(0);
});

test('"monthly bonus": the VIP renewal on the day after the paid month shows the bar; closed, it is removed for good', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await vipGuest(page);
  // The scheduled renewal run as on the day after the month ended (a test day).
  expect(await rest(page, token, 'guest/subscription/sandbox/renew', { qmday: dayIn(31) })).toEqual({ renewals: [{ kind: 'vip', outcome: 'renewed' }] });
  await openSettled(page, '/en/');
  await expect(bar(page)).toContainText('Your VIP month has started: your VIP benefits are renewed.');
  await closeBar(page);
  await expect(page.getByText('Your VIP month has started')).toHaveCount(0);
  // Removed on the server (§7 removeStatusBar over the socket): the guest's list is empty, the next page has none.
  await expect.poll(async () => ((await (await page.request.get('/rest/v1/guest/statusBars?language=en', { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { statusBars: unknown[] } }).data.statusBars).toEqual([]);
  await openSettled(page, '/en/');
  await expect(page.getByText('Your VIP month has started')).toHaveCount(0);
});

test('"cancellation offer": cancelling VIP offers a free week; a failed accept raises the error bar, accepting again works', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await vipGuest(page);
  await rest(page, token, 'guest/subscription/cancel', { kind: 'vip' });
  await openSettled(page, '/en/');
  const offer = 'Stay and get one more week for free.';
  await expect(bar(page)).toContainText(offer);

  // The offer's error: the call fails once.
  await page.route('**/rest/v1/guest/acceptCancellationOffer**', (route) => route.abort(), { times: 1 });
  await bar(page).getByRole('button', { name: 'Accept' }).click();
  await expect(bar(page)).toContainText('The offer could not be taken. Please try again.');
  await closeBar(page);
  await expect(bar(page)).toContainText(offer);

  await bar(page).getByRole('button', { name: 'Accept' }).click();
  // Accepting makes the guest VIP again and the page may reload for the new role: the server removed
  // the bar with the accept, so it stays gone on every load after it.
  await expect(page.getByText(offer)).toHaveCount(0);
  await openSettled(page, '/en/');
  await expect(page.getByText(offer)).toHaveCount(0);
});

test('"avs pending" cannot be closed while the check runs; "avs rejected" names the reason and closes', async ({ page }) => {
  await signUpFromHeader(page);
  const token = await accessToken(page);
  const { verificationId } = (await rest(page, token, 'guest/avs/payRequest', { forwardUrl: '/en/' })) as { verificationId: string };
  const decide = (data: Record<string, string>) =>
    page.request.post('/rest/v1/guest/avs/sandbox/decide?language=en', { headers: { 'content-type': 'application/json' }, data: { verificationId, ...data } });
  // The provider says the check is under review.
  expect((await decide({ decision: 'pending' })).ok()).toBe(true);
  await openSettled(page, '/en/');
  await expect(bar(page)).toContainText('Your age check is being reviewed.');
  await expect(bar(page).getByRole('button', { name: 'Close notice' })).toHaveCount(0);

  expect((await decide({ decision: 'reject', reason: 'The document was unreadable.' })).ok()).toBe(true);
  await openSettled(page, '/en/');
  await expect(bar(page)).toContainText('Your age check was not accepted: The document was unreadable.');
  await expect(bar(page).getByRole('button', { name: 'Try again' })).toBeVisible();
  await closeBar(page);
  await expect(page.getByText('Your age check was not accepted')).toHaveCount(0);
});

type VideoItem = { id: number; free: boolean; vip: boolean; ageRating: number; price: { value: number } };
/** A paid 16+ video that takes a 10 € balance below 5 €. */
async function videoFrom5To10Euros(request: APIRequestContext): Promise<VideoItem> {
  const response = await request.post('/graphql?language=en', { data: { query: '{ videos(first: 100, order: newest) { items { id free vip ageRating price { value } } } }' } });
  const items = ((await response.json()) as { data: { videos: { items: VideoItem[] } } }).data.videos.items;
  const video = items.find((item) => !item.free && !item.vip && item.ageRating === 16 && item.price.value > 500 && item.price.value <= 1000);
  if (!video) throw new Error('the small seed has a paid 16+ video between 5 and 10 €');
  return video;
}

test('"automatic recharge": a spend below the threshold tops up from the saved card and the bar names the amount, live', async ({ page, request }) => {
  test.setTimeout(90_000);
  const video = await videoFrom5To10Euros(request);
  await signUpFromHeader(page);
  // 10 € by card, the card saved for one-click and automatic top-ups.
  await topUp(page, '10 €', { saveCard: true });
  const token = await accessToken(page);
  await rest(page, token, 'wallet/autorecharge', { enabled: true, threshold: '5', amount: '10' });

  // The spend takes the balance below 5 €: the recharge follows, and this page hears of its bar.
  await rest(page, token, `album/${video.id}/buy`, {});
  await expect(bar(page)).toContainText('Your balance was topped up automatically by 10 €.');
  await expect(header(page).getByRole('button', { name: /^Balance: / })).toHaveAttribute('data-balance', String(2000 - video.price.value));
  await closeBar(page);
  await expect(page.getByText('Your balance was topped up automatically')).toHaveCount(0);
  await openSettled(page, '/en/');
  await expect(page.getByText('Your balance was topped up automatically')).toHaveCount(0);
});
