import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import { NOTIFICATION_TYPE } from '@/lib/contracts/notifications';
import type { ServerMessage } from '@/lib/realtime/protocol';
import { actors } from '@/lib/server/db/schema/actors';
import { guestActorNotificationSettings, guestNotifications } from '@/lib/server/db/schema/notifications';
import { isAppError } from '@/lib/server/errors';
import { pinFavorite } from '@/lib/server/favorites/pin-favorite';
import { getActorNotificationSettings, toggleActorNotification } from '@/lib/server/notifications/actor-notification-settings';
import { markChannelNotificationsRead, removeChannelNotifications } from '@/lib/server/notifications/channel-notifications';
import { markNotificationRead, markNotificationSeen } from '@/lib/server/notifications/mark-notification';
import { notifyFollowersOnline } from '@/lib/server/notifications/notify-followers-online';
import { notifyGuest } from '@/lib/server/notifications/notify-guest';
import { listNewestNotifications } from '@/lib/server/notifications/read-notifications';
import { subscribeToGuestEvents } from '@/lib/server/realtime/guest-events';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
let actorId: number;
let actorName: string;
type Batch = Extract<ServerMessage, { type: 'notifications' }>;

beforeAll(async () => {
  rt = await startTestRuntime();
  const [actor] = await rt.db.select({ id: actors.id, name: actors.name }).from(actors).orderBy(asc(actors.id)).limit(1);
  actorId = actor!.id;
  actorName = actor!.name;
});
afterAll(() => stopTestRuntime(rt));

/** Every batch published to this guest while `run` runs. */
async function batchesDuring(guestId: number, run: () => Promise<unknown>): Promise<Batch[]> {
  const seen: Batch[] = [];
  const stop = subscribeToGuestEvents(rt.pubsub, (event) => {
    if (event.guestId === guestId && event.message.type === 'notifications') seen.push(event.message);
  });
  try {
    await run();
  } finally {
    stop();
  }
  return seen;
}

const message = (guestId: number, text = 'hello', channelId: number | null = 77) =>
  notifyGuest(rt.db, rt.pubsub, { guestId, type: NOTIFICATION_TYPE.newMessage, actorId, channelId, text });

async function expectNotFound(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(isAppError(error) && error.code).toBe('NOT_FOUND');
}

describe('notifyGuest (§3 notification: id, unread, unseen)', () => {
  it('stores the entry and publishes a floating batch with it and a navbar batch with the newest', async () => {
    const { guestId } = await freshGuest(rt);
    const batches = await batchesDuring(guestId, () => message(guestId, 'A reply <b>for you</b>'));
    const [row] = await rt.db.select().from(guestNotifications).where(eq(guestNotifications.guestId, guestId));
    expect(row).toMatchObject({ type: 1, actorId, channelId: 77, text: 'A reply <b>for you</b>', unread: true, unseen: true });
    expect(batches.map((b) => b.kind)).toEqual(['floating', 'navbar']);
    expect(batches[0]).toMatchObject({ notifications: [{ id: row!.id, actorName, unread: true, unseen: true }], removedIds: [], markedAsReadIds: [], unreadCount: 1 });
    expect(batches[1]!.notifications.map((n) => n.id)).toEqual([row!.id]);
  });

  it('§4 hidden types 6, 7, 13, 14, 15, 22 are never sent nor listed nor counted', async () => {
    const { guestId } = await freshGuest(rt);
    const batches = await batchesDuring(guestId, async () => {
      for (const type of [6, 7, 13, 14, 15, 22]) await notifyGuest(rt.db, rt.pubsub, { guestId, type, actorId, channelId: null, text: null });
    });
    expect(batches).toEqual([]);
    expect(await listNewestNotifications(rt.db, guestId, 5)).toEqual([]);
    const shown = await batchesDuring(guestId, () => message(guestId));
    expect(shown[0]!.unreadCount).toBe(1);
  });

  it('§9 only the newest 5 are listed, newest first', async () => {
    const { guestId } = await freshGuest(rt);
    for (let i = 1; i <= 7; i += 1) await message(guestId, `m${i}`);
    const newest = await listNewestNotifications(rt.db, guestId, 5);
    expect(newest.map((n) => n.text)).toEqual(['m7', 'm6', 'm5', 'm4', 'm3']);
  });
});

describe('mark read and mark seen (§4: flags cleared, batches carry marked-as-read ids)', () => {
  it('mark read clears unread for the owner and announces markedAsReadIds with the new unread count', async () => {
    const { guestId } = await freshGuest(rt);
    await message(guestId, 'one');
    await message(guestId, 'two');
    const [first] = await listNewestNotifications(rt.db, guestId, 5);
    const batches = await batchesDuring(guestId, () => markNotificationRead(rt.db, rt.pubsub, guestId, first!.id));
    expect(batches).toEqual([expect.objectContaining({ kind: 'navbar', markedAsReadIds: [first!.id], unreadCount: 1 })]);
    const [after] = await listNewestNotifications(rt.db, guestId, 1);
    expect(after).toMatchObject({ id: first!.id, unread: false, unseen: false });
  });

  it('mark seen clears only unseen and sends the updated entry', async () => {
    const { guestId } = await freshGuest(rt);
    await message(guestId);
    const [entry] = await listNewestNotifications(rt.db, guestId, 1);
    const batches = await batchesDuring(guestId, () => markNotificationSeen(rt.db, rt.pubsub, guestId, entry!.id));
    expect(batches[0]!.notifications).toEqual([expect.objectContaining({ id: entry!.id, unread: true, unseen: false })]);
    expect(batches[0]!.unreadCount).toBe(1);
  });

  it("another guest's notification is NOT_FOUND and nothing changes", async () => {
    const owner = await freshGuest(rt);
    const stranger = await freshGuest(rt);
    await message(owner.guestId);
    const [entry] = await listNewestNotifications(rt.db, owner.guestId, 1);
    await expectNotFound(markNotificationRead(rt.db, rt.pubsub, stranger.guestId, entry!.id));
    await expectNotFound(markNotificationSeen(rt.db, rt.pubsub, stranger.guestId, entry!.id));
    const [still] = await listNewestNotifications(rt.db, owner.guestId, 1);
    expect(still).toMatchObject({ unread: true, unseen: true });
  });

  it('reading a channel marks its new-message entries read; blocking it removes them (removedIds)', async () => {
    const { guestId } = await freshGuest(rt);
    await message(guestId, 'in 5', 5);
    await message(guestId, 'in 6', 6);
    const ids = Object.fromEntries((await listNewestNotifications(rt.db, guestId, 5)).map((n) => [n.text, n.id]));
    const read = await batchesDuring(guestId, () => markChannelNotificationsRead(rt.db, rt.pubsub, guestId, 5));
    expect(read).toEqual([expect.objectContaining({ markedAsReadIds: [ids['in 5']], unreadCount: 1 })]);
    expect(await batchesDuring(guestId, () => markChannelNotificationsRead(rt.db, rt.pubsub, guestId, 5))).toEqual([]);
    const removed = await batchesDuring(guestId, () => removeChannelNotifications(rt.db, rt.pubsub, guestId, 6));
    expect(removed).toEqual([expect.objectContaining({ removedIds: [ids['in 6']], unreadCount: 0 })]);
    expect((await listNewestNotifications(rt.db, guestId, 5)).map((n) => n.text)).toEqual(['in 5']);
  });
});

describe('type 2: a pinned performer goes online', () => {
  it('notifies the guests who pinned her, nobody else', async () => {
    const follower = await freshGuest(rt);
    const other = await freshGuest(rt);
    await pinFavorite(rt.db, follower.guestId, 'actor', actorId);
    const batches = await batchesDuring(follower.guestId, () => notifyFollowersOnline(rt.db, rt.pubsub, actorId));
    expect(batches[0]).toMatchObject({ kind: 'floating', notifications: [{ type: 2, actorId, actorName }] });
    expect(await listNewestNotifications(rt.db, other.guestId, 5)).toEqual([]);
  });
});

describe('email and sms toggles per performer (§7 notificationToggleEmail/Sms)', () => {
  it('stores each channel separately, keeps the other, unknown performer → NOT_FOUND with nothing written', async () => {
    const { guestId } = await freshGuest(rt);
    expect(await getActorNotificationSettings(rt.db, guestId, actorId)).toEqual({ actorId, email: true, sms: false });
    await toggleActorNotification(rt.db, guestId, actorId, 'sms', true);
    await toggleActorNotification(rt.db, guestId, actorId, 'email', false);
    expect(await getActorNotificationSettings(rt.db, guestId, actorId)).toEqual({ actorId, email: false, sms: true });
    await expectNotFound(toggleActorNotification(rt.db, guestId, 2_000_000_000, 'email', true));
    const rows = await rt.db.select().from(guestActorNotificationSettings).where(eq(guestActorNotificationSettings.guestId, guestId));
    expect(rows).toHaveLength(1);
  });

  it('GET /rest/v1/guest/notificationsSettings/actor/{actorId}: the toggles; 401 without login, 404 unknown, 422 bad id', async () => {
    const { guestId, token } = await freshGuest(rt);
    await toggleActorNotification(rt.db, guestId, actorId, 'sms', true);
    const get = (id: string, auth?: string) => {
      const call = ['notificationsSettings', 'actor', id];
      const request = new Request(`http://localhost/rest/v1/guest/${call.join('/')}`, { headers: auth ? { Authorization: `Bearer ${auth}` } : {} });
      return GET(request, { params: Promise.resolve({ area: 'guest', call }) });
    };
    const ok = await get(String(actorId), token);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ success: true, data: { actorId, email: true, sms: true } });
    expect((await get(String(actorId))).status).toBe(401);
    expect((await get('2000000000', token)).status).toBe(404);
    expect((await get('abc', token)).status).toBe(422);
  });
});
