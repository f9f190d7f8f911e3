// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Incentive } from '@/lib/contracts/incentive';
import { buyItem } from '@/lib/queries/purchases';
import { incentiveStore } from '@/stores/incentives';

const offer = (type: Incentive['type'], priority: number): Incentive => ({
  region: 'banner',
  type,
  event: 'albumBuy',
  priority,
  countdown: null,
  countdownStartTime: null,
  uniqueGroup: type,
});

/** The server as the purchase module meets it: the buy answers `buyStatus`; the album-buy offers answer two, the lower first. */
const paths: string[] = [];
let buyStatus = 409;
let answers: Incentive[] = [];
const fetchMock = vi.fn(async (url: URL) => {
  const path = url.pathname.replace('/rest/v1/', '');
  paths.push(path);
  if (path.endsWith('/buy')) {
    return buyStatus === 409
      ? new Response(JSON.stringify({ success: false, error: { code: 'INSUFFICIENT_FUNDS', message: 'short', details: { price: 999, balance: 0, missing: 999 } } }), { status: 409 })
      : new Response(JSON.stringify({ success: false, error: { code: 'NOT_FOR_SALE', message: 'free' } }), { status: 409 });
  }
  const answer = { success: true, data: { incentives: answers }, vxpayConfig: { host: 'lunasky' }, trackingData: { routeName: 'x', incentiveTypes: [] } };
  return new Response(JSON.stringify(answer), { status: 200 });
});
const offersAsked = () => paths.filter((path) => path.startsWith('conversion/getBuyImageAlbumIncentives/'));

beforeEach(() => {
  paths.length = 0;
  buyStatus = 409;
  answers = [offer('refill', 5), offer('firstTopUp', 20)];
  vi.stubGlobal('fetch', fetchMock);
  incentiveStore.setState({ incentives: [], host: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('§4 album-buy incentives: asked by the purchase module (§7 getBuyImageAlbumIncentives/{albumId})', () => {
  it('a guest short of money for an album: the album\'s offers are asked and only the top one is shown, tagged albumBuy', async () => {
    expect((await buyItem('en', 4711, 'album')).kind).toBe('insufficient');
    await vi.waitFor(() => expect(incentiveStore.getState().incentives).toHaveLength(1));
    expect(offersAsked()).toEqual(['conversion/getBuyImageAlbumIncentives/4711']);
    expect(incentiveStore.getState().incentives[0]).toMatchObject({ type: 'firstTopUp', event: 'albumBuy' });
    expect(incentiveStore.getState().host).toBe('lunasky');
  });

  it('a later album buy\'s answer replaces the earlier one (a first top-up asked before paying is stale after it)', async () => {
    await buyItem('en', 4711, 'album');
    await vi.waitFor(() => expect(incentiveStore.getState().incentives).toHaveLength(1));
    answers = [offer('refill', 5)];
    await buyItem('en', 4711, 'album');
    await vi.waitFor(() => expect(incentiveStore.getState().incentives.map((item) => item.type)).toEqual(['refill']));
  });

  it('a video\'s Buy is no album buy, and a refusal other than "not enough money" asks nothing', async () => {
    expect((await buyItem('en', 4711, 'video')).kind).toBe('insufficient');
    buyStatus = 400;
    expect((await buyItem('en', 4711, 'album')).kind).toBe('not-for-sale');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(offersAsked()).toEqual([]);
    expect(incentiveStore.getState().incentives).toEqual([]);
  });
});
