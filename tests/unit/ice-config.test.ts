import { afterEach, describe, expect, it, vi } from 'vitest';
import { iceServersOf, pageIceServers, resetPageIceServers } from '@/lib/live/ice-config';

afterEach(() => {
  resetPageIceServers();
  vi.unstubAllGlobals();
});

describe('the page\'s ICE servers ("STUN/TURN configurable": the browsers get the server\'s list)', () => {
  it('reads {data: {iceServers}} and drops entries that are not RTCIceServer-shaped', () => {
    const turn = { urls: ['turn:turn.example:3478'], username: 'u', credential: 'c' };
    expect(iceServersOf({ success: true, data: { iceServers: [turn, { urls: 'stun:x' }, null] } })).toEqual([turn]);
    expect(iceServersOf({ data: {} })).toEqual([]);
    expect(iceServersOf(null)).toEqual([]);
  });

  it('fetches once per page and shares the answer between connections', async () => {
    const stun = { urls: ['stun:stun.example:3478'] };
    const fetchMock = vi.fn<(url: string) => Promise<Response>>(async () => Response.json({ success: true, data: { iceServers: [stun] } }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await pageIceServers()).toEqual([stun]);
    expect(await pageIceServers()).toEqual([stun]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/rest/v1/config/iceServers');
  });

  it('a failed fetch gives no servers (host candidates) and is tried again next time', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('offline');
    });
    vi.stubGlobal('fetch', fetchMock);
    expect(await pageIceServers()).toEqual([]);
    expect(await pageIceServers()).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
