import { asc, eq, ne } from 'drizzle-orm';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import type { ChatType } from '@/lib/chat/chat-codes';
import { guests } from '@/lib/server/db/schema/accounts';
import { actorFeatures, actorPrices, actors } from '@/lib/server/db/schema/actors';
import { guestVouchers } from '@/lib/server/db/schema/bonus';
import { chats } from '@/lib/server/db/schema/chats';
import { VOUCHER_TYPE } from '@/lib/contracts/voucher';
import { settleInterruptedChats } from '@/lib/server/chat/settle-interrupted-chats';
import type { AppRuntime } from '@/lib/server/runtime';
import { post } from './wallet-calls';

/** Shared by chat-*.test.ts: REST calls of the chat area, performers set up for a test, the clock. */

export const chatPost = (path: string, token: string | null, body: unknown = {}) => post(path, token, body, 'chat');

export function chatGet(path: string, token: string | null): Promise<Response> {
  const request = new Request(`http://localhost/rest/v1/chat/${path}/`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return GET(request, { params: Promise.resolve({ area: 'chat', call: path.split('/') }) });
}

export type PerformerSetup = { online?: boolean; price?: number; ageRating?: 16 | 18; freeChat?: boolean; voyeur?: boolean; videocall?: boolean };

/**
 * The `index`-th seeded performer (by id), set to a known state: every paid chat type costs
 * `price` cents per minute, online, fsk 16, free chat and voyeur offered unless told otherwise.
 */
export async function performer(rt: AppRuntime, index: number, setup: PerformerSetup = {}): Promise<number> {
  const rows = await rt.db.select({ id: actors.id }).from(actors).orderBy(asc(actors.id)).limit(index + 1);
  const id = rows[index]?.id;
  if (id === undefined) throw new Error('the small seed lacks performers');
  const price = setup.price ?? 120;
  await rt.db.update(actors).set({ isOnline: setup.online ?? true, bannedCountryCodes: [] }).where(eq(actors.id, id));
  await rt.db
    .update(actorPrices)
    .set({ videoChat: price, voyeurChat: price, singleChat: price, singleC2CChat: price, videoCall: price })
    .where(eq(actorPrices.actorId, id));
  await rt.db
    .update(actorFeatures)
    .set({ liveAgeRating: setup.ageRating ?? 16, freeChat: setup.freeChat ?? true, voyeurChat: setup.voyeur ?? true, mobileVideoCall: setup.videocall ?? true })
    .where(eq(actorFeatures.actorId, id));
  return id;
}

export const acceptAvs = (rt: AppRuntime, guestId: number) => rt.db.update(guests).set({ avsStatus: 'accepted' }).where(eq(guests.id, guestId));

export async function giveChatSeconds(rt: AppRuntime, guestId: number, seconds: number, actorId: number | null = null): Promise<void> {
  await rt.db.insert(guestVouchers).values({ guestId, type: VOUCHER_TYPE.videochat, amount: seconds, actorId, source: 'test' });
}

export async function chatRow(rt: AppRuntime, chatId: number) {
  const [row] = await rt.db.select().from(chats).where(eq(chats.id, chatId));
  if (!row) throw new Error(`no chat ${chatId}`);
  return row;
}

export const activeChats = (rt: AppRuntime) => rt.db.select().from(chats).where(ne(chats.status, 'ended'));

/** Ends whatever a test left running, so the next test's ticks see only its own chats. */
export const endLeftovers = (rt: AppRuntime) => settleInterruptedChats(rt.db);

/** `seconds` after `start` (fractions allowed). */
export const at = (start: Date, seconds: number) => new Date(start.getTime() + Math.round(seconds * 1000));

export type StartBody = { actorId: number; type: ChatType };

export async function startOk(token: string, body: StartBody): Promise<number> {
  const response = await chatPost('start', token, body);
  if (response.status !== 200) throw new Error(`start ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { chat: { id: number } } }).data.chat.id;
}
