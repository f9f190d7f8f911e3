import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelPageResponseSchema, channelWithMessagesResponseSchema } from '@/lib/contracts/messenger';
import { recommendationsResponseSchema } from '@/lib/contracts/messenger-calls';
import { messengerChannels } from '@/lib/server/db/schema/messenger';
import { sendActorMessage } from '@/lib/server/messenger/send-actor-message';
import { sendGuestMessage } from '@/lib/server/messenger/send-guest-message';
import { setMessengerSettings } from '@/lib/server/messenger/settings';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';
import { clientId, messagesOf, messengerGet, messengerPost, openChannel, performers, send, setOnline } from './messenger-calls';

let rt: AppRuntime;
let actorIds: number[];
beforeAll(async () => {
  rt = await startTestRuntime();
  actorIds = await performers(rt, 4);
  for (const actorId of actorIds) await setMessengerSettings(rt.db, rt.pubsub, actorId, { messagePrice: 99, freeMessages: 0, isMessagingFree: true });
});
afterAll(() => stopTestRuntime(rt));

const list = async (token: string, query: string) => {
  const response = await messengerGet('channels', token, query);
  expect(response.status).toBe(200);
  return channelPageResponseSchema.parse(await response.json()).data;
};
const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 12, minute));
const guestSays = (guestId: number, channelId: number, minute: number) =>
  sendGuestMessage(rt.db, rt.pubsub, { guestId, channelId, text: `m${minute}`, gifts: [], clientMessageId: clientId() }, at(minute));
const actorSays = (actorId: number, channelId: number, minute: number) =>
  sendActorMessage(rt.db, rt.pubsub, { actorId, channelId, text: `reply ${minute}`, clientMessageId: clientId() }, at(minute));

describe('§4 Messenger channels', () => {
  it('newest sorts by last message time descending; unread puts unread first; archived only in the archived filter', async () => {
    const [a, b, c] = actorIds as [number, number, number];
    const { guestId, token } = await freshGuest(rt);
    const [ca, cb, cc] = [await openChannel(token, a), await openChannel(token, b), await openChannel(token, c)];
    await guestSays(guestId, ca, 1);
    await guestSays(guestId, cb, 3);
    await guestSays(guestId, cc, 2);
    await actorSays(a, ca, 4);
    await guestSays(guestId, cb, 5);

    expect((await list(token, '?filter=newest')).items.map((ch) => ch.id)).toEqual([cb, ca, cc]);
    const unread = await list(token, '?filter=unread');
    expect(unread.items.map((ch) => ch.id)).toEqual([ca, cb, cc]);
    expect(unread.unreadTotal).toBe(1);

    expect((await messengerPost(`channel/${cc}/archive`, token, { status: true })).status).toBe(200);
    expect((await list(token, '?filter=newest')).items.map((ch) => ch.id)).toEqual([cb, ca]);
    expect((await list(token, '?filter=archived')).items.map((ch) => ch.id)).toEqual([cc]);
    await messengerPost(`channel/${cc}/archive`, token, { status: false });
    expect((await list(token, '?filter=newest')).items).toHaveLength(3);
  });

  it('the online toggle hides offline actors except in archived and unread', async () => {
    const [a, b] = actorIds as [number, number];
    await setOnline(rt, a, true);
    await setOnline(rt, b, false);
    const { guestId, token } = await freshGuest(rt);
    const ca = await openChannel(token, a);
    const cb = await openChannel(token, b);
    await actorSays(b, cb, 1);
    await guestSays(guestId, ca, 2);
    expect((await list(token, '?filter=newest&online=true')).items.map((ch) => ch.id)).toEqual([ca]);
    expect((await list(token, '?filter=unread&online=true')).items.map((ch) => ch.id)).toEqual([cb, ca]);
  });

  it('selecting marks read and lowers the unread total, never below 0', async () => {
    const [a] = actorIds as [number];
    const { token } = await freshGuest(rt);
    const channelId = await openChannel(token, a);
    await actorSays(a, channelId, 1);
    await actorSays(a, channelId, 2);
    expect((await list(token, '')).unreadTotal).toBe(2);
    for (let i = 0; i < 2; i += 1) {
      const opened = channelWithMessagesResponseSchema.parse(await (await messengerGet(`channel/${channelId}`, token)).json()).data;
      expect(opened.channel.unreadCount).toBe(0);
      expect(opened.unreadTotal).toBe(0);
      expect(opened.messages.map((m) => m.senderType)).toEqual(['actor', 'actor']);
    }
    const [row] = await rt.db.select().from(messengerChannels).where(eq(messengerChannels.id, channelId));
    expect(row?.guestUnread).toBe(0);
  });

  it('allChannelsSeen sets every unread count to 0', async () => {
    const [a, b] = actorIds as [number, number];
    const { token } = await freshGuest(rt);
    await actorSays(a, await openChannel(token, a), 1);
    await actorSays(b, await openChannel(token, b), 1);
    expect((await list(token, '')).unreadTotal).toBe(2);
    expect((await messengerPost('channels/seen', token, {})).status).toBe(200);
    expect((await (await messengerGet('unread', token)).json()).data.unreadTotal).toBe(0);
  });

  it("a message to a channel that is not the guest's is refused (404), nothing stored", async () => {
    const [a] = actorIds as [number];
    const owner = await freshGuest(rt);
    const intruder = await freshGuest(rt);
    const channelId = await openChannel(owner.token, a);
    expect((await send(intruder.token, channelId, 'hi')).status).toBe(404);
    expect((await messengerGet(`channel/${channelId}`, intruder.token)).status).toBe(404);
    expect((await messengerPost(`channel/${channelId}/archive`, intruder.token, { status: true })).status).toBe(404);
    expect(await messagesOf(rt, channelId)).toHaveLength(0);
  });

  it('a blocked channel refuses messages both ways; unblocking lets them through', async () => {
    const [a] = actorIds as [number];
    const { token } = await freshGuest(rt);
    const channelId = await openChannel(token, a);
    expect((await messengerPost(`channel/${channelId}/block`, token, { status: true })).status).toBe(200);
    expect((await list(token, '?filter=blocked')).items.map((ch) => ch.id)).toEqual([channelId]);
    expect((await send(token, channelId, 'hi')).status).toBe(403);
    await expect(actorSays(a, channelId, 1)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await messagesOf(rt, channelId)).toHaveLength(0);
    await messengerPost(`channel/${channelId}/block`, token, { status: false });
    expect((await send(token, channelId, 'hi')).status).toBe(200);
  });

  it('recommendations: at most 9 online performers, none the guest already writes to, not the current one', async () => {
    const { token } = await freshGuest(rt);
    const [a, b] = actorIds as [number, number];
    await setOnline(rt, a, true);
    await setOnline(rt, b, true);
    await openChannel(token, a);
    const response = await messengerGet('recommendations', token, `?currentActorId=${b}&useGrid=true&fsk=16`);
    expect(response.status).toBe(200);
    const ids = recommendationsResponseSchema.parse(await response.json()).data.items.map((item) => item.id);
    expect(ids.length).toBeLessThanOrEqual(9);
    expect(ids).not.toContain(a);
    expect(ids).not.toContain(b);
    expect((await messengerGet('recommendations', token, '?fsk=17')).status).toBe(422);
  });

  it('touching an unknown performer is a 404; without a token a 401', async () => {
    const { token } = await freshGuest(rt);
    expect((await messengerGet('channel/actor/99999999', token)).status).toBe(404);
    expect((await messengerGet('channels', null)).status).toBe(401);
  });
});
