// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderUnreadLink } from '@/components/messenger/header-unread-link';
import { ShortOfMoney } from '@/components/messenger/short-of-money';
import type { MessengerText } from '@/components/messenger/messenger-text';
import { guestStore } from '@/stores/guest';
import { announceUnreadTotal } from '@/lib/messenger/unread-event';
import { realtimeSessionStore } from '@/stores/realtime-session';
import { fakeRealtimeSession as fakeSession } from '../helpers/fake-realtime-session';
import en from '@/messages/en.json';

vi.mock('@/lib/overlay/overlay-api', () => ({ openAuth: vi.fn(async () => {}), openOverlay: vi.fn(async () => {}) }));

const text = { label: 'Messages', unread: 'Messages, {count} unread', href: '/en/messenger/' };
const logIn = () => guestStore.getState().actions.guestLoggedIn({ guestId: 7, screenName: 'Guest', accessToken: 'token', expiresAt: 9_999_999_999 });

afterEach(() => {
  cleanup();
  guestStore.getState().actions.guestLoggedOut();
  realtimeSessionStore.getState().actions.sessionClosed();
  vi.unstubAllGlobals();
});

describe('the header unread count ("unread count in the header")', () => {
  it('nothing for a visitor; for a guest one REST read, then the channels {unreadTotal} event and the page\'s own total', async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true, data: { unreadTotal: 3 } }));
    vi.stubGlobal('fetch', fetchMock);
    const { session, deliver } = fakeSession();
    realtimeSessionStore.getState().actions.sessionOpened(session);
    const { container } = render(<HeaderUnreadLink locale="en" text={text} />);
    expect(container.innerHTML).toBe('');

    act(() => logIn());
    expect(await screen.findByRole('link', { name: 'Messages, 3 unread' })).toBeTruthy();
    expect(String((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0])).toContain('/rest/v1/messenger/unread');

    act(() => deliver({ type: 'channels', unreadTotal: 5 }));
    expect(screen.getByRole('link', { name: 'Messages, 5 unread' }).getAttribute('href')).toBe('/en/messenger/');
    act(() => announceUnreadTotal(0));
    expect(screen.getByRole('link', { name: 'Messages' })).toBeTruthy();
  });
});

describe('the header icon and the phone menu row share one unread watch', () => {
  it('two links: one REST read, both follow each event, and after both unmount no listener is left', async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true, data: { unreadTotal: 2 } }));
    vi.stubGlobal('fetch', fetchMock);
    const { session, deliver } = fakeSession();
    realtimeSessionStore.getState().actions.sessionOpened(session);
    act(() => logIn());
    const { unmount } = render(
      <>
        <HeaderUnreadLink locale="en" text={text} />
        <HeaderUnreadLink locale="en" text={text} variant="menu" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Messages, 2 unread' })).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    act(() => deliver({ type: 'channels', unreadTotal: 4 }));
    expect(screen.getAllByRole('link', { name: 'Messages, 4 unread' })).toHaveLength(2);
    unmount();
    // A later page mounts the links again: a fresh watch with its own read.
    render(<HeaderUnreadLink locale="en" text={text} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('link', { name: 'Messages, 2 unread' })).toBeTruthy();
  });
});

describe('not enough money with one click ("or one-click top-up when available")', () => {
  const messenger = en.Messenger as unknown as MessengerText;
  const details = { price: 99, balance: 10, missing: 89 };

  it('one click charges the offered amount for this channel, then the message goes out', async () => {
    const { session, sent } = fakeSession((message) =>
      message.type === 'chargeOneClick'
        ? { type: 'oneClickResult', success: true, status: 'succeeded', amount: message.amount, amountFormatted: '10 €', declineReason: null, channelId: message.channelId ?? null }
        : null,
    );
    realtimeSessionStore.getState().actions.sessionOpened(session);
    const onToppedUp = vi.fn();
    render(<ShortOfMoney text={messenger} actorName="LunaSky" channelId={11} details={details} offer={{ amount: 1000, paymentMethod: 'Visa •• 4242' }} onToppedUp={onToppedUp} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Top up 10 € with one click (Visa •• 4242)' }));
    await waitFor(() => expect(onToppedUp).toHaveBeenCalledTimes(1));
    expect(sent).toMatchObject([{ type: 'chargeOneClick', amount: 1000, channelId: 11 }]);
  });

  it('a declined one-click says so and sends nothing', async () => {
    const { session } = fakeSession((message) =>
      message.type === 'chargeOneClick'
        ? { type: 'oneClickResult', success: false, status: 'declined', amount: message.amount, amountFormatted: '10 €', declineReason: 'card_declined', channelId: 11 }
        : null,
    );
    realtimeSessionStore.getState().actions.sessionOpened(session);
    const onToppedUp = vi.fn();
    render(<ShortOfMoney text={messenger} actorName="LunaSky" channelId={11} details={details} offer={{ amount: 1000, paymentMethod: null }} onToppedUp={onToppedUp} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Top up 10 € with one click' }));
    expect(await screen.findByText(messenger.oneClickFailed)).toBeTruthy();
    expect(onToppedUp).not.toHaveBeenCalled();
  });
});
