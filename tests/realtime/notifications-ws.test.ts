import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPE } from '@/lib/contracts/notifications';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/lib/server/accounts/legal-versions';
import { actors } from '@/lib/server/db/schema/actors';
import { guestActorNotificationSettings, guestNotifications } from '@/lib/server/db/schema/notifications';
import { notifyGuest } from '@/lib/server/notifications/notify-guest';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from '@/tests/integration/fresh-guest';
import { TestClient } from './ws-client';
import { openLoggedIn, startWsServer } from './ws-server';

let app: AppRuntime;
let ws: Awaited<ReturnType<typeof startWsServer>>;
let base: string;
let actorId: number;

beforeAll(async () => {
  app = await startTestRuntime();
  const [actor] = await app.db.select({ id: actors.id }).from(actors).orderBy(asc(actors.id)).limit(1);
  actorId = actor!.id;
  ws = await startWsServer();
  base = ws.base;
});

afterAll(async () => {
  await ws.close();
  await stopTestRuntime(app);
});

const loggedIn = (accessToken: string) => openLoggedIn(base, accessToken);

const acceptedGuest = () => freshGuest(app, { privacy: PRIVACY_VERSION, terms: TERMS_VERSION });
const notify = (guestId: number, type: number = NOTIFICATION_TYPE.newMessage) =>
  notifyGuest(app.db, app.pubsub, { guestId, type, actorId, channelId: 9, text: 'hi' });
const rowsOf = (guestId: number) => app.db.select().from(guestNotifications).where(eq(guestNotifications.guestId, guestId));

describe('notifications over /ws (§7 notification requests, mark read/seen, toggles)', () => {
  it('a performer reply reaches every session of the guest as floating then navbar batches', async () => {
    const guest = await acceptedGuest();
    const first = await loggedIn(guest.token);
    const second = await loggedIn(guest.token);
    await notify(guest.guestId);
    for (const client of [first, second]) {
      expect(await client.next()).toMatchObject({ type: 'notifications', kind: 'floating', unreadCount: 1 });
      expect(await client.next()).toMatchObject({ type: 'notifications', kind: 'navbar', unreadCount: 1 });
    }
    first.close();
    second.close();
  });

  it('notificationsRequest answers the newest 5 without hidden types; a limit above 5 is BAD_MESSAGE', async () => {
    const guest = await acceptedGuest();
    for (let i = 0; i < 6; i += 1) await notify(guest.guestId);
    await notify(guest.guestId, 22);
    const client = await loggedIn(guest.token);
    const batch = await client.request({ type: 'notificationsRequest', kind: 'navbar', limit: 5 });
    expect(batch).toMatchObject({ type: 'notifications', kind: 'navbar', unreadCount: 6, removedIds: [], markedAsReadIds: [] });
    const listed = batch.notifications as { type: number }[];
    expect(listed).toHaveLength(5);
    expect(listed.every((n) => n.type === 1)).toBe(true);
    expect(await client.request({ type: 'notificationsRequest', kind: 'navbar', limit: 6 })).toMatchObject({ type: 'error', code: 'BAD_MESSAGE' });
    // The connection stays usable after bad input.
    expect(await client.request({ type: 'ping' })).toMatchObject({ type: 'pong' });
    client.close();
  });

  it("mark read of one's own entry echoes markedAsReadIds; another guest's id is NOT_FOUND and unchanged", async () => {
    const owner = await acceptedGuest();
    const stranger = await acceptedGuest();
    await notify(owner.guestId);
    const [row] = await rowsOf(owner.guestId);
    const other = await loggedIn(stranger.token);
    expect(await other.request({ type: 'notificationMarkRead', notificationId: row!.id })).toMatchObject({ type: 'error', code: 'NOT_FOUND' });
    expect(await other.request({ type: 'notificationMarkSeen', notificationId: row!.id })).toMatchObject({ type: 'error', code: 'NOT_FOUND' });
    expect((await rowsOf(owner.guestId))[0]).toMatchObject({ unread: true, unseen: true });
    const mine = await loggedIn(owner.token);
    expect(await mine.request({ type: 'notificationMarkSeen', notificationId: row!.id })).toMatchObject({
      notifications: [expect.objectContaining({ id: row!.id, unseen: false, unread: true })],
    });
    expect(await mine.request({ type: 'notificationMarkRead', notificationId: row!.id })).toMatchObject({ markedAsReadIds: [row!.id], unreadCount: 0 });
    for (const client of [other, mine]) client.close();
  });

  it('toggles are stored per guest and performer; an unknown performer is NOT_FOUND; anonymous is UNAUTHORIZED', async () => {
    const guest = await acceptedGuest();
    const client = await loggedIn(guest.token);
    client.send({ type: 'notificationToggleSms', actorId, enabled: true });
    client.send({ type: 'notificationToggleEmail', actorId, enabled: false });
    expect(await client.request({ type: 'notificationToggleEmail', actorId: 2_000_000_000, enabled: true })).toMatchObject({ code: 'NOT_FOUND' });
    const rows = await app.db.select().from(guestActorNotificationSettings).where(eq(guestActorNotificationSettings.guestId, guest.guestId));
    expect(rows.map(({ actorId: id, email, sms }) => ({ id, email, sms }))).toEqual([{ id: actorId, email: false, sms: true }]);
    const anonymous = await TestClient.open(base);
    await anonymous.request({ type: 'requestSession', language: 'en' });
    expect(await anonymous.request({ type: 'notificationsRequest', kind: 'navbar', limit: 5 })).toMatchObject({ code: 'UNAUTHORIZED' });
    for (const c of [client, anonymous]) c.close();
  });
});
