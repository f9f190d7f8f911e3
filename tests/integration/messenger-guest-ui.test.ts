import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET, POST } from '@/app/rest/v1/[area]/[...call]/route';
import type { ChannelPage } from '@/lib/contracts/messenger';
import { addGift, composerQuote, createGiftComposer } from '@/lib/messenger/gift-composer';
import { channelListOptions, channelOptions, fetchUnreadTotal, giftsOptions, type GuestApiSession, setChannelStatus, touchActorChannel } from '@/lib/queries/messenger';
import { newClientMessageId, sendChatMessage } from '@/lib/messenger/send-message';
import { setMessengerSettings } from '@/lib/server/messenger/settings';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';
import { performers } from './messenger-calls';
import { fund } from './purchase-calls';
import { balanceOf } from './wallet-calls';

/**
 * The guest UI's client (lib/messenger/*) against the real messenger REST area on PGlite: the
 * paths, the contracts and the price the composer shows are the server's.
 */
let rt: AppRuntime;
let actorId: number;
let session: GuestApiSession;
let guestId: number;

/** The browser's fetch, answered by the route handler itself. */
async function routeFetch(input: URL | string | Request, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input instanceof Request ? input.url : input));
  const [, , area = '', ...call] = url.pathname.split('/').filter(Boolean); // rest/v1/{area}/{call…}
  const request = new Request(url, init);
  const context = { params: Promise.resolve({ area, call }) };
  return (init?.method ?? 'GET') === 'POST' ? POST(request, context) : GET(request, context);
}

beforeAll(async () => {
  rt = await startTestRuntime();
  [actorId] = (await performers(rt, 1)) as [number];
  await setMessengerSettings(rt.db, rt.pubsub, actorId, { messagePrice: 99, freeMessages: 0, isMessagingFree: false });
  const guest = await freshGuest(rt);
  guestId = guest.guestId;
  session = { language: 'en', guestId, accessToken: guest.token, baseUrl: 'http://localhost' };
  vi.stubGlobal('fetch', routeFetch);
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await stopTestRuntime(rt);
});

/** A query's fetcher as react-query calls it (the first page of an infinite list). */
const run = <T>(options: { queryFn?: unknown }) =>
  (options.queryFn as (context: { signal: AbortSignal; pageParam: number }) => Promise<T>)({ signal: new AbortController().signal, pageParam: 0 });

describe('the messenger guest UI against the REST area', () => {
  it('"Message" on a profile touches the channel; it is listed (first 500) and read through its own call', async () => {
    const opened = await touchActorChannel(session, actorId);
    expect(opened.channel.actorId).toBe(actorId);
    const page = await run<ChannelPage>(channelListOptions(session, 'newest', false));
    expect(page.items.map((channel) => channel.id)).toContain(opened.channel.id);
    const read = await run<{ channel: { id: number } }>(channelOptions(session, opened.channel.id));
    expect(read.channel.id).toBe(opened.channel.id);
    expect(await fetchUnreadTotal(session)).toBe(0);
  });

  it('not enough money: the box gets price, balance and missing; nothing is sent', async () => {
    const { channel } = await touchActorChannel(session, actorId);
    const outcome = await sendChatMessage({ channelId: channel.id, text: 'Hi', gifts: [], clientMessageId: newClientMessageId() }, { session, realtime: null, balance: () => 0 });
    expect(outcome).toEqual({ kind: 'insufficient', details: { price: 99, balance: 0, missing: 99 } });
  });

  it('the price the composer shows (message + gift) is the price charged, once per clientMessageId', async () => {
    await fund(rt, guestId, 5_000);
    const { channel } = await touchActorChannel(session, actorId);
    const gifts = await run<{ items: { id: number; price: { value: number }; vip: boolean }[]; boughtGifts: Record<string, number> }>(giftsOptions(session));
    const gift = gifts.items.find((item) => !item.vip);
    if (!gift) throw new Error('the seed has a gift for everyone');
    const composer = addGift(createGiftComposer(new Map()), gift.id);
    const quote = composerQuote(composer, { ...channel, text: 'With a gift' }, new Map(gifts.items.map((item) => [item.id, item.price.value])));
    expect(quote.price).toBe(99 + gift.price.value);

    const message = { channelId: channel.id, text: 'With a gift', gifts: composer.lines, clientMessageId: newClientMessageId() };
    const before = await balanceOf(rt, guestId);
    const first = await sendChatMessage(message, { session, realtime: null, balance: () => before });
    const again = await sendChatMessage(message, { session, realtime: null, balance: () => before });
    expect(first).toMatchObject({ kind: 'sent', price: quote.price });
    expect(again).toMatchObject({ kind: 'sent' });
    expect(await balanceOf(rt, guestId)).toBe(before - quote.price);
  });

  it('archive moves the channel to the archived filter; another guest\'s channel is refused', async () => {
    const { channel } = await touchActorChannel(session, actorId);
    await setChannelStatus(session, channel.id, 'archive', true);
    const newest = await run<ChannelPage>(channelListOptions(session, 'newest', false));
    const archived = await run<ChannelPage>(channelListOptions(session, 'archived', false));
    expect(newest.items.map((c) => c.id)).not.toContain(channel.id);
    expect(archived.items.map((c) => c.id)).toContain(channel.id);

    const stranger = await freshGuest(rt);
    const other = { ...session, guestId: stranger.guestId, accessToken: stranger.token };
    await expect(setChannelStatus(other, channel.id, 'archive', false)).rejects.toMatchObject({ status: 404 });
    const refused = await sendChatMessage({ channelId: channel.id, text: 'Not mine', gifts: [], clientMessageId: newClientMessageId() }, { session: other, realtime: null, balance: () => 0 });
    expect(refused).toEqual({ kind: 'refused', code: 'NOT_FOUND' });
  });
});
