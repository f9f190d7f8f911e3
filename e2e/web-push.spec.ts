import { type APIRequestContext, expect, test } from '@playwright/test';
import { makeBrowserPushKeys, type PushServiceStandIn, startPushServiceStandIn } from '../tests/helpers/push-service-stand-in';
import { appOrigin } from './origins';
import { open, signUpFromHeader } from './overlay-helpers';

/**
 * "Done when": with notifications allowed, a guest gets a push alert when a pinned performer goes
 * online. The push service is a stand-in on loopback started here (tests/helpers/push-service-
 * stand-in.ts: the Web Push protocol, VAPID checked, the message decrypted with the browser's key).
 * Chromium offline cannot reach a real push service, so the page's PushManager.subscribe is
 * replaced (the browser's part, not ours) by one answering a subscription at the stand-in with
 * keys made here; our island, our REST calls, our server and our service worker run as they are.
 * The server takes the loopback endpoint because the journeys' server runs with WEB_PUSH_LOOPBACK=1.
 * The performer is the second demo studio login (LunaSky belongs to the live and presence journeys).
 */
const STUDIO = { email: 'studio2@studio.example', password: 'studio-pass-123' };

async function studioSession(request: APIRequestContext): Promise<{ token: string; name: string; slug: string }> {
  const login = await request.post('/rest/v1/studio/login?language=en', { data: STUDIO });
  expect(login.status()).toBe(200);
  const { accessToken: token } = ((await login.json()) as { data: { accessToken: string } }).data;
  const me = await request.get('/rest/v1/studio/me?language=en', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  const { actorName: name, slug } = ((await me.json()) as { data: { actorName: string; slug: string } }).data;
  return { token, name, slug };
}

async function setOnline(request: APIRequestContext, token: string, online: boolean): Promise<void> {
  const response = await request.post('/rest/v1/studio/online?language=en', { data: { online }, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
}

let service: PushServiceStandIn;
test.beforeAll(async () => {
  service = await startPushServiceStandIn();
});
test.afterAll(async () => {
  await service.close();
});

test('alerts turned on in the settings: a pinned performer goes online, the push arrives and the service worker shows it', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const keys = makeBrowserPushKeys();
  const endpoint = service.endpoint();
  await context.grantPermissions(['notifications'], { origin: appOrigin });
  await page.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      // The subscription a push service would hand out, kept across page loads like a browser's.
      const STORE = '__standInSubscription';
      const make = (serverKey: string) => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: Uint8Array.from(atob(serverKey), (c) => c.charCodeAt(0)).buffer },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          localStorage.removeItem(STORE);
          return true;
        },
      });
      PushManager.prototype.getSubscription = async function getSubscription() {
        const key = localStorage.getItem(STORE);
        return (key === null ? null : make(key)) as unknown as PushSubscription;
      };
      PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
        const bytes = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
        const key = btoa(String.fromCharCode(...bytes));
        localStorage.setItem(STORE, key);
        return make(key) as unknown as PushSubscription;
      };
    },
    { endpoint, p256dh: keys.p256dh, auth: keys.auth },
  );

  const studio = await studioSession(request);
  await setOnline(request, studio.token, false);
  await signUpFromHeader(page);

  // His settings: "a favourite comes online" (off for a new guest), then alerts on this device.
  await open(page, '/en/my-account/profile/');
  const favoriteOnline = page.getByRole('checkbox', { name: 'A favourite performer comes online' });
  await favoriteOnline.check();
  await expect(favoriteOnline).toBeChecked();
  const alerts = page.getByRole('region', { name: 'Alerts on this device' });
  await alerts.getByRole('button', { name: 'Turn on alerts' }).click();
  await expect(alerts.getByText('Alerts are on for this device.')).toBeVisible();
  await expect(alerts.getByRole('button', { name: 'Turn off alerts' })).toBeVisible();

  // He pins her.
  await open(page, `/en/amateur/${studio.slug}/`);
  await page.getByRole('button', { name: /to favourites$/ }).click();
  await expect(page.getByRole('button', { name: /from favourites$/ })).toHaveAttribute('aria-pressed', 'true');

  // The service worker's registration, for the push delivery below.
  const cdp = await context.newCDPSession(page);
  let registrationId: string | undefined;
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    registrationId = registrations.find((r) => r.scopeURL === `${appOrigin}/` && !r.isDeleted)?.registrationId ?? registrationId;
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrationId).toBeDefined();

  // She goes online in the studio; the push service gets the alert, encrypted for his browser.
  await setOnline(request, studio.token, true);
  const pushed = await service.next(endpoint, 20_000);
  expect(service.refused).toEqual([]);
  const payload = keys.decrypt(pushed.body);
  const alert = JSON.parse(payload) as { title: string; body: string; url: string };
  expect(alert).toMatchObject({ title: `${studio.name} is online now`, body: 'Drop by while she is live.', url: `/en/amateur/${studio.slug}/` });

  // The push service hands it to the browser: the service worker shows the notification.
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: appOrigin, registrationId: registrationId!, data: payload });
  await expect
    .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body }))))
    .toContainEqual({ title: `${studio.name} is online now`, body: 'Drop by while she is live.' });

  await setOnline(request, studio.token, false);
});
