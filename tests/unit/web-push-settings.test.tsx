// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebPushSettings, type WebPushText } from '@/components/push/web-push-settings';
import { encodeEndpoint } from '@/lib/push/encode-endpoint';
import { clearQueryCache, getQueryClient } from '@/lib/queries/query-client';
import { guestStore } from '@/stores/guest';
import { stubFetch } from './stub-fetch';

const text: WebPushText = {
  heading: 'Alerts on this device',
  lead: 'Get an alert.',
  turnOn: 'Turn on alerts',
  turnOff: 'Turn off alerts',
  on: 'Alerts are on for this device.',
  off: 'Alerts are off for this device.',
  denied: 'Your browser blocks alerts from this site.',
  unsupported: 'This browser cannot show alerts.',
  failed: 'That did not work.',
  working: 'One moment…',
};

const VAPID = Buffer.alloc(65, 4).toString('base64url');
const KEYS = { p256dh: Buffer.alloc(65, 7).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') };

/** A browser with push: Notification, a service worker registration and its PushManager (state kept here). */
function fakeBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const state = { permission, subscription: null as null | Record<string, unknown>, subscribeCalls: [] as unknown[] };
  const makeSubscription = (endpoint: string) => ({
    endpoint,
    options: { applicationServerKey: new Uint8Array(Buffer.from(VAPID, 'base64url')).buffer },
    toJSON: () => ({ endpoint, expirationTime: null, keys: KEYS }),
    unsubscribe: vi.fn(async () => {
      state.subscription = null;
      return true;
    }),
  });
  const pushManager = {
    getSubscription: vi.fn(async () => state.subscription),
    subscribe: vi.fn(async (options: unknown) => {
      state.subscribeCalls.push(options);
      state.subscription = makeSubscription('https://push.example.net/send/new');
      return state.subscription;
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal('Notification', {
    get permission() {
      return state.permission;
    },
    requestPermission: vi.fn(async () => (state.permission = answer)),
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: vi.fn(async () => registration), ready: Promise.resolve(registration), getRegistration: vi.fn(async () => registration) },
  });
  return { state, makeSubscription, pushManager };
}

const logIn = () => guestStore.getState().actions.guestLoggedIn({ guestId: 7, screenName: 'Guest', accessToken: 'token', expiresAt: 9_999_999_999 });
const renderIsland = () =>
  render(
    <QueryClientProvider client={getQueryClient()}>
      <WebPushSettings locale="en" text={text} />
    </QueryClientProvider>,
  );

/** The server: key, status (subscribed once subscribe was posted), subscribe, resubscribe. */
function fakeServer() {
  const posted: { path: string; body: unknown }[] = [];
  let subscribed = new Set<string>();
  const status = (endpoint: string) => Response.json({ success: true, data: { subscribed: subscribed.has(endpoint), settings: null, deviceLabel: null } });
  const fetchMock = stubFetch({
    'GET /rest/v1/webpush/key': () => Response.json({ success: true, data: { publicKey: VAPID } }),
    'POST /rest/v1/webpush/subscribe': (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { endpoint: string };
      posted.push({ path: 'subscribe', body });
      subscribed.add(body.endpoint);
      return Response.json({ success: true, data: { subscribed: true, settings: { performerOnline: true, newMessage: true }, deviceLabel: null } });
    },
  });
  const base = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input: URL | string, init?: RequestInit) => {
    const url = new URL(String(input));
    const [, , , , call, encoded] = url.pathname.split('/');
    const endpoint = encoded ? Buffer.from(encoded, 'base64url').toString() : '';
    if (call === 'status') return status(endpoint);
    if (call === 'resubscribe') {
      const body = JSON.parse(String(init?.body)) as { endpoint: string };
      posted.push({ path: `resubscribe/${encoded}`, body });
      subscribed = new Set([...subscribed].filter((e) => e !== endpoint)).add(body.endpoint);
      return Response.json({ success: true, data: { subscribed: true, settings: null, deviceLabel: null } });
    }
    return base(input, init);
  });
  return { posted, subscribed: () => subscribed };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  clearQueryCache();
  guestStore.getState().actions.guestLoggedOut();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('§4 web push permission states in the settings: default, granted, denied', () => {
  it('default: "Turn on alerts" asks the browser, subscribes with the server\'s VAPID key and posts the subscription', async () => {
    logIn();
    const browser = fakeBrowser('default');
    const server = fakeServer();
    renderIsland();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on alerts' }));
    await screen.findByText('Alerts are on for this device.');
    expect(browser.state.subscribeCalls).toHaveLength(1);
    const options = browser.state.subscribeCalls[0] as { userVisibleOnly: boolean; applicationServerKey: Uint8Array };
    expect(options.userVisibleOnly).toBe(true);
    expect(Buffer.from(options.applicationServerKey).toString('base64url')).toBe(VAPID);
    expect(server.posted).toEqual([{ path: 'subscribe', body: { endpoint: 'https://push.example.net/send/new', expirationTime: null, keys: KEYS } }]);
    expect(localStorage.getItem('webPushEndpoint')).toBe('https://push.example.net/send/new');
    expect(screen.getByRole('button', { name: 'Turn off alerts' })).toBeTruthy();
  });

  it('default, then the guest refuses in the browser prompt: the page says how to allow it, nothing is posted', async () => {
    logIn();
    const browser = fakeBrowser('default', 'denied');
    const server = fakeServer();
    renderIsland();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on alerts' }));
    await screen.findByText(text.denied);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(server.posted).toEqual([]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('denied: the text how to allow alerts, no button', async () => {
    logIn();
    fakeBrowser('denied');
    fakeServer();
    renderIsland();
    await screen.findByText(text.denied);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('granted with a subscription whose endpoint changed since it was stored: resubscribe from the old one to the new one', async () => {
    logIn();
    const browser = fakeBrowser('granted');
    const server = fakeServer();
    localStorage.setItem('webPushEndpoint', 'https://push.example.net/send/old');
    browser.state.subscription = browser.makeSubscription('https://push.example.net/send/rotated');
    renderIsland();
    await screen.findByText('Alerts are on for this device.');
    expect(server.posted).toEqual([
      { path: `resubscribe/${encodeEndpoint('https://push.example.net/send/old')}`, body: { endpoint: 'https://push.example.net/send/rotated', expirationTime: null, keys: KEYS } },
    ]);
    expect(localStorage.getItem('webPushEndpoint')).toBe('https://push.example.net/send/rotated');
  });

  it('a browser without push says so; a visitor sees nothing', async () => {
    logIn();
    fakeServer();
    renderIsland();
    await screen.findByText(text.unsupported);
    cleanup();
    guestStore.getState().actions.guestLoggedOut();
    const { container } = renderIsland();
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
