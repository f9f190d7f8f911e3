// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoxHost } from '@/components/boxes/box-host';
import { Composer } from '@/components/messenger/composer';
import { MessageBubble } from '@/components/messenger/message-bubble';
import type { MessengerText } from '@/components/messenger/messenger-text';
import type { Channel, Message } from '@/lib/contracts/messenger';
import type { GuestApiSession } from '@/lib/queries/messenger';
import en from '@/messages/en.json';
import { stubFetch } from './stub-fetch';

vi.mock('@/lib/overlay/overlay-api', () => ({ openAuth: vi.fn(async () => {}), openOverlay: vi.fn(async () => {}) }));

const text = en.Messenger as unknown as MessengerText;
const session: GuestApiSession = { language: 'en', guestId: 7, accessToken: 'token', baseUrl: 'http://test.local' };
const channel: Channel = {
  id: 11, actorId: 3, guestId: 7, guestName: 'Guest', unread: false, unreadCount: 0, archived: false, blocked: false, isActorOnline: true,
  lastMessageId: null, subject: '', messageTimestamp: null, lastViewedTimestamp: null, previewPictureUrl: '/p.svg', actorName: 'LunaSky',
  actorAge: 25, freeMessagesAmount: 0, messagePrice: 99, messagePriceFormatted: '0,99 €', isMessagingFree: false, isDildocontrolAvailable: false,
};
const rose = { id: 1, name: 'Rose', price: { value: 199, currency: 'EUR', symbol: '€' }, imageUrl: '/rose.svg', active: true, vip: false, categoryId: 1, translations: [] };
const message = (fields: Partial<Message> = {}): Message => ({
  id: 5, channelId: 11, messageType: 'text', senderType: 'guest', text: 'Hi', includedGifts: [], data: { media: null, gifts: [] },
  price: 99, priceFormatted: '0,99 €', createdAt: '2026-01-01T12:00:00.000Z', isVideochat: false, isFreechat: false, chatId: null, ...fields,
});

function renderComposer(fields: Partial<Channel> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Composer session={session} channel={{ ...channel, ...fields }} text={text} />
      {/* The not-enough-money box is drawn by the layout's box host. */}
      <BoxHost />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('messenger composer ("a clear price before sending")', () => {
  it('the send button shows the message price: "Send · 0,99 €"', () => {
    renderComposer();
    expect((screen.getByRole('button', { name: 'Send · 0,99 €' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Hello' } });
    expect((screen.getByRole('button', { name: 'Send · 0,99 €' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('§4 freeMessagesAmount: "Free message (2 left)"; isMessagingFree: plain "Send"', () => {
    renderComposer({ freeMessagesAmount: 2 });
    expect(screen.getByRole('button', { name: 'Free message (2 left)' })).toBeTruthy();
    cleanup();
    renderComposer({ isMessagingFree: true });
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('§4 gift composer: a bought gift costs nothing, the next one adds its price', async () => {
    stubFetch({ 'GET /rest/v1/messenger/gifts': () => Response.json({ success: true, data: { items: [rose], boughtGifts: { '1': 1 } } }) });
    renderComposer();
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gifts' }));
    const add = await screen.findByRole('button', { name: 'Add Rose (1,99 €)' });
    expect(add.textContent).toContain('1 owned');
    fireEvent.click(add);
    expect((screen.getByRole('button', { name: 'Send · 0,99 €' }) as HTMLButtonElement).disabled).toBe(false);
    expect(add.textContent).not.toContain('owned');
    fireEvent.click(add);
    expect(screen.getByRole('button', { name: 'Send · 2,98 €' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove one Rose' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove one Rose' }));
    expect(add.textContent).toContain('1 owned');
  });

  it('sends with one clientMessageId (REST twin without a WebSocket) and clears the text', async () => {
    const fetchMock = stubFetch({
      'POST /rest/v1/messenger/send': (_url, init) => {
        const body = JSON.parse(String(init?.body));
        return Response.json({ success: true, data: { message: message({ text: body.text }), price: 99, priceFormatted: '0,99 €', guestBalance: 901, guestBalanceFormatted: '9,01 €', replayed: false } });
      },
    });
    renderComposer();
    const box = screen.getByLabelText('Your message');
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send · 0,99 €' }));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/messenger/send'));
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ channelId: 11, text: 'Hello', gifts: [], clientMessageId: expect.stringMatching(/^[a-f0-9]{32}$/) });
  });

  it('not enough money opens the not-enough-money box with price, balance and missing', async () => {
    stubFetch({
      'POST /rest/v1/messenger/send': () =>
        Response.json({ success: false, error: { code: 'INSUFFICIENT_FUNDS', message: 'Not enough money.', details: { price: 99, balance: 10, missing: 89 } } }, { status: 409 }),
    });
    renderComposer();
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send · 0,99 €' }));
    expect(await screen.findByText('Not enough money')).toBeTruthy();
    expect(screen.getByText('0,89 €')).toBeTruthy();
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('Hello');
  });
});

describe('message bubble ("A message with script or HTML: stored as text, shown escaped")', () => {
  it('shows <b>html</b> as text, no element', () => {
    const { container } = render(<MessageBubble message={message({ text: '<b>html</b><script>alert(1)</script>' })} text={text} actorName="LunaSky" />);
    expect(screen.getByText('<b>html</b><script>alert(1)</script>')).toBeTruthy();
    expect(container.querySelector('b, script')).toBeNull();
  });
});
