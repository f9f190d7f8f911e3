import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as restGet, POST as restPost } from '@/app/rest/v1/[area]/[...call]/route';
import { pushKeyResponseSchema, pushStatusResponseSchema } from '@/lib/contracts/web-push';
import { encodeEndpoint } from '@/lib/push/encode-endpoint';
import { appSecrets } from '@/lib/server/db/schema/accounts';
import { pushSubscriptions } from '@/lib/server/db/schema/web-push';
import type { AppRuntime } from '@/lib/server/runtime';
import { makeBrowserPushKeys } from '@/tests/helpers/push-service-stand-in';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

function call(method: 'GET' | 'POST', path: string, token?: string, body?: unknown) {
  const request = new Request(`http://localhost/rest/v1/${path}/?language=en`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const [area = '', ...rest] = path.split('/');
  return (method === 'GET' ? restGet : restPost)(request, { params: Promise.resolve({ area, call: rest }) });
}

let device = 0;
/** A subscription as PushSubscription.toJSON() gives it, on a (never contacted) https push service. */
function browserSubscription() {
  const { p256dh, auth } = makeBrowserPushKeys();
  device += 1;
  return { endpoint: `https://push.example.net/send/device-${Date.now()}-${device}`, expirationTime: null, keys: { p256dh, auth } };
}

async function status(token: string, endpoint: string) {
  const response = await call('GET', `webpush/status/${encodeEndpoint(endpoint)}`, token);
  expect(response.status).toBe(200);
  return pushStatusResponseSchema.parse(await response.json()).data;
}

describe('GET webpush/key (§7): the VAPID key, made once and kept', () => {
  it('answers the same P-256 public key every time, stored in one app_secrets row', async () => {
    const first = pushKeyResponseSchema.parse(await (await call('GET', 'webpush/key')).json()).data.publicKey;
    const second = pushKeyResponseSchema.parse(await (await call('GET', 'webpush/key')).json()).data.publicKey;
    expect(second).toBe(first);
    expect(Buffer.from(first, 'base64url')).toHaveLength(65);
    const rows = await rt.db.select().from(appSecrets).where(eq(appSecrets.name, 'web-push-vapid'));
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.value).publicKey).toBe(first);
  });
});

describe('webpush subscribe, status, update, resubscribe, unsubscribe (§7)', () => {
  it('visitors get 401 and nothing is stored', async () => {
    const subscription = browserSubscription();
    expect((await call('POST', 'webpush/subscribe', undefined, subscription)).status).toBe(401);
    expect((await call('GET', `webpush/status/${encodeEndpoint(subscription.endpoint)}`)).status).toBe(401);
    expect(await rt.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint))).toHaveLength(0);
  });

  it('a guest subscribes this device; status says subscribed with both alerts on; a second subscribe only refreshes the keys', async () => {
    const { token, guestId } = await freshGuest(rt);
    const subscription = browserSubscription();
    expect((await status(token, subscription.endpoint)).subscribed).toBe(false);
    const response = await call('POST', 'webpush/subscribe', token, { ...subscription, deviceLabel: 'Phone' });
    expect(response.status).toBe(200);
    expect(await status(token, subscription.endpoint)).toEqual({ subscribed: true, settings: { performerOnline: true, newMessage: true }, deviceLabel: 'Phone' });
    const fresh = makeBrowserPushKeys();
    expect((await call('POST', 'webpush/subscribe', token, { ...subscription, keys: { p256dh: fresh.p256dh, auth: fresh.auth } })).status).toBe(200);
    const rows = await rt.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.guestId, guestId));
    expect(rows.map((row) => [row.p256dh, row.deviceLabel])).toEqual([[fresh.p256dh, 'Phone']]);
  });

  it('update switches one alert off for this device and keeps the other', async () => {
    const { token } = await freshGuest(rt);
    const subscription = browserSubscription();
    await call('POST', 'webpush/subscribe', token, subscription);
    const response = await call('POST', `webpush/update/${encodeEndpoint(subscription.endpoint)}`, token, { settings: { performerOnline: false } });
    expect(response.status).toBe(200);
    expect((await status(token, subscription.endpoint)).settings).toEqual({ performerOnline: false, newMessage: true });
  });

  it('resubscribe moves the device to the new endpoint with its settings; the old one is gone', async () => {
    const { token } = await freshGuest(rt);
    const old = browserSubscription();
    await call('POST', 'webpush/subscribe', token, { ...old, deviceLabel: 'Laptop' });
    await call('POST', `webpush/update/${encodeEndpoint(old.endpoint)}`, token, { settings: { newMessage: false } });
    const rotated = browserSubscription();
    const response = await call('POST', `webpush/resubscribe/${encodeEndpoint(old.endpoint)}`, token, rotated);
    expect(response.status).toBe(200);
    expect((await status(token, old.endpoint)).subscribed).toBe(false);
    expect(await status(token, rotated.endpoint)).toEqual({ subscribed: true, settings: { performerOnline: true, newMessage: false }, deviceLabel: 'Laptop' });
  });

  it('unsubscribe removes the device; a second unsubscribe is a 404', async () => {
    const { token } = await freshGuest(rt);
    const subscription = browserSubscription();
    await call('POST', 'webpush/subscribe', token, subscription);
    expect((await call('POST', `webpush/unsubscribe/${encodeEndpoint(subscription.endpoint)}`, token)).status).toBe(200);
    expect((await status(token, subscription.endpoint)).subscribed).toBe(false);
    expect((await call('POST', `webpush/unsubscribe/${encodeEndpoint(subscription.endpoint)}`, token)).status).toBe(404);
  });
});

describe('another guest\'s subscription is not his (§7 authorization)', () => {
  it('status answers not subscribed; unsubscribe, update and resubscribe answer 404; subscribe answers 422; the owner keeps it', async () => {
    const owner = await freshGuest(rt);
    const other = await freshGuest(rt);
    const subscription = browserSubscription();
    await call('POST', 'webpush/subscribe', owner.token, subscription);
    const encoded = encodeEndpoint(subscription.endpoint);
    expect((await status(other.token, subscription.endpoint)).subscribed).toBe(false);
    expect((await call('POST', `webpush/unsubscribe/${encoded}`, other.token)).status).toBe(404);
    expect((await call('POST', `webpush/update/${encoded}`, other.token, { settings: { newMessage: false } })).status).toBe(404);
    expect((await call('POST', `webpush/resubscribe/${encoded}`, other.token, browserSubscription())).status).toBe(404);
    const taken = await call('POST', 'webpush/subscribe', other.token, subscription);
    expect(taken.status).toBe(422);
    expect((await taken.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'This push subscription belongs to another account.' });
    const [row] = await rt.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(row).toMatchObject({ guestId: owner.guestId, settings: {} });
  });
});

describe('malformed subscriptions are refused with 422 and nothing is stored', () => {
  const cases: [string, (s: ReturnType<typeof browserSubscription>) => unknown][] = [
    ['an endpoint that is not a URL', (s) => ({ ...s, endpoint: 'not a url' })],
    ['an ftp endpoint', (s) => ({ ...s, endpoint: 'ftp://push.example.net/x' })],
    ['plain http to a public host', (s) => ({ ...s, endpoint: s.endpoint.replace('https:', 'http:') })],
    ['https to a private address', (s) => ({ ...s, endpoint: 'https://10.0.0.8/push/1' })],
    ['credentials in the endpoint', (s) => ({ ...s, endpoint: 'https://user:pw@push.example.net/x' })],
    ['a p256dh of the wrong length', (s) => ({ ...s, keys: { ...s.keys, p256dh: s.keys.p256dh.slice(0, 40) } })],
    ['a p256dh that is not a point on P-256', (s) => ({ ...s, keys: { ...s.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } })],
    ['an auth secret of the wrong length', (s) => ({ ...s, keys: { ...s.keys, auth: Buffer.alloc(8).toString('base64url') } })],
    ['no keys', (s) => ({ endpoint: s.endpoint })],
    ['an expirationTime beyond any date', (s) => ({ ...s, expirationTime: 1e300 })],
    ['an unknown field (a guest id)', (s) => ({ ...s, guestId: 1 })],
  ];
  it.each(cases)('%s', async (_name, broken) => {
    const { token } = await freshGuest(rt);
    const subscription = browserSubscription();
    const body = broken(subscription) as { endpoint?: string };
    const response = await call('POST', 'webpush/subscribe', token, body);
    expect(response.status).toBe(422);
    const stored = await rt.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, body.endpoint ?? subscription.endpoint));
    expect(stored).toHaveLength(0);
  });

  it('a {payload} that is not a base64url endpoint is a 422', async () => {
    const { token } = await freshGuest(rt);
    expect((await call('GET', 'webpush/status/not*base64', token)).status).toBe(422);
    expect((await call('POST', `webpush/unsubscribe/${Buffer.from('no url').toString('base64url')}`, token)).status).toBe(422);
  });
});
