import { createServer, type AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushMessageSchema } from '@/lib/contracts/web-push';
import { actors } from '@/lib/server/db/schema/actors';
import { guests } from '@/lib/server/db/schema/accounts';
import { pushSubscriptions } from '@/lib/server/db/schema/web-push';
import { pinFavorite } from '@/lib/server/favorites/pin-favorite';
import { touchChannel } from '@/lib/server/messenger/open-channel';
import { sendActorMessage } from '@/lib/server/messenger/send-actor-message';
import { saveNotificationsSettings } from '@/lib/server/personal/guest-settings';
import { updatePush } from '@/lib/server/push/change-subscription';
import { PUSH_TIMEOUT_MS } from '@/lib/server/push/deliver-push';
import { pushesSettled } from '@/lib/server/push/push-queue';
import { subscribePush } from '@/lib/server/push/save-subscription';
import type { AppRuntime } from '@/lib/server/runtime';
import { setActorOnline } from '@/lib/server/studio/set-online';
import { type BrowserPushKeys, makeBrowserPushKeys, type PushServiceStandIn, startPushServiceStandIn } from '@/tests/helpers/push-service-stand-in';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
let service: PushServiceStandIn;
let actor: { id: number; name: string; slug: string };

beforeAll(async () => {
  rt = await startTestRuntime();
  service = await startPushServiceStandIn();
  const [row] = await rt.db.select({ id: actors.id, name: actors.name, slug: actors.slug }).from(actors).orderBy(asc(actors.id)).limit(1);
  actor = row!;
});
afterAll(async () => {
  await pushesSettled();
  await service.close();
  await stopTestRuntime(rt);
});

type Device = { guestId: number; endpoint: string; keys: BrowserPushKeys };

/** A guest with one browser subscribed at the stand-in, with these §3 settings, who pinned the performer. */
async function guestWithDevice(settings: { favoriteOnline?: boolean; newMessages?: boolean }, language = 'en'): Promise<Device> {
  const { guestId } = await freshGuest(rt);
  await rt.db.update(guests).set({ language }).where(eq(guests.id, guestId));
  await saveNotificationsSettings(rt.db, guestId, settings);
  await pinFavorite(rt.db, guestId, 'actor', actor.id);
  const keys = makeBrowserPushKeys();
  const endpoint = service.endpoint();
  await subscribePush(rt.db, guestId, { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
  return { guestId, endpoint, keys };
}

/** She goes offline and online again; resolves when every queued alert has been sent. */
async function performerComesOnline(): Promise<void> {
  await setActorOnline(rt.db, rt.pubsub, actor.id, false);
  await setActorOnline(rt.db, rt.pubsub, actor.id, true);
  await pushesSettled();
}

const deliveredTo = (device: Device) => service.received.filter((message) => message.path === new URL(device.endpoint).pathname);

async function alertOf(device: Device) {
  const message = await service.next(device.endpoint, 5000);
  return pushMessageSchema.parse(JSON.parse(device.keys.decrypt(message.body)));
}

describe('§4 web push: a pinned performer comes online', () => {
  it('reaches the guest who allows "favorite online", encrypted for his browser, in his language, opening her profile', async () => {
    const english = await guestWithDevice({ favoriteOnline: true });
    const german = await guestWithDevice({ favoriteOnline: true }, 'de');
    await performerComesOnline();
    expect(await alertOf(english)).toEqual({
      kind: 'performerOnline',
      title: `${actor.name} is online now`,
      body: 'Drop by while she is live.',
      icon: '/icons/app-192.png',
      url: `/en/amateur/${actor.slug}/`,
      tag: `online-${actor.id}`,
    });
    const inGerman = await alertOf(german);
    expect(inGerman.title).toBe(`${actor.name} ist jetzt online`);
    expect(inGerman.url).toBe(`/de/amateur/${actor.slug}/`);
    expect(service.refused).toEqual([]);
  });

  it('sends nothing when his settings say no: "favorite online" off (the default) or this device switched off', async () => {
    const byDefault = await guestWithDevice({});
    const deviceOff = await guestWithDevice({ favoriteOnline: true });
    await updatePush(rt.db, deviceOff.guestId, deviceOff.endpoint, { settings: { performerOnline: false } });
    const allowed = await guestWithDevice({ favoriteOnline: true });
    await performerComesOnline();
    await alertOf(allowed);
    expect(deliveredTo(byDefault)).toEqual([]);
    expect(deliveredTo(deviceOff)).toEqual([]);
  });

  it('a 410 from the push service deletes that subscription; a 500 or an unreachable service keeps it and breaks nothing', async () => {
    const gone = await guestWithDevice({ favoriteOnline: true });
    const failing = await guestWithDevice({ favoriteOnline: true });
    const unreachable = await guestWithDevice({ favoriteOnline: true });
    const fine = await guestWithDevice({ favoriteOnline: true });
    service.answer(gone.endpoint, 410);
    service.answer(failing.endpoint, 500);
    // A loopback port nobody listens on any more: the connection is refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await rt.db.update(pushSubscriptions).set({ endpoint: `http://127.0.0.1:${port}/push/nobody` }).where(eq(pushSubscriptions.guestId, unreachable.guestId));
    await performerComesOnline();
    await alertOf(fine);
    const remaining = async (guestId: number) => (await rt.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.guestId, guestId))).length;
    expect(await remaining(gone.guestId)).toBe(0);
    expect(await remaining(failing.guestId)).toBe(1);
    expect(await remaining(unreachable.guestId)).toBe(1);
  });
});

describe('§4 web push runs outside the request: the online switch never waits for a push service', () => {
  it('a push service that never answers: her switch returns at once, the send gives up after its timeout and keeps the subscription', async () => {
    const hanging = createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const { port } = hanging.address() as AddressInfo;
    const stuck = await guestWithDevice({ favoriteOnline: true });
    await rt.db.update(pushSubscriptions).set({ endpoint: `http://127.0.0.1:${port}/push/stuck` }).where(eq(pushSubscriptions.guestId, stuck.guestId));
    await setActorOnline(rt.db, rt.pubsub, actor.id, false);
    const started = Date.now();
    await setActorOnline(rt.db, rt.pubsub, actor.id, true);
    expect(Date.now() - started).toBeLessThan(PUSH_TIMEOUT_MS / 2);
    await pushesSettled();
    expect(Date.now() - started).toBeGreaterThanOrEqual(PUSH_TIMEOUT_MS - 500);
    expect(await rt.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.guestId, stuck.guestId))).toHaveLength(1);
    hanging.close();
  });
});

describe('§4 web push: a performer answers the guest\'s message', () => {
  it('reaches him with her words and opens the messenger; with "new messages" off nothing is sent', async () => {
    const reader = await guestWithDevice({ newMessages: true });
    const quiet = await guestWithDevice({ newMessages: false });
    for (const [index, device] of [reader, quiet].entries()) {
      const channelId = await touchChannel(rt.db, device.guestId, actor.id);
      await sendActorMessage(rt.db, rt.pubsub, { actorId: actor.id, channelId, text: 'Thanks for writing, see you later!', clientMessageId: `push-test-${index}-${device.guestId}` });
    }
    await pushesSettled();
    const alert = await alertOf(reader);
    expect(alert).toMatchObject({ kind: 'newMessage', title: `${actor.name} answered you`, body: 'Thanks for writing, see you later!', url: '/en/messenger/' });
    expect(alert.tag).toMatch(/^message-\d+$/);
    expect(deliveredTo(quiet)).toEqual([]);
  });
});
