// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsletterSwitches, type NewsletterSwitchesText } from '@/components/newsletter/newsletter-switches';
import { VrSubscribeBox, type VrSubscribeText } from '@/components/newsletter/vr-subscribe-box';
import { clearQueryCache } from '@/lib/queries/query-client';
import { guestStore } from '@/stores/guest';
import { stubFetch } from './stub-fetch';

const openAuth = vi.fn(async () => {});
vi.mock('@/lib/overlay/overlay-loader', () => ({ overlayController: async () => ({ openAuth }) }));
vi.mock('@/i18n/navigation', () => ({ Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a> }));

const gate = { loading: 'Loading…', loggedOut: 'Log in to manage your newsletters.', login: 'Log in', failed: 'Could not load.', retry: 'Try again' };
const text: NewsletterSwitchesText = {
  gate,
  items: [
    { typeId: 256, label: 'Contests', hint: 'New contests' },
    { typeId: 512, label: 'Late night', hint: 'After midnight' },
    { typeId: 1024, label: 'VIP club', hint: 'VIP news' },
    { typeId: 2048, label: 'VR porn', hint: 'New VR videos' },
  ],
  lead: 'Newsletters go to {email} only.',
  subscribed: 'Subscribed to the {name} newsletter.',
  unsubscribed: 'Unsubscribed from the {name} newsletter.',
  failed: 'The newsletter could not be changed.',
  all: 'Unsubscribe from all',
  allDone: 'You are unsubscribed from all newsletters.',
  none: 'You get no newsletters.',
};
const vrText: VrSubscribeText = {
  gate,
  heading: 'VR newsletter',
  text: 'New VR videos by email.',
  subscribe: 'Subscribe to the VR newsletter',
  subscribed: 'You get the VR newsletter at {email}.',
  offer: 'Subscribe during the VR weeks and get 1 video voucher as a thank-you.',
  won: 'Thank you! {reward} is waiting in your benefits.',
  rewardTypes: {
    video: '{amount, plural, one {# video} other {# videos}}',
    bonusCode: 'a bonus code',
    coins: '{amount, plural, one {# coin} other {# coins}}',
    videoVoucher: '{amount, plural, one {# video voucher} other {# video vouchers}}',
    spins: '{amount, plural, one {# free spin} other {# free spins}}',
    messengerGift: '{amount, plural, one {# messenger gift} other {# messenger gifts}}',
    vipDays: '{amount, plural, one {# VIP day} other {# VIP days}}',
  },
  manage: 'Manage your newsletters',
  manageHref: '/en/newsletter/unsubscribe/',
  failed: 'The subscription did not go through.',
};

type Body = { typeId: number; userId?: number; emailAddress?: string };

/** The guest/profile and newsletter calls over one bit set; `refuse` makes subscribe answer 422 as the server does. */
function server(initial: number[], refuse = false, eventRewards: unknown[] = []) {
  let types = [...initial];
  const profile = () => ({
    guestId: 41, name: 'Mia', avatar: null, email: 'mia@example.com', newsletterTypes: types,
    notificationsSettings: { newMessages: true, favoriteOnline: true, favoriteNewContent: false, specialOffers: false },
    preferences: { language: null, showFsk18Previews: false, tileGridMode: 'grid' },
  });
  const answer = (typeId: number, subscribed: boolean) => Response.json({ success: true, data: { typeId, subscribed, newsletterTypes: types } });
  const bodies: { path: string; body: Body }[] = [];
  const read = (path: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Body;
    bodies.push({ path, body });
    return body;
  };
  const fetchMock = stubFetch({
    'GET /rest/v1/guest/profile': () => Response.json({ success: true, data: profile() }),
    'POST /rest/v1/guest/newsletter/subscribe': (_url, init) => {
      const { typeId } = read('subscribe', init);
      if (refuse) return Response.json({ success: false, error: { code: 'VALIDATION_FAILED', message: 'no' } }, { status: 422 });
      types = [...new Set([...types, typeId])].sort((a, b) => a - b);
      return Response.json({ success: true, data: { typeId, subscribed: true, newsletterTypes: types, eventRewards } });
    },
    'POST /rest/v1/guest/newsletter/unsubscribe': (_url, init) => {
      const { typeId } = read('unsubscribe', init);
      types = types.filter((id) => id !== typeId);
      return answer(typeId, false);
    },
  });
  return { fetchMock, bodies, types: () => types };
}

const logIn = () => guestStore.getState().actions.guestLoggedIn({ guestId: 41, screenName: 'Mia', accessToken: 'token', expiresAt: 9_999_999_999 });
const switchOf = (name: string) => screen.getByRole('switch', { name });

afterEach(() => {
  cleanup();
  clearQueryCache();
  guestStore.getState().actions.guestLoggedOut();
  vi.unstubAllGlobals();
  openAuth.mockClear();
});

describe('§2 newsletter unsubscribe: one switch per §3 type', () => {
  it('a visitor gets the login door and no guest call is made (§6)', async () => {
    const { fetchMock } = server([]);
    render(<NewsletterSwitches locale="en" text={text} />);
    expect(screen.getByText(gate.loggedOut)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(openAuth).toHaveBeenCalledWith({ view: 'login', force: true }));
    expect(screen.queryByRole('switch')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s subscriptions; a switch subscribes the guest with the account’s id and email', async () => {
    const { bodies } = server([256, 1024]);
    logIn();
    render(<NewsletterSwitches locale="en" text={text} />);
    await screen.findByText('Newsletters go to mia@example.com only.');
    expect(['Contests', 'Late night', 'VIP club', 'VR porn'].map((name) => switchOf(name).getAttribute('aria-checked'))).toEqual(['true', 'false', 'true', 'false']);
    fireEvent.click(switchOf('VR porn'));
    await waitFor(() => expect(switchOf('VR porn').getAttribute('aria-checked')).toBe('true'));
    expect(bodies).toEqual([{ path: 'subscribe', body: { typeId: 2048, userId: 41, emailAddress: 'mia@example.com' } }]);
    expect(screen.getByRole('status').textContent).toBe('Subscribed to the VR porn newsletter.');
  });

  it('a refused change shows an error and leaves the switch as the server has it (§8)', async () => {
    server([], true);
    logIn();
    render(<NewsletterSwitches locale="en" text={text} />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Late night' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text.failed);
    expect(switchOf('Late night').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('"unsubscribe from all" takes back every subscribed type, one call each', async () => {
    const { bodies, types } = server([512, 2048]);
    logIn();
    render(<NewsletterSwitches locale="en" text={text} />);
    fireEvent.click(await screen.findByRole('button', { name: text.all }));
    await screen.findByText(text.none);
    expect(bodies.map(({ path, body }) => [path, body.typeId])).toEqual([
      ['unsubscribe', 512],
      ['unsubscribe', 2048],
    ]);
    expect(types()).toEqual([]);
    expect(screen.getAllByRole('switch').every((node) => node.getAttribute('aria-checked') === 'false')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(text.allDone);
  });
});

describe('§2 VR porn newsletter box (type 2048)', () => {
  it('a refused subscribe shows an error and still offers to subscribe (§8 not subscribed)', async () => {
    server([], true);
    logIn();
    render(<VrSubscribeBox locale="en" typeId={2048} qmday={null} text={vrText} />);
    fireEvent.click(await screen.findByRole('button', { name: vrText.subscribe }));
    expect((await screen.findByRole('alert')).textContent).toBe(vrText.failed);
    expect(screen.getByRole('button', { name: vrText.subscribe })).toBeTruthy();
    expect(screen.queryByTestId('vr-newsletter-subscribed')).toBeNull();
  });

  it('§2 VR porn: what subscribing won on the page\'s test day is named, in the singular for one', async () => {
    const won = { id: 7, rewardKey: 'subscribe', type: 'videoVoucher', amount: 1, optionCode: 'E3-AB', canRedeem: false, wonAt: '2026-09-05T10:00:00.000Z', redeemedAt: '2026-09-05T10:00:00.000Z' };
    const { bodies } = server([], false, [won]);
    logIn();
    render(<VrSubscribeBox locale="en" typeId={2048} qmday="2026-09-05" text={vrText} />);
    expect(screen.getByText(vrText.offer!)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: vrText.subscribe }));
    expect((await screen.findByTestId('vr-newsletter-reward')).textContent).toBe('Thank you! 1 video voucher is waiting in your benefits.');
    expect(bodies.find((entry) => entry.path === 'subscribe')?.body).toMatchObject({ typeId: 2048, qmday: '2026-09-05' });
  });

  it('subscribing shows the subscribed state the server answered, with a link to manage newsletters', async () => {
    const { types } = server([256]);
    logIn();
    render(<VrSubscribeBox locale="en" typeId={2048} qmday={null} text={vrText} />);
    fireEvent.click(await screen.findByRole('button', { name: vrText.subscribe }));
    const done = await screen.findByTestId('vr-newsletter-subscribed');
    expect(done.textContent).toBe('You get the VR newsletter at mia@example.com.');
    expect(types()).toEqual([256, 2048]);
    expect(within(done.parentElement!).getByRole('link', { name: vrText.manage }).getAttribute('href')).toBe('/en/newsletter/unsubscribe/');
  });
});
