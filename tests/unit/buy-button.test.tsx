// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoxHost } from '@/components/boxes/box-host';
import { BuyButton } from '@/components/purchase/buy-button';
import type { BuyText } from '@/components/purchase/buy-text';
import { guestStore } from '@/stores/guest';
import { balanceObserved, setPendingTopUpCallback } from '@/lib/guest/top-up-callback';
import { runPendingAction } from '@/lib/overlay/run-pending-action';

const openAuth = vi.fn(async () => {});
const openOverlay = vi.fn<(flow: string) => Promise<void>>(async () => {});
vi.mock('@/lib/overlay/overlay-api', () => ({ openAuth: () => openAuth(), openOverlay: (flow: string) => openOverlay(flow) }));

const text: BuyText = {
  buy: 'Buy for {price}',
  buyLabel: 'Buy for {price}: “{title}”',
  buying: 'Buying…',
  notForSale: 'This is not for sale.',
  notFound: 'This is no longer available.',
  failed: 'The purchase did not go through.',
  box: { title: 'Not enough money', body: 'You need {missing} more to buy “{title}”.', price: 'Price', balance: 'Your balance', missing: 'Missing', topUp: 'Top up', cancel: 'Cancel' },
};
const bought = { success: true, guestBalance: 1501, guestBalanceFormatted: '15,01 €', itemType: 'video', itemId: 100001, access: 'bought', alreadyOwned: false, paid: 499, paidFormatted: '4,99 €', voucherType: null };
const shortOfMoney = { success: false, error: { code: 'INSUFFICIENT_FUNDS', message: 'Not enough money.', details: { price: 499, balance: 100, missing: 399 } } };

function renderButton(onOwned = vi.fn()) {
  // The not-enough-money box is drawn by the layout's box host.
  render(
    <>
      <BuyButton locale="en" itemType="video" itemId={100001} priceFormatted="4,99 €" title="Sunset" text={text} onOwned={onOwned} />
      <BoxHost />
    </>,
  );
  return { onOwned, button: screen.getByRole('button', { name: 'Buy for 4,99 €: “Sunset”' }) };
}

const logIn = () => guestStore.getState().actions.guestLoggedIn({ guestId: 7, screenName: 'Guest', accessToken: 'token', expiresAt: 9_999_999_999 });

afterEach(() => {
  cleanup();
  guestStore.getState().actions.guestLoggedOut();
  setPendingTopUpCallback(null);
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the buy button', () => {
  it('a guest buys with one click: POST album/{id}/buy with the token, then the item is owned', async () => {
    logIn();
    const fetchMock = vi.fn<(url: URL, init: RequestInit) => Promise<Response>>(async () => Response.json(bought));
    vi.stubGlobal('fetch', fetchMock);
    const { onOwned, button } = renderButton();
    fireEvent.click(button);
    await waitFor(() => expect(onOwned).toHaveBeenCalledWith(bought));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/rest\/v1\/album\/100001\/buy\?/);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token');
  });

  it('"Not logged in: the login flow, then the purchase continues (onLoginAction)"', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(bought)));
    const { onOwned, button } = renderButton();
    fireEvent.click(button);
    await waitFor(() => expect(openAuth).toHaveBeenCalledTimes(1));
    expect(JSON.parse(localStorage.getItem('onLoginAction') ?? 'null')).toEqual({ type: 'buy', params: { targetId: 100001, itemType: 'video' } });
    expect(onOwned).not.toHaveBeenCalled();

    // The overlay's login ends: the guest is set, then the pending action runs once.
    logIn();
    runPendingAction(vi.fn());
    await waitFor(() => expect(onOwned).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('onLoginAction')).toBeNull();
  });

  it('a pending purchase of another item is not this button\'s', async () => {
    logIn();
    const fetchMock = vi.fn(async () => Response.json(bought));
    vi.stubGlobal('fetch', fetchMock);
    renderButton();
    const { savePendingAction } = await import('@/lib/overlay/pending-action');
    savePendingAction({ type: 'buy', params: { targetId: 100001, itemType: 'album' } });
    runPendingAction(vi.fn());
    savePendingAction({ type: 'buy', params: { targetId: 100002, itemType: 'video' } });
    runPendingAction(vi.fn());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('"Not enough money: the not-enough-money box offering a top-up through the overlay, then the purchase continues"', async () => {
    logIn();
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ((calls += 1) === 1 ? Response.json(shortOfMoney, { status: 409 }) : Response.json(bought))),
    );
    const { onOwned, button } = renderButton();
    balanceObserved(100);
    fireEvent.click(button);
    await screen.findByText('Not enough money');
    expect(screen.getByText('You need 3,99 € more to buy “Sunset”.')).toBeTruthy();
    expect(screen.getByText('4,99 €')).toBeTruthy();
    expect(screen.getByText('1 €')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(openOverlay).toHaveBeenCalledWith('moneycharge'));
    await waitFor(() => expect(screen.queryByText('Not enough money')).toBeNull());
    expect(onOwned).not.toHaveBeenCalled();

    // §4: the payment raises the balance, which runs the pending top-up callback: the purchase again.
    await act(async () => {
      balanceObserved(2100);
    });
    await waitFor(() => expect(onOwned).toHaveBeenCalledTimes(1));
    expect(calls).toBe(2);
  });

  it('Cancel closes the box and buys nothing', async () => {
    logIn();
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(shortOfMoney, { status: 409 })));
    const { onOwned, button } = renderButton();
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Not enough money')).toBeNull());
    expect(openOverlay).not.toHaveBeenCalled();
    expect(onOwned).not.toHaveBeenCalled();
  });

  it.each([
    [409, { success: false, error: { code: 'NOT_FOR_SALE', message: 'Free.' } }, 'This is not for sale.'],
    [404, { success: false, error: { code: 'NOT_FOUND', message: 'Gone.' } }, 'This is no longer available.'],
    [500, { success: false, error: { code: 'INTERNAL', message: 'Internal error.' } }, 'The purchase did not go through.'],
  ])('%i %j: a clear message, nothing owned', async (status, body, message) => {
    logIn();
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(body, { status })));
    const { onOwned, button } = renderButton();
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(message));
    expect(onOwned).not.toHaveBeenCalled();
  });
});
