// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PayBridge } from '@/app/pay/_components/pay-bridge';

const APP = 'https://www.example.com';
const MARKET = 'https://es.example.com';
const FID = 'frame-id-1234';
const parent = { postMessage: vi.fn() };

function framedBy(ancestors: string[] | undefined) {
  Object.defineProperty(window, 'parent', { value: parent, configurable: true });
  Object.defineProperty(window.location, 'ancestorOrigins', { value: ancestors, configurable: true });
}

let stop: () => void = () => {};
afterEach(() => {
  stop();
  parent.postMessage.mockReset();
});

describe('§1 market hosts: the pay frame answers the page that embeds it', () => {
  it('framed by a market host (frame-ancestors lets only the app\'s origins embed it), it talks to that host', () => {
    framedBy([MARKET]);
    const bridge = new PayBridge(FID, APP, 'en');
    stop = bridge.start();
    expect(bridge.appOrigin).toBe(MARKET);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'ready', id: FID }, MARKET);
  });

  it('without ancestorOrigins (a browser that has none) it talks to the configured app origin', () => {
    framedBy(undefined);
    const bridge = new PayBridge(FID, APP, 'en');
    stop = bridge.start();
    expect(bridge.appOrigin).toBe(APP);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'ready', id: FID }, APP);
  });
});
