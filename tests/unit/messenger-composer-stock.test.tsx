// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from '@/components/messenger/composer';
import type { MessengerText } from '@/components/messenger/messenger-text';
import type { GuestSession } from '@/lib/contracts/guest-session';
import type { Channel, Message } from '@/lib/contracts/messenger';
import { guestStore } from '@/stores/guest';
import { reactToGuestEvents } from '@/lib/guest/session-reactions';
import type { GuestApiSession } from '@/lib/queries/messenger';
import en from '@/messages/en.json';
import { guestSessionStore } from '@/stores/guest-session';
import { stubFetch } from './stub-fetch';

vi.mock('@/lib/overlay/overlay-api', () => ({ openAuth: vi.fn(async () => {}), openOverlay: vi.fn(async () => {}) }));

const text = en.Messenger as unknown as MessengerText;
const GUEST = 7;
const session: GuestApiSession = { language: 'en', guestId: GUEST, accessToken: 'token', baseUrl: 'http://test.local' };
const channel: Channel = {
  id: 11, actorId: 3, guestId: GUEST, guestName: 'Guest', unread: false, unreadCount: 0, archived: false, blocked: false, isActorOnline: true,
  lastMessageId: null, subject: '', messageTimestamp: null, lastViewedTimestamp: null, previewPictureUrl: '/p.svg', actorName: 'LunaSky',
  actorAge: 25, freeMessagesAmount: 0, messagePrice: 99, messagePriceFormatted: '0,99 €', isMessagingFree: false, isDildocontrolAvailable: false,
};
const rose = { id: 1, name: 'Rose', price: { value: 199, currency: 'EUR', symbol: '€' }, imageUrl: '/rose.svg', active: true, vip: false, categoryId: 1, translations: [] };
const guestSession = (boughtGifts: Record<string, number>): GuestSession => ({
  id: GUEST, isLoggedIn: true, name: 'demo', email: 'demo@example.com', isEmailVerified: true, avatar: null, balance: 5000, balanceFormatted: '50 €', isPayingCustomer: true,
  isVip: false, isVXTVAboSubscriber: false, isPremium: false, hasAvs: false, avsStatus: 'unknown', avsRejectMessage: null, isLocked: false,
  isRestricted: false, restrictionLevel: 0, isBlockedForComments: false, isForcePayment: false, vouchers: [], loyaltyPoints: 0, boughtGifts,
  showDataProtection: false, conversionChat: { candidateEndsAt: null, eligibleEndsAt: null }, testGroups: [], isTestDevice: false, geoLocation: null, tileGridSettings: {},
});
const sent = (text: string): Message => ({
  id: 5, channelId: 11, messageType: 'text', senderType: 'guest', text, includedGifts: [], data: { media: null, gifts: [] },
  price: 99, priceFormatted: '0,99 €', createdAt: '2026-01-01T12:00:00.000Z', isVideochat: false, isFreechat: false, chatId: null,
});

function renderComposer() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Composer session={session} channel={channel} text={text} />
    </QueryClientProvider>,
  );
}

const stock = () => guestSessionStore.getState().session?.boughtGifts;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  guestSessionStore.getState().actions.sessionEnded();
  guestStore.getState().actions.guestLoggedOut();
});

describe('§3 boughtGifts in the guest session, used by the §4 gift composer', () => {
  it('the owned count comes from the guest session, not from the (older) GET messenger/gifts answer', async () => {
    guestSessionStore.getState().actions.sessionLoaded(guestSession({ '1': 2 }));
    stubFetch({ 'GET /rest/v1/messenger/gifts': () => Response.json({ success: true, data: { items: [rose], boughtGifts: {} } }) });
    renderComposer();
    fireEvent.click(screen.getByRole('button', { name: 'Gifts' }));
    const add = await screen.findByRole('button', { name: 'Add Rose (1,99 €)' });
    expect(add.textContent).toContain('2 owned');
    fireEvent.click(add);
    expect(add.textContent).toContain('1 owned');
    // "the message price counts only gifts not covered by bought gifts": an owned rose alone is free.
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('after a message that used owned gifts is sent, the session\'s boughtGifts drop and the composer shows what is left', async () => {
    guestSessionStore.getState().actions.sessionLoaded(guestSession({ '1': 2 }));
    const fetchMock = stubFetch({
      'GET /rest/v1/messenger/gifts': () => Response.json({ success: true, data: { items: [rose], boughtGifts: { '1': 2 } } }),
      'POST /rest/v1/messenger/send': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { text: string };
        return Response.json({ success: true, data: { message: sent(body.text), price: 99, priceFormatted: '0,99 €', guestBalance: 4901, guestBalanceFormatted: '49,01 €', replayed: false } });
      },
    });
    renderComposer();
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'A rose for you' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gifts' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Rose (1,99 €)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send · 0,99 €' }));

    await waitFor(() => expect(stock()).toEqual({ '1': 1 }));
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/messenger/send'));
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ gifts: [{ giftId: 1, quantity: 1 }] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Rose (1,99 €)' }).textContent).toContain('1 owned'));
  });

  it('§7 bonusCodeRedeemed reads the guest session again, so gifts from a code show at once', async () => {
    guestSessionStore.getState().actions.sessionLoaded(guestSession({}));
    guestStore.getState().actions.guestLoggedIn({ guestId: GUEST, screenName: 'demo', accessToken: 'token', expiresAt: Math.floor(Date.now() / 1000) + 900 });
    const fetchMock = stubFetch({ 'GET /rest/v1/guest/session': () => Response.json({ success: true, data: guestSession({ '1': 3 }) }) });
    const handlers = new Map<string, (message: unknown) => void>();
    const source = { on: (type: string, handler: (message: unknown) => void) => (handlers.set(type, handler), () => handlers.delete(type)) };
    const stop = reactToGuestEvents(source as never, vi.fn(), { pathname: '/en/', platform: 'desktop', whenNoFlow: (run) => run() });

    handlers.get('bonusCodeRedeemed')?.({ type: 'bonusCodeRedeemed', code: 'ROSES3' });
    await waitFor(() => expect(stock()).toEqual({ '1': 3 }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/rest/v1/guest/session'))).toBe(true);
    stop();
  });
});
