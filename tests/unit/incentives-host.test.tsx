// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IncentiveHost } from '@/components/incentives/incentive-host';
import type { IncentiveText } from '@/components/incentives/incentive-text';
import type { Incentive } from '@/lib/contracts/incentive';
import { reactToGuestEvents } from '@/lib/guest/session-reactions';
import { guestStore } from '@/stores/guest';
import { balanceObserved } from '@/lib/guest/top-up-callback';
import { incentiveStore } from '@/stores/incentives';

vi.mock('next/navigation', () => ({ usePathname: () => '/de/amateur/lunasky/video/100001/' }));

const words = (name: string) => ({ title: `${name} title`, body: `${name} body`, cta: `${name} cta` });
const text: IncentiveText = {
  bannerLabel: 'Offer for you',
  cornerLabel: 'Reminder for you',
  close: 'Close this offer',
  endsIn: 'Ends in {time}',
  hideDay: 'Hide for a day',
  hideWeek: 'Hide for a week',
  types: { signup: words('signup'), firstTopUp: words('firstTopUp'), refill: words('refill'), vip: words('vip'), vipEnding: words('vipEnding') },
};
const incentive = (type: Incentive['type'], region: Incentive['region'], uniqueGroup: string): Incentive => ({
  region,
  type,
  event: 'pageLoad',
  priority: 10,
  countdown: null,
  countdownStartTime: null,
  uniqueGroup,
});

/** The server as the host meets it: each getPageLoadIncentives answers the next list of `answers`. */
const calls: { path: string; body: unknown; auth: string | null }[] = [];
let answers: Incentive[][] = [];
const fetchMock = vi.fn(async (url: URL, init: RequestInit) => {
  const path = url.pathname.replace('/rest/v1/', '');
  calls.push({ path, body: JSON.parse(String(init.body ?? '{}')), auth: new Headers(init.headers).get('Authorization') });
  const json = path.startsWith('conversion/getPageLoadIncentives')
    ? { success: true, data: { incentives: answers.shift() ?? [] }, vxpayConfig: { host: 'lunasky' }, trackingData: { routeName: 'x', incentiveTypes: [] } }
    : path.startsWith('conversion/setRefillWindowHidden')
      ? { success: true, data: { success: true, hiddenUntil: new Date().toISOString() } }
      : { success: true };
  return new Response(JSON.stringify(json), { status: 200 });
});
const loads = () => calls.filter((call) => call.path.startsWith('conversion/getPageLoadIncentives'));

beforeEach(() => {
  calls.length = 0;
  answers = [];
  vi.stubGlobal('fetch', fetchMock);
  balanceObserved(null);
  incentiveStore.setState({ incentives: [], host: null });
  document.cookie = 'cc=f0a0; Path=/';
  document.cookie = 'ib_signup=; Max-Age=0; Path=/';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('IncentiveHost: §7 getPageLoadIncentives after hydration, §4 close, hide and reload', () => {
  it('a visitor: asks with the route of the page; dismissing reports it, blocks the group for 30 days (§9) and reloads (§4)', async () => {
    guestStore.getState().actions.guestLoggedOut();
    answers = [[incentive('signup', 'banner', 'signup')], []];
    render(<IncentiveHost locale="de" text={text} />);
    const banner = await screen.findByRole('region', { name: 'Offer for you' });
    expect(banner.textContent).toContain('signup title');
    expect(loads()[0]).toEqual({
      path: 'conversion/getPageLoadIncentives',
      body: { routeName: '/amateur/[actorName]/video/[videoId]', routeArgs: { actorName: 'lunasky', videoId: '100001' } },
      auth: null,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Close this offer' }));
    expect(screen.queryByRole('region', { name: 'Offer for you' })).toBeNull();
    expect(document.cookie).toContain('ib_signup=1');
    await waitFor(() => expect(loads()).toHaveLength(2));
    expect(calls.find((call) => call.path.startsWith('conversion/closeIncentive'))?.body).toMatchObject({ result: 'dismissed', incentive: { type: 'signup' } });
  });

  it('a guest: §4 "a payment … reloads incentives" — a rise of the balance asks again and the first top-up is gone', async () => {
    guestStore.getState().actions.guestLoggedIn({ guestId: 10001, screenName: 'Anna', accessToken: 'token-abc', expiresAt: 2_000_000_000 });
    answers = [[incentive('firstTopUp', 'banner', 'topUp')], []];
    const handlers = new Map<string, (message: unknown) => void>();
    const stop = reactToGuestEvents({ on: ((type: string, handler: (message: unknown) => void) => (handlers.set(type, handler), () => handlers.delete(type))) as never }, () => {});
    render(<IncentiveHost locale="de" text={text} />);
    expect((await screen.findByRole('region', { name: 'Offer for you' })).textContent).toContain('firstTopUp cta');
    expect(loads()[0]?.auth).toBe('Bearer token-abc');

    const balance = (cents: number) => act(() => handlers.get('guestBalance')?.({ type: 'guestBalance', guestBalance: cents, guestBalanceFormatted: '', guestIsPayingCustomer: cents > 0 }));
    balance(0); // the first balance is only noted
    expect(loads()).toHaveLength(1);
    balance(2000);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Offer for you' })).toBeNull());
    expect(loads()).toHaveLength(2);
    stop();
  });

  it('the refill card: "Hide for a week" removes that type at once and stores it on the server', async () => {
    guestStore.getState().actions.guestLoggedIn({ guestId: 10002, screenName: 'Ben', accessToken: 'token-def', expiresAt: 2_000_000_000 });
    answers = [[incentive('refill', 'corner', 'topUp')]];
    render(<IncentiveHost locale="de" text={text} />);
    await screen.findByRole('region', { name: 'Reminder for you' });
    fireEvent.click(screen.getByRole('button', { name: 'Hide for a week' }));
    expect(screen.queryByRole('region', { name: 'Reminder for you' })).toBeNull();
    await waitFor(() => expect(calls.some((call) => call.path.startsWith('conversion/setRefillWindowHidden'))).toBe(true));
    expect(calls.find((call) => call.path.startsWith('conversion/setRefillWindowHidden'))).toMatchObject({
      body: { incentiveType: 'refill', interval: 'week' },
      auth: 'Bearer token-def',
    });
  });
});
