import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { header, open, signUpFromHeader } from './overlay-helpers';

/**
 * "Done when": the performer replies, the guest gets a floating notification and the
 * unread count. The performer side goes through the studio's real REST API (the calls the
 * /studio/ page makes: studio/login, studio/messenger/channels, studio/messenger/send) with the
 * seeded demo performer login; no test-only endpoint is involved.
 */
const STUDIO = { email: 'lunasky@studio.example', password: 'studio-pass-123' };

type StudioLogin = { actorId: number; actorName: string; accessToken: string };
type StudioChannel = { id: number; guestName: string };

/** The `notifications` batches the page's real-time socket receives (§4 batches). */
function watchBatches(page: Page): { unreadCount: number; kind: string }[] {
  const batches: { unreadCount: number; kind: string }[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') return;
      const frame = JSON.parse(payload) as { type?: string; unreadCount: number; kind: string };
      if (frame.type === 'notifications') batches.push(frame);
    });
  });
  return batches;
}

async function studioLogIn(request: APIRequestContext): Promise<StudioLogin> {
  const response = await request.post('/rest/v1/studio/login', { data: STUDIO });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: StudioLogin }).data;
}

async function studioChannels(request: APIRequestContext, token: string): Promise<StudioChannel[]> {
  const response = await request.get('/rest/v1/studio/messenger/channels', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { items: StudioChannel[] } }).data.items;
}

test('a performer reply pops up, counts as unread on the bell, and opens its channel when chosen', async ({ page, request }) => {
  const studio = await studioLogIn(request);
  const guest = await signUpFromHeader(page);
  const bell = header(page).getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // The guest opens a channel with her (the profile's "Message" link does the same).
  await open(page, `/en/messenger/?actor=${studio.actorId}`);
  let channel: StudioChannel | undefined;
  await expect
    .poll(async () => {
      channel = (await studioChannels(request, studio.accessToken)).find((c) => c.guestName === guest.screenName);
      return channel?.id ?? null;
    })
    .not.toBeNull();

  // Elsewhere on the site, the performer answers; markup in her text stays text.
  await open(page, '/en/');
  await expect(bell).toBeVisible();
  const reply = await request.post('/rest/v1/studio/messenger/send', {
    headers: { Authorization: `Bearer ${studio.accessToken}` },
    data: { channelId: channel!.id, text: 'Thanks for writing <b>you</b>!', clientMessageId: `e2e-${Date.now()}` },
  });
  expect(reply.status()).toBe(200);

  const toasts = page.getByRole('status', { name: 'New notifications' });
  await expect(toasts.getByText(`New message from ${studio.actorName}`)).toBeVisible();
  await expect(toasts.getByText('Thanks for writing <b>you</b>!')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  await bell.click();
  const list = page.getByRole('region', { name: 'Notifications' });
  await expect(list.getByRole('heading', { name: 'New messages' })).toBeVisible();
  await list.getByRole('link', { name: new RegExp(`New message from ${studio.actorName}`) }).click();

  await expect(page).toHaveURL(new RegExp(`/en/messenger/?\\?channel=${channel!.id}$`));
  // §4 mark read: the count drops at once and stays down after a reload (the server has it too).
  await expect(bell).toHaveAccessibleName('Notifications');
  const batches = watchBatches(page);
  await page.reload();
  await expect.poll(() => batches.find((batch) => batch.kind === 'navbar')?.unreadCount).toBe(0);
  await expect(header(page).getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications');
});

test('a visitor sees no bell; the profile asks a visitor to log in for notification settings', async ({ page, request }) => {
  const studio = await studioLogIn(request);
  await open(page, '/en/');
  await expect(header(page).getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  const me = await request.get('/rest/v1/studio/me', { headers: { Authorization: `Bearer ${studio.accessToken}` } });
  const { slug } = ((await me.json()) as { data: { slug: string } }).data;
  await open(page, `/en/amateur/${slug}/`);
  await expect(page.getByText(`Log in to choose how you hear from ${studio.actorName}.`)).toBeVisible();
});
