import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelPageResponseSchema, channelWithMessagesResponseSchema } from '@/lib/contracts/messenger';
import { studioEarningsResponseSchema, studioOnlineResponseSchema, studioReplyResponseSchema, studioSettingsResponseSchema } from '@/lib/contracts/studio';
import type { ServerMessage } from '@/lib/realtime/protocol';
import { actors } from '@/lib/server/db/schema/actors';
import { PAGE_INVALIDATION_CHANNEL } from '@/lib/server/http/page-cache-registry';
import { videos } from '@/lib/server/db/schema/catalog';
import { buyItem } from '@/lib/server/purchases/buy-item';
import { touchChannel } from '@/lib/server/messenger/open-channel';
import { sendGuestMessage } from '@/lib/server/messenger/send-guest-message';
import { subscribeToBroadcast } from '@/lib/server/realtime/broadcast-events';
import type { AppRuntime } from '@/lib/server/runtime';
import { DEMO_STUDIO_EMAILS, DEMO_STUDIO_PASSWORD, ensureDemoPerformerLogins } from '@/lib/server/studio/demo-performer-logins';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';
import { fund, plainVideo, seedVideos } from './purchase-calls';
import { studioCall, studioLogIn } from './studio-calls';

let rt: AppRuntime;
let luna: Awaited<ReturnType<typeof studioLogIn>>;
let other: Awaited<ReturnType<typeof studioLogIn>>;
beforeAll(async () => {
  rt = await startTestRuntime();
  await ensureDemoPerformerLogins(rt.db);
  luna = await studioLogIn(DEMO_STUDIO_EMAILS[0], DEMO_STUDIO_PASSWORD);
  other = await studioLogIn(DEMO_STUDIO_EMAILS[1], DEMO_STUDIO_PASSWORD);
});
afterAll(() => stopTestRuntime(rt));

const isOnline = async (actorId: number) => (await rt.db.select({ v: actors.isOnline }).from(actors).where(eq(actors.id, actorId)))[0]?.v;

describe('POST studio/online (guests see the actor online/offline event on every page)', () => {
  it('flips actors.is_online, broadcasts actorOffline then actorOnline to every session and drops her cached pages; the same state again publishes nothing', async () => {
    const heard: ServerMessage[] = [];
    const dropped: unknown[] = [];
    const stops = [subscribeToBroadcast(rt.pubsub, (message) => heard.push(message)), rt.pubsub.subscribe(PAGE_INVALIDATION_CHANNEL, (payload) => dropped.push(payload))];
    const set = async (online: boolean) => studioOnlineResponseSchema.parse(await (await studioCall('POST', 'online', { online }, { token: luna.accessToken })).json()).data;
    try {
      expect(await set(false)).toEqual({ isOnline: false, changed: true });
      expect(await isOnline(luna.actorId)).toBe(false);
      expect(await set(false)).toEqual({ isOnline: false, changed: false });
      expect(await set(true)).toEqual({ isOnline: true, changed: true });
      expect(await isOnline(luna.actorId)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 20));
      // Each real switch raises her presence version by one: pages order her events by it.
      const version = (heard[0] as { version?: number } | undefined)?.version ?? 0;
      expect(version).toBeGreaterThan(0);
      expect(heard).toEqual([
        { type: 'actorOffline', actorId: luna.actorId, version },
        { type: 'actorOnline', actorId: luna.actorId, version: version + 1 },
      ]);
      // Her cached pages are dropped in every process, once per real switch.
      expect(dropped).toEqual([{ tags: ['actor:lunasky'] }, { tags: ['actor:lunasky'] }]);
    } finally {
      for (const stop of stops) stop();
    }
  });

  it('refuses a non-boolean (422) and a guest token (401), changing nothing', async () => {
    await expectError(await studioCall('POST', 'online', { online: 'yes' }, { token: luna.accessToken }), 422, 'VALIDATION_FAILED');
    await expectError(await studioCall('POST', 'online', { online: false }, { token: (await freshGuest(rt)).token }), 401, 'UNAUTHORIZED');
    expect(await isOnline(luna.actorId)).toBe(true);
  });
});

describe('studio settings: message price and free messages', () => {
  it('saves valid settings and reads them back; out-of-range values are 422 and nothing is saved', async () => {
    const settings = { messagePrice: 149, freeMessages: 2, isMessagingFree: false };
    const saved = studioSettingsResponseSchema.parse(await (await studioCall('POST', 'settings/save', settings, { token: luna.accessToken })).json());
    expect(saved.data).toEqual(settings);
    await expectError(await studioCall('POST', 'settings/save', { ...settings, messagePrice: -1 }, { token: luna.accessToken }), 422, 'VALIDATION_FAILED');
    await expectError(await studioCall('POST', 'settings/save', { ...settings, freeMessages: 2.5 }, { token: luna.accessToken }), 422, 'VALIDATION_FAILED');
    const read = studioSettingsResponseSchema.parse(await (await studioCall('GET', 'settings', {}, { token: luna.accessToken })).json());
    expect(read.data).toEqual(settings);
  });
});

describe('studio earnings and messenger: only the logged-in performer’s own', () => {
  it('earnings list her video sale and a paid message with §9 formatting; another performer sees none of them; no token is 401', async () => {
    const { guestId } = await freshGuest(rt);
    await fund(rt, guestId, 5000);
    const [video] = await seedVideos(rt, and(plainVideo, eq(videos.actorId, luna.actorId)));
    if (!video) throw new Error('the small seed has no plain video of LunaSky');
    await buyItem(rt.db, guestId, video.id, new Date());
    // No free messages left to give: this message is charged (§4 freeMessagesAmount).
    await studioCall('POST', 'settings/save', { messagePrice: 149, freeMessages: 0, isMessagingFree: false }, { token: luna.accessToken });
    const channelId = await touchChannel(rt.db, guestId, luna.actorId);
    await sendGuestMessage(rt.db, rt.pubsub, { guestId, channelId, text: 'Hello <b>Luna</b>', gifts: [], clientMessageId: 'studio-test-1' });

    const earnings = studioEarningsResponseSchema.parse(await (await studioCall('GET', 'earnings', {}, { token: luna.accessToken })).json()).data;
    const kinds = earnings.entries.map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['purchase', 'message']));
    expect(earnings.entries.find((e) => e.kind === 'purchase')?.title).toBe(video.title);
    expect(earnings.balance).toBe(earnings.entries.reduce((sum, e) => sum + e.amount, 0));
    expect(earnings.balanceFormatted).toMatch(/^\d+(,\d\d)? €$/);

    const theirs = studioEarningsResponseSchema.parse(await (await studioCall('GET', 'earnings', {}, { token: other.accessToken })).json()).data;
    expect(theirs.entries.some((e) => earnings.entries.some((mine) => mine.id === e.id))).toBe(false);
    await expectError(await studioCall('GET', 'earnings'), 401, 'UNAUTHORIZED');

    // Her messenger: the guest's channel is hers (stored as written), another performer gets 404 and cannot reply.
    const list = channelPageResponseSchema.parse(await (await studioCall('GET', 'messenger/channels', {}, { token: luna.accessToken })).json()).data;
    expect(list.items.map((c) => c.id)).toContain(channelId);
    const opened = channelWithMessagesResponseSchema.parse(await (await studioCall('GET', `messenger/channel/${channelId}`, {}, { token: luna.accessToken })).json()).data;
    expect(opened.messages.at(-1)?.text).toBe('Hello <b>Luna</b>');
    await expectError(await studioCall('GET', `messenger/channel/${channelId}`, {}, { token: other.accessToken }), 404, 'NOT_FOUND');
    const reply = { channelId, text: 'Hi there!', clientMessageId: 'studio-reply-1' };
    await expectError(await studioCall('POST', 'messenger/send', reply, { token: other.accessToken }), 404, 'NOT_FOUND');
    await expectError(await studioCall('POST', 'messenger/send', { ...reply, text: ' ' }, { token: luna.accessToken }), 422, 'VALIDATION_FAILED');
    const sent = studioReplyResponseSchema.parse(await (await studioCall('POST', 'messenger/send', reply, { token: luna.accessToken })).json()).data;
    expect(sent).toMatchObject({ replayed: false, message: { senderType: 'actor', text: 'Hi there!' } });
    const again = studioReplyResponseSchema.parse(await (await studioCall('POST', 'messenger/send', reply, { token: luna.accessToken })).json()).data;
    expect(again).toMatchObject({ replayed: true, message: { id: sent.message.id } });
  });
});
