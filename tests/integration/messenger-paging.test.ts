import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelWithMessagesResponseSchema } from '@/lib/contracts/messenger';
import { OLDER_MESSAGES_MAX, OLDER_MESSAGES_PAGE, olderMessagesResponseSchema } from '@/lib/contracts/messenger-calls';
import { messengerChannels, messengerMessages } from '@/lib/server/db/schema/messenger';
import { CHANNEL_MESSAGES_SHOWN } from '@/lib/server/messenger/messages';
import { touchChannel } from '@/lib/server/messenger/open-channel';
import type { AppRuntime } from '@/lib/server/runtime';
import { DEMO_STUDIO_EMAILS, DEMO_STUDIO_PASSWORD, ensureDemoPerformerLogins } from '@/lib/server/studio/demo-performer-logins';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';
import { messengerGet, openChannel, performers } from './messenger-calls';
import { studioCall, studioLogIn } from './studio-calls';

let rt: AppRuntime;
let actorId: number;
beforeAll(async () => {
  rt = await startTestRuntime();
  [actorId] = (await performers(rt, 1)) as [number];
});
afterAll(() => stopTestRuntime(rt));

/** `count` messages written straight into the channel (alternating sides), ids in the order written. */
async function fill(channelId: number, count: number, tag = 'm'): Promise<number[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    channelId,
    senderType: i % 2 === 0 ? ('guest' as const) : ('actor' as const),
    messageType: 'text' as const,
    text: `${tag}${i}`,
    clientMessageId: `${tag}-${channelId}-${i}`,
  }));
  const inserted = await rt.db.insert(messengerMessages).values(rows).returning({ id: messengerMessages.id });
  return inserted.map((row) => row.id);
}

const opened = async (token: string, channelId: number) =>
  channelWithMessagesResponseSchema.parse(await (await messengerGet(`channel/${channelId}`, token)).json()).data;

async function older(token: string, channelId: number, query: string) {
  const response = await messengerGet(`channel/${channelId}/messages`, token, query);
  expect(response.status).toBe(200);
  return olderMessagesResponseSchema.parse(await response.json()).data;
}

const ascending = (ids: number[]) => ids.every((id, i) => i === 0 || (ids[i - 1] as number) < id);

describe('GET messenger/channel/{id}/messages?before= (§4 Messenger channels: older messages of a long conversation)', () => {
  it('the first load shows the newest 200 and says older exist; pages walk back oldest-first, 30 by default, to the very first message', async () => {
    const { token } = await freshGuest(rt);
    const channelId = await openChannel(token, actorId);
    const all = await fill(channelId, CHANNEL_MESSAGES_SHOWN + OLDER_MESSAGES_PAGE + 10);

    const first = await opened(token, channelId);
    expect(first.messages.map((m) => m.id)).toEqual(all.slice(-CHANNEL_MESSAGES_SHOWN));
    expect(first.hasMore).toBe(true);

    const page1 = await older(token, channelId, `?before=${first.messages[0]?.id}`);
    expect(page1.messages).toHaveLength(OLDER_MESSAGES_PAGE);
    expect(page1.messages.map((m) => m.id)).toEqual(all.slice(10, 10 + OLDER_MESSAGES_PAGE));
    expect(page1.hasMore).toBe(true);

    const page2 = await older(token, channelId, `?before=${page1.messages[0]?.id}&limit=${OLDER_MESSAGES_MAX}`);
    expect(page2.messages.map((m) => m.id)).toEqual(all.slice(0, 10));
    expect(page2.messages[0]?.text).toBe('m0');
    expect(page2.hasMore).toBe(false);

    const shown = [...page2.messages, ...page1.messages, ...first.messages].map((m) => m.id);
    expect(shown).toEqual(all);
    expect(ascending(shown)).toBe(true);
  });

  it('limit cuts the page exactly; hasMore is false when the page ends at the first message; a short channel has nothing older', async () => {
    const { token } = await freshGuest(rt);
    const channelId = await openChannel(token, actorId);
    const all = await fill(channelId, 6);
    const first = await opened(token, channelId);
    expect(first.messages.map((m) => m.id)).toEqual(all);
    expect(first.hasMore).toBe(false);

    const last = all.at(-1) as number;
    expect(await older(token, channelId, `?before=${last}&limit=5`)).toMatchObject({ hasMore: false });
    const three = await older(token, channelId, `?before=${last}&limit=3`);
    expect(three.messages.map((m) => m.id)).toEqual(all.slice(2, 5));
    expect(three.hasMore).toBe(true);
    expect(await older(token, channelId, `?before=${all[0]}`)).toEqual({ messages: [], hasMore: false });
  });

  it('keyset paging: messages arriving meanwhile neither repeat nor skip a page, and paging reads nothing as seen', async () => {
    const { token } = await freshGuest(rt);
    const channelId = await openChannel(token, actorId);
    const all = await fill(channelId, 12);
    const page1 = await older(token, channelId, `?before=${all[8]}&limit=4`);
    expect(page1.messages.map((m) => m.id)).toEqual(all.slice(4, 8));
    await rt.db.update(messengerChannels).set({ guestUnread: 3 }).where(eq(messengerChannels.id, channelId));
    await fill(channelId, 5, 'new');
    const page2 = await older(token, channelId, `?before=${page1.messages[0]?.id}&limit=4`);
    expect(page2.messages.map((m) => m.id)).toEqual(all.slice(0, 4));
    expect(page2.hasMore).toBe(false);
    const [row] = await rt.db.select({ unread: messengerChannels.guestUnread }).from(messengerChannels).where(eq(messengerChannels.id, channelId));
    expect(row?.unread).toBe(3);
  });

  it("another guest's channel is 404 NOT_FOUND with nothing revealed; no token is 401", async () => {
    const owner = await freshGuest(rt);
    const channelId = await openChannel(owner.token, actorId);
    const ids = await fill(channelId, 3);
    const stranger = await freshGuest(rt);
    const error = await expectError(await messengerGet(`channel/${channelId}/messages`, stranger.token, `?before=${ids[2]}`), 404, 'NOT_FOUND');
    expect(JSON.stringify(error)).not.toContain('m0');
    await expectError(await messengerGet(`channel/${channelId + 100_000}/messages`, stranger.token, '?before=1'), 404, 'NOT_FOUND');
    await expectError(await messengerGet(`channel/${channelId}/messages`, null, `?before=${ids[2]}`), 401, 'UNAUTHORIZED');
  });

  it('bad parameters are 422 VALIDATION_FAILED: no before, before not an id, limit 0 or above 50, channel id not a number', async () => {
    const { token } = await freshGuest(rt);
    const channelId = await openChannel(token, actorId);
    for (const query of ['', '?before=abc', '?before=0', '?before=-4', '?before=1.5', '?before=5&limit=0', `?before=5&limit=${OLDER_MESSAGES_MAX + 1}`, '?before=5&limit=x']) {
      await expectError(await messengerGet(`channel/${channelId}/messages`, token, query), 422, 'VALIDATION_FAILED');
    }
    await expectError(await messengerGet('channel/abc/messages', token, '?before=5'), 422, 'VALIDATION_FAILED');
  });
});

describe('GET studio/messenger/channel/{id}/messages?before= (the performer reads the same conversation)', () => {
  it('pages her own channel like the guest does; another performer gets 404, a guest token 401, bad params 422', async () => {
    await ensureDemoPerformerLogins(rt.db);
    const luna = await studioLogIn(DEMO_STUDIO_EMAILS[0], DEMO_STUDIO_PASSWORD);
    const other = await studioLogIn(DEMO_STUDIO_EMAILS[1], DEMO_STUDIO_PASSWORD);
    const guest = await freshGuest(rt);
    const channelId = await touchChannel(rt.db, guest.guestId, luna.actorId);
    const all = await fill(channelId, CHANNEL_MESSAGES_SHOWN + 7);

    const first = channelWithMessagesResponseSchema.parse(await (await studioCall('GET', `messenger/channel/${channelId}`, {}, { token: luna.accessToken })).json()).data;
    expect(first.hasMore).toBe(true);
    expect(first.messages.map((m) => m.id)).toEqual(all.slice(7));

    const path = `messenger/channel/${channelId}/messages`;
    const response = await studioCall('GET', path, {}, { token: luna.accessToken, query: `?before=${first.messages[0]?.id}&limit=5` });
    expect(response.status).toBe(200);
    const page = olderMessagesResponseSchema.parse(await response.json()).data;
    expect(page.messages.map((m) => m.id)).toEqual(all.slice(2, 7));
    expect(page.hasMore).toBe(true);

    await expectError(await studioCall('GET', path, {}, { token: other.accessToken, query: `?before=${all[5]}` }), 404, 'NOT_FOUND');
    await expectError(await studioCall('GET', path, {}, { token: guest.token, query: `?before=${all[5]}` }), 401, 'UNAUTHORIZED');
    await expectError(await studioCall('GET', path, {}, { token: luna.accessToken, query: '?before=5&limit=51' }), 422, 'VALIDATION_FAILED');
  });
});
