// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageList } from '@/components/messenger/message-list';
import type { MessengerText } from '@/components/messenger/messenger-text';
import { useOlderMessages } from '@/components/messenger/use-older-messages';
import type { Message } from '@/lib/contracts/messenger';
import { fetchOlderMessages, type GuestApiSession } from '@/lib/queries/messenger';
import { fakeRealtimeSession } from '../helpers/fake-realtime-session';
import { realtimeSessionStore } from '@/stores/realtime-session';
import en from '@/messages/en.json';

const text = { ...en.Messenger, withdrawn: en.MessengerContent.guest.withdrawn } as unknown as MessengerText;
const session: GuestApiSession = { language: 'en', guestId: 7, accessToken: 'token', baseUrl: 'http://test.local' };
const message = (id: number): Message => ({
  id, channelId: 11, messageType: 'text', senderType: id % 2 ? 'guest' : 'actor', text: `text ${id}`, includedGifts: [], data: { media: null, gifts: [] },
  price: 0, priceFormatted: '0,00 €', createdAt: new Date(Date.UTC(2026, 0, 1, 12, id)).toISOString(), isVideochat: false, isFreechat: false, chatId: null,
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => message(from + i));

function Harness({ latest, hasMore }: { latest: Message[]; hasMore: boolean }) {
  const paging = useOlderMessages({ channelId: 11, latest, latestHasMore: hasMore, fetchOlder: (before) => fetchOlderMessages(session, 11, before) });
  return <MessageList paging={paging} text={text} actorName="LunaSky" />;
}

function stubOlder(pages: Record<string, { messages: Message[]; hasMore: boolean }>) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string) => {
      const url = new URL(String(input));
      urls.push(url);
      const page = url.pathname === '/rest/v1/messenger/channel/11/messages' ? pages[url.searchParams.get('before') ?? ''] : undefined;
      return page ? Response.json({ success: true, data: page }) : Response.json({ success: false, error: { code: 'FAILED', message: 'no' } }, { status: 500 });
    }),
  );
  return urls;
}

function renderList(latest: Message[], hasMore: boolean) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <Harness latest={latest} hasMore={hasMore} />
    </QueryClientProvider>,
  );
  const rerender = (next: Message[], nextHasMore = hasMore) =>
    view.rerender(
      <QueryClientProvider client={client}>
        <Harness latest={next} hasMore={nextHasMore} />
      </QueryClientProvider>,
    );
  return { rerender };
}

const shownIds = () => screen.getAllByRole('article').map((a) => Number(a.getAttribute('data-message-id')));

afterEach(() => {
  cleanup();
  realtimeSessionStore.getState().actions.sessionClosed();
  vi.unstubAllGlobals();
});

/** The page's session as a fake that lets the test deliver server messages. */
function fakeSession() {
  const { session, deliver } = fakeRealtimeSession();
  realtimeSessionStore.getState().actions.sessionOpened(session);
  return deliver;
}

const bubble = (id: number) => document.querySelector(`[data-message-id="${id}"]`) as HTMLElement;

describe('MessageList with older messages (guest messenger)', () => {
  it('"when hasMore: a Show older messages button at the top"; none when the first load has everything', () => {
    renderList(range(1, 3), false);
    expect(screen.queryByRole('button', { name: text.olderMessages })).toBeNull();
    cleanup();
    renderList(range(10, 12), true);
    expect(screen.getByRole('button', { name: text.olderMessages })).toBeTruthy();
  });

  it('"prepend the older page", asked by keyset (before = the oldest shown), until no more exist; older ones sit outside the live region', async () => {
    const urls = stubOlder({ '10': { messages: range(7, 9), hasMore: true }, '7': { messages: range(5, 6), hasMore: false } });
    renderList(range(10, 12), true);
    fireEvent.click(screen.getByRole('button', { name: text.olderMessages }));
    await waitFor(() => expect(shownIds()).toEqual([7, 8, 9, 10, 11, 12]));
    expect(urls[0]?.searchParams.get('limit')).toBe('30');
    fireEvent.click(screen.getByRole('button', { name: text.olderMessages }));
    await waitFor(() => expect(shownIds()).toEqual([5, 6, 7, 8, 9, 10, 11, 12]));
    expect(screen.queryByRole('button', { name: text.olderMessages })).toBeNull();
    const live = document.querySelector('[aria-live="polite"]') as HTMLElement;
    expect(within(live).getAllByRole('article').map((a) => Number(a.getAttribute('data-message-id')))).toEqual([10, 11, 12]);
  });

  it('"new real-time messages still append at the bottom; no duplicates when a message arrives both ways"', async () => {
    stubOlder({ '10': { messages: range(8, 10), hasMore: true } });
    const { rerender } = renderList(range(10, 12), true);
    fireEvent.click(screen.getByRole('button', { name: text.olderMessages }));
    await waitFor(() => expect(shownIds()).toEqual([8, 9, 10, 11, 12]));
    rerender([...range(11, 12), message(13)]);
    expect(shownIds()).toEqual([8, 9, 10, 11, 12, 13]);
  });

  it('a failed page says so and the same button tries again', async () => {
    stubOlder({});
    renderList(range(10, 12), true);
    fireEvent.click(screen.getByRole('button', { name: text.olderMessages }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text.failed));
    expect((screen.getByRole('button', { name: text.olderMessages }) as HTMLButtonElement).disabled).toBe(false);
    expect(shownIds()).toEqual([10, 11, 12]);
  });

  it('§7 messenger content change: a withdrawn message in an older, paged-in part changes in place, without a reopen', async () => {
    const deliver = fakeSession();
    stubOlder({ '10': { messages: range(7, 9), hasMore: false } });
    renderList(range(10, 12), true);
    fireEvent.click(screen.getByRole('button', { name: text.olderMessages }));
    await waitFor(() => expect(shownIds()).toEqual([7, 8, 9, 10, 11, 12]));
    expect(bubble(8).textContent).toContain('text 8');

    act(() => deliver({ type: 'messengerContentChange', channelId: 11, messageId: 8, change: 'withdrawn' }));
    expect(bubble(8).textContent).toContain(text.withdrawn);
    expect(bubble(8).textContent).not.toContain('text 8');
    // Another channel's message of the same id, and the messages around it, stay as they were.
    act(() => deliver({ type: 'messengerContentChange', channelId: 12, messageId: 7, change: 'withdrawn' }));
    expect(bubble(7).textContent).toContain('text 7');
    expect(shownIds()).toEqual([7, 8, 9, 10, 11, 12]);
  });
});
