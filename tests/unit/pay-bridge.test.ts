// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PayBridge } from '@/app/pay/_components/pay-bridge';

const APP = 'https://www.example.com';
const FID = 'frame-id-1234';
const opener = { postMessage: vi.fn() };
const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

function send(origin: string, data: unknown) {
  window.dispatchEvent(new MessageEvent('message', { origin, data }));
}

let stop: () => void = () => {};
beforeEach(() => {
  // Shown in a tab: the opener is the guest app.
  Object.defineProperty(window, 'opener', { value: opener, configurable: true });
  opener.postMessage.mockReset();
  warn.mockClear();
});
afterEach(() => {
  stop();
  document.cookie = 'lc=; Max-Age=0; Path=/';
});

describe('the pay page end of the overlay protocol', () => {
  it('says ready to the app, with its frame id and only to the app origin', () => {
    stop = new PayBridge(FID, APP, 'en').start();
    expect(opener.postMessage).toHaveBeenCalledWith({ type: 'ready', id: FID }, APP);
  });

  it('takes the guest token from additionalInfo only when it comes from the app origin with this id', () => {
    const bridge = new PayBridge(FID, APP, 'en');
    stop = bridge.start();
    send('https://evil.example.com', { type: 'additionalInfo', id: FID, accessToken: 'stolen?' });
    send(APP, { type: 'additionalInfo', id: 'another-frame-1', accessToken: 'wrong id' });
    expect(bridge.accessToken).toBeNull();
    expect(warn.mock.calls.map(([message]) => message)).toEqual(['Invalid message response', 'Invalid message response']);
    send(APP, { type: 'additionalInfo', id: FID, accessToken: 'the-token' });
    expect(bridge.accessToken).toBe('the-token');
  });

  it('answers hasLoginCookie from the pay origin cookie and isLoggedIn from the token (§7 actions)', async () => {
    const bridge = new PayBridge(FID, APP, 'en');
    stop = bridge.start();
    send(APP, { type: 'action', id: FID, requestId: 'r1', action: 'hasLoginCookie' });
    document.cookie = 'lc=1; Path=/';
    send(APP, { type: 'action', id: FID, requestId: 'r2', action: 'hasLoginCookie' });
    send(APP, { type: 'action', id: FID, requestId: 'r3', action: 'isLoggedIn' });
    await vi.waitFor(() => expect(opener.postMessage).toHaveBeenCalledTimes(4));
    const answers = opener.postMessage.mock.calls.slice(1).map(([message]) => message);
    expect(answers).toEqual([
      { type: 'response', requestId: 'r1', action: 'hasLoginCookie', value: false, id: FID },
      { type: 'response', requestId: 'r2', action: 'hasLoginCookie', value: true, id: FID },
      { type: 'response', requestId: 'r3', action: 'isLoggedIn', value: false, id: FID },
    ]);
  });

  it('logout with clearToken forgets the token', async () => {
    const bridge = new PayBridge(FID, APP, 'en');
    stop = bridge.start();
    send(APP, { type: 'additionalInfo', id: FID, accessToken: 'the-token' });
    expect(bridge.accessToken).toBe('the-token');
    send(APP, { type: 'action', id: FID, requestId: 'r9', action: 'logout', params: { clearToken: true } });
    await vi.waitFor(() => expect(bridge.accessToken).toBeNull());
  });

  it('without a frame id it never posts (a page opened on its own finishes by navigating)', () => {
    const bridge = new PayBridge(null, APP, 'en');
    stop = bridge.start();
    expect(bridge.connected).toBe(false);
    expect(opener.postMessage).not.toHaveBeenCalled();
  });
});
