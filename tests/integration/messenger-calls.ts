import { and, asc, eq } from 'drizzle-orm';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import { actors } from '@/lib/server/db/schema/actors';
import { messengerMessages } from '@/lib/server/db/schema/messenger';
import { guestGiftStock, messengerGifts } from '@/lib/server/db/schema/messenger-catalogue';
import { ACTOR_EVENTS_CHANNEL, type ActorEvent } from '@/lib/server/realtime/actor-events';
import { GUEST_EVENTS_CHANNEL, type GuestEvent } from '@/lib/server/realtime/guest-events';
import type { AppRuntime } from '@/lib/server/runtime';
import { post } from './wallet-calls';

/** Shared by messenger-*.test.ts: REST calls through the real route handler, seed performers, gifts, events. */

export const messengerPost = (path: string, token: string | null, body: unknown) => post(path, token, body, 'messenger');

export function messengerGet(path: string, token: string | null, query = ''): Promise<Response> {
  const request = new Request(`http://localhost/rest/v1/messenger/${path}/${query}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return GET(request, { params: Promise.resolve({ area: 'messenger', call: path.split('/') }) });
}

/** Opens the guest's channel with the performer through GET channel/actor/{actorId}; answers its id. */
export async function openChannel(token: string, actorId: number): Promise<number> {
  const response = await messengerGet(`channel/actor/${actorId}`, token);
  if (response.status !== 200) throw new Error(`touch channel ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { channel: { id: number } } }).data.channel.id;
}

let ids = 0;
export const clientId = () => `msg-${Date.now().toString(36)}-${(ids += 1)}`;

export const send = (token: string, channelId: number, text: string, gifts: { giftId: number; quantity: number }[] = [], clientMessageId = clientId()) =>
  messengerPost('send', token, { channelId, text, gifts, clientMessageId });

/** The first `count` seeded performers by id. */
export async function performers(rt: AppRuntime, count: number): Promise<number[]> {
  const rows = await rt.db.select({ id: actors.id }).from(actors).orderBy(asc(actors.id)).limit(count);
  if (rows.length < count) throw new Error('the small seed lacks performers');
  return rows.map((row) => row.id);
}

export async function setOnline(rt: AppRuntime, actorId: number, online: boolean): Promise<void> {
  await rt.db.update(actors).set({ isOnline: online }).where(eq(actors.id, actorId));
}

export async function giftBySlug(rt: AppRuntime, slug: string) {
  const [row] = await rt.db.select().from(messengerGifts).where(eq(messengerGifts.slug, slug));
  if (!row) throw new Error(`no gift ${slug}`);
  return row;
}

export async function giveGifts(rt: AppRuntime, guestId: number, giftId: number, quantity: number): Promise<void> {
  await rt.db.insert(guestGiftStock).values({ guestId, giftId, quantity });
}

export async function stockOf(rt: AppRuntime, guestId: number, giftId: number): Promise<number> {
  const [row] = await rt.db.select({ q: guestGiftStock.quantity }).from(guestGiftStock).where(and(eq(guestGiftStock.guestId, guestId), eq(guestGiftStock.giftId, giftId)));
  return row?.q ?? 0;
}

export const messagesOf = (rt: AppRuntime, channelId: number) => rt.db.select().from(messengerMessages).where(eq(messengerMessages.channelId, channelId)).orderBy(asc(messengerMessages.id));

/** Records every guest and actor event published from now on. */
export function recordEvents(rt: AppRuntime) {
  const guest: GuestEvent[] = [];
  const actor: ActorEvent[] = [];
  const stops = [rt.pubsub.subscribe(GUEST_EVENTS_CHANNEL, (p) => guest.push(p as GuestEvent)), rt.pubsub.subscribe(ACTOR_EVENTS_CHANNEL, (p) => actor.push(p as ActorEvent))];
  return { guest, actor, stop: () => stops.forEach((stop) => stop()) };
}
