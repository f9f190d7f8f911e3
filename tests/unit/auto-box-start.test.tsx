// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BoxHost } from '@/components/boxes/box-host';
import { closeBox, openBox } from '@/components/boxes/open-box';
import { startAutoBox } from '@/components/event-boxes/start-auto-box';
import type { DailyBonusOffer } from '@/lib/contracts/daily-bonus';
import type { StreakStatusWire } from '@/lib/contracts/event-boxes';
import { eventBoxesText } from '@/lib/event-boxes/event-boxes-text';
import { saveConsent } from '@/lib/consent/consent-client';
import { getQueryClient } from '@/lib/queries/query-client';
import { boxesStore } from '@/stores/boxes';
import { guestStore } from '@/stores/guest';
import { stubFetch } from './stub-fetch';

const QMDAY = '2026-06-05';
const offer: DailyBonusOffer = {
  id: 41,
  date: QMDAY,
  kind: 'videoVoucher',
  conditions: [],
  effect: { name: 'videoVouchers', value: 2, unit: 'pieces', code: null },
  price: null,
  free: true,
  quantity: null,
  quantityTotal: null,
  purchased: false,
  content: { video: null, album: null, wallpaper: null, messengerGift: null },
};
const streak: StreakStatusWire = { today: QMDAY, days: 5, done: 4, todayDone: true, roundStart: '2026-06-01', claimable: true, claimed: false, spins: 3 };
const days = { success: true, data: { today: QMDAY, endsAt: '2026-06-05T21:59:59.999Z', yesterday: null, current: offer, tomorrow: null } };

function routes() {
  return stubFetch({
    'POST /rest/v1/eventBoxes/streak/visit': () => Response.json({ success: true, data: streak }),
    'GET /rest/v1/dailyBonus/get': () => Response.json(days),
    'GET /rest/v1/eventBoxes/text': () => Response.json({ success: true, data: eventBoxesText('en') }),
    'POST /rest/v1/dailyBonus/claim': () => Response.json({ success: true, data: { offer: { ...offer, purchased: true }, paid: null, code: null, guestBalance: 0 } }),
    'POST /rest/v1/eventBoxes/streak/claim': () => Response.json({ success: true, data: { ...streak, claimable: false, claimed: true } }),
  });
}
const start = () => act(() => startAutoBox({ locale: 'en', qmday: QMDAY, guestId: 7, roles: { isVip: false, isPayingCustomer: false } }));
const called = (fetchMock: ReturnType<typeof stubFetch>, path: string) => fetchMock.mock.calls.filter(([url]) => new URL(String(url)).pathname === path).length;

beforeEach(() => {
  guestStore.getState().actions.guestLoggedIn({ guestId: 7, screenName: 'Guest', accessToken: 'token', expiresAt: 9_999_999_999 });
  // The guest answered the §3 consent banner ("necessary only").
  document.cookie = 'cc=f0a0; path=/';
  render(<BoxHost />);
});
afterEach(() => {
  cleanup();
  document.cookie = 'cc=; path=/; max-age=0';
  for (const { name } of boxesStore.getState().open) act(() => closeBox(name as Parameters<typeof closeBox>[0]));
  guestStore.getState().actions.guestLoggedOut();
  getQueryClient().clear();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('§2 boxes that open by themselves (tag-reward, five-days-bonus)', () => {
  it('a new guest gets the basic tag-reward box with today’s free offer and claims it through the daily bonus', async () => {
    const fetchMock = routes();
    await start();
    const box = await screen.findByRole('region', { name: 'Your daily reward' });
    expect(box.getAttribute('data-box')).toBe('tag-reward-basic');
    expect(box.textContent).toContain('2 video vouchers');
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Done – it is in your benefits.')).toBeTruthy();
    const claim = fetchMock.mock.calls.find(([url]) => new URL(String(url)).pathname === '/rest/v1/dailyBonus/claim');
    expect(JSON.parse(String(claim?.[1]?.body))).toEqual({ offerId: 41, qmday: QMDAY });
  });

  it('one box per page view, each once a day: the reward first, the streak next, then nothing (and no call)', async () => {
    const fetchMock = routes();
    await start();
    await screen.findByRole('region', { name: 'Your daily reward' });
    act(() => closeBox('tagRewardBasic'));
    await start();
    const box = await screen.findByRole('region', { name: 'Five-days bonus' });
    expect(box.querySelectorAll('[data-state="done"]')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Get 3 spins' }));
    expect(await screen.findByText('3 spins are yours. Good luck at the wheel!')).toBeTruthy();
    act(() => closeBox('fiveDaysBonus'));
    const visits = called(fetchMock, '/rest/v1/eventBoxes/streak/visit');
    await start();
    expect(boxesStore.getState().open).toEqual([]);
    expect(called(fetchMock, '/rest/v1/eventBoxes/streak/visit')).toBe(visits);
  });

  it('leaves the page usable (a card, not a modal), and leaves /daily-deals/ to the page itself', async () => {
    routes();
    window.history.pushState(null, '', '/en/daily-deals/');
    await start();
    const card = await screen.findByRole('region', { name: 'Five-days bonus' });
    expect(card.getAttribute('data-box')).toBe('five-days-bonus');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(document.body);
    window.history.pushState(null, '', '/en/');
  });

  it('never opens over another box, and tries again on the next page view', async () => {
    routes();
    act(() => openBox('confirm', { boxId: 'playlist-delete', text: { title: 'Sure?', description: 'Really.', confirm: 'Yes', cancel: 'No' }, onConfirm: () => {} }));
    await start();
    await waitFor(() => expect(getQueryClient().getQueryData(['eventBoxes', 'text', 'en'])).toBeTruthy());
    expect(boxesStore.getState().open.map((box) => box.name)).toEqual(['confirm']);
    act(() => closeBox('confirm'));
    await start();
    expect(await screen.findByRole('region', { name: 'Your daily reward' })).toBeTruthy();
  });

  it('§3 the banner asks first: the visit counts at once, the box waits for the consent answer', async () => {
    document.cookie = 'cc=; path=/; max-age=0';
    const fetchMock = routes();
    const started = startAutoBox({ locale: 'en', qmday: QMDAY, guestId: 7, roles: { isVip: false, isPayingCustomer: false } });
    await waitFor(() => expect(called(fetchMock, '/rest/v1/eventBoxes/streak/visit')).toBe(1));
    expect(called(fetchMock, '/rest/v1/dailyBonus/get')).toBe(0);
    expect(boxesStore.getState().open).toEqual([]);
    act(() => saveConsent({ functional: false, analytics: false }));
    await act(() => started);
    expect(await screen.findByRole('region', { name: 'Your daily reward' })).toBeTruthy();
  });
});
