import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import { mediathekResponseSchema } from '@/lib/contracts/personal';
import { albums, videos } from '@/lib/server/db/schema/catalog';
import { guestNotifications } from '@/lib/server/db/schema/notifications';
import { listActorChannels } from '@/lib/server/messenger/list-channels';
import { getActorChannel } from '@/lib/server/messenger/open-channel';
import { sendActorMessage } from '@/lib/server/messenger/send-actor-message';
import { getMessengerSettings, setMessengerSettings } from '@/lib/server/messenger/settings';
import type { SessionState } from '@/lib/server/realtime/session-state';
import { handleClientMessage } from '@/lib/server/ws/dispatch';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';
import { clientId, messagesOf, openChannel, performers, recordEvents, send } from './messenger-calls';
import { fund } from './purchase-calls';

let rt: AppRuntime;
let actorId: number;
let otherActorId: number;
beforeAll(async () => {
  rt = await startTestRuntime();
  [actorId, otherActorId] = (await performers(rt, 2)) as [number, number];
  await setMessengerSettings(rt.db, rt.pubsub, actorId, { messagePrice: 120, freeMessages: 0, isMessagingFree: false });
});
afterAll(() => stopTestRuntime(rt));

const reply = (channelId: number, text: string, extra: Partial<Parameters<typeof sendActorMessage>[2]> = {}) =>
  sendActorMessage(rt.db, rt.pubsub, { actorId, channelId, text, clientMessageId: clientId(), ...extra });

describe('the performer answers (server side)', () => {
  it('a guest message reaches the performer: channel event and unread count on her side', async () => {
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 500);
    const channelId = await openChannel(token, actorId);
    const events = recordEvents(rt);
    expect((await send(token, channelId, 'Hi!')).status).toBe(200);
    events.stop();
    expect(events.actor).toContainEqual({ actorId, message: expect.objectContaining({ type: 'channel', channelId, unreadCount: 1 }) });
    expect(events.guest).toContainEqual({ guestId, message: expect.objectContaining({ type: 'guestBalance', guestBalance: 380 }) });
    const page = await listActorChannels(rt.db, actorId, { filter: 'unread', online: false, offset: 0, limit: 500 });
    expect(page.items[0]).toMatchObject({ id: channelId, guestId, unreadCount: 1 });
    const opened = await getActorChannel(rt.db, actorId, channelId);
    expect(opened.channel.unreadCount).toBe(0);
    await expect(getActorChannel(rt.db, otherActorId, channelId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a reply publishes the channel event to the guest and notifies her (type 1, new message), once per clientMessageId', async () => {
    const { guestId, token } = await freshGuest(rt);
    const channelId = await openChannel(token, actorId);
    const events = recordEvents(rt);
    const first = await reply(channelId, 'Thanks <3', { clientMessageId: 'reply-once-1' });
    const again = await reply(channelId, 'Thanks <3', { clientMessageId: 'reply-once-1' });
    events.stop();
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ replayed: true, message: { id: first.message.id } });
    expect(events.guest).toContainEqual({ guestId, message: { type: 'channel', channelId, actorId, unreadCount: 1, lastMessageId: first.message.id } });
    const notes = await rt.db.select().from(guestNotifications).where(eq(guestNotifications.guestId, guestId));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 1, actorId, channelId, text: 'Thanks <3' });
  });

  it("a performer cannot write into another performer's channel", async () => {
    const { token } = await freshGuest(rt);
    const channelId = await openChannel(token, actorId);
    await expect(sendActorMessage(rt.db, rt.pubsub, { actorId: otherActorId, channelId, text: 'x', clientMessageId: clientId() })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await messagesOf(rt, channelId)).toHaveLength(0);
  });

  it("media she sends lands in the guest's media library, messenger section; someone else's media is refused", async () => {
    const { token } = await freshGuest(rt);
    const channelId = await openChannel(token, actorId);
    const [video] = await rt.db.select({ id: videos.id }).from(videos).where(eq(videos.actorId, actorId)).orderBy(asc(videos.id)).limit(1);
    const [foreign] = await rt.db.select({ id: albums.id }).from(albums).where(eq(albums.actorId, otherActorId)).limit(1);
    if (!video || !foreign) throw new Error('the small seed lacks media');
    const sent = await reply(channelId, 'for you', { media: { kind: 'video', itemId: video.id } });
    expect(sent.message).toMatchObject({ messageType: 'media', data: { media: { kind: 'video', itemId: video.id } } });
    await expect(reply(channelId, '', { media: { kind: 'album', itemId: foreign.id } })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const request = new Request('http://localhost/rest/v1/guest/mediathek/?kind=videos&section=messenger', { headers: { Authorization: `Bearer ${token}` } });
    const response = await GET(request, { params: Promise.resolve({ area: 'guest', call: ['mediathek'] }) });
    expect(response.status).toBe(200);
    expect(mediathekResponseSchema.parse(await response.json()).data.items.map((item) => item.id)).toEqual([video.id]);
  });

  it('settings: messagePrice event to every guest with a channel; the profile price follows', async () => {
    const { guestId, token } = await freshGuest(rt);
    await openChannel(token, otherActorId);
    const events = recordEvents(rt);
    await setMessengerSettings(rt.db, rt.pubsub, otherActorId, { messagePrice: 250, freeMessages: 3, isMessagingFree: false });
    events.stop();
    expect(events.guest).toContainEqual({ guestId, message: { type: 'messagePrice', actorId: otherActorId, messagePrice: 250, messagePriceFormatted: '2,50 €', isMessagingFree: false, freeMessagesAmount: 3 } });
    expect(events.actor).toContainEqual({ actorId: otherActorId, message: { type: 'actorSettings', actorId: otherActorId, messagePrice: 250, isMessagingFree: false, freeMessages: 3 } });
    expect(await getMessengerSettings(rt.db, otherActorId)).toEqual({ messagePrice: 250, freeMessages: 3, isMessagingFree: false });
  });
});

describe('WebSocket sendMessage (§7)', () => {
  const session = (guestId: number): SessionState => ({ sessionId: 's', language: 'en', guestId, actorId: null, tokenExpiresAt: Math.floor(Date.now() / 1000) + 3600 });

  it('answers messageResult; a resend after a reconnect delivers once; a foreign channel is NOT_FOUND', async () => {
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 1_000);
    const channelId = await openChannel(token, actorId);
    const message = { type: 'sendMessage', channelId, text: 'over the socket', clientMessageId: 'ws-resend-001' } as const;
    const first = await handleClientMessage(session(guestId), message);
    const second = await handleClientMessage(session(guestId), message);
    expect(first.replies).toEqual([expect.objectContaining({ type: 'messageResult', success: true, price: 120, clientMessageId: 'ws-resend-001' })]);
    expect(second.replies[0]).toMatchObject({ type: 'messageResult', success: true, messageId: (first.replies[0] as { messageId: number }).messageId });
    expect(await messagesOf(rt, channelId)).toHaveLength(1);

    const stranger = await freshGuest(rt);
    const refused = await handleClientMessage(session(stranger.guestId), { ...message, clientMessageId: 'ws-foreign-01' });
    expect(refused.replies).toEqual([{ type: 'messageResult', clientMessageId: 'ws-foreign-01', success: false, errorCode: 'NOT_FOUND', messageId: null, price: 0 }]);
    const broke = await handleClientMessage(session(stranger.guestId), { type: 'archiveChannel', channelId, status: true });
    expect(broke.replies).toEqual([expect.objectContaining({ type: 'error', code: 'NOT_FOUND' })]);
    const rows = await rt.db.select().from(guestNotifications).where(and(eq(guestNotifications.guestId, stranger.guestId)));
    expect(rows).toHaveLength(0);
  });

  it('not enough money: messageResult INSUFFICIENT_FUNDS, nothing stored', async () => {
    const { guestId, token } = await freshGuest(rt);
    const channelId = await openChannel(token, actorId);
    const result = await handleClientMessage(session(guestId), { type: 'sendMessage', channelId, text: 'hi', clientMessageId: 'ws-poor-0001' });
    expect(result.replies).toEqual([{ type: 'messageResult', clientMessageId: 'ws-poor-0001', success: false, errorCode: 'INSUFFICIENT_FUNDS', messageId: null, price: 0 }]);
    expect(await messagesOf(rt, channelId)).toHaveLength(0);
  });
});
