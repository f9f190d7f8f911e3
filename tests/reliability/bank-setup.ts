import { startChat } from '@/lib/server/chat/start-chat';
import { chatMediaConnected } from '@/lib/server/chat/media-events';
import { setMessengerSettings } from '@/lib/server/messenger/settings';
import type { AppRuntime } from '@/lib/server/runtime';
import { performer } from '@/tests/integration/chat-calls';
import { freshGuest } from '@/tests/integration/fresh-guest';
import { openChannel } from '@/tests/integration/messenger-calls';
import { fund, paidAlbum, plainVideo, seedAlbums, seedVideos } from '@/tests/integration/purchase-calls';
import type { Rng } from './fuzz-random';

/**
 * The bank test's world: performers with a chat price and a message price, paid videos and
 * albums, guests with a random start balance (some with nothing, so refusals happen), each
 * guest's messenger channel, and running chats (media up at t0) whose ticks debit per second.
 */
export type BankGuest = { guestId: number; token: string; funded: number; channelId: number; chatId: number | null };
export type BankWorld = { guests: BankGuest[]; itemIds: number[]; t0: Date };

const PERFORMERS = 5;
const CHAT_PRICE = 120;
export const MESSAGE_PRICE = 150;
const START_BALANCES = [0, 300, 1_000, 3_000];
const VIDEOS = 20;
const ALBUMS = 10;
/** One guest in this many runs a chat during the test. */
const CHAT_EVERY = 4;

export async function buildBankWorld(rt: AppRuntime, guestCount: number, rng: Rng): Promise<BankWorld> {
  const actorIds: number[] = [];
  for (let i = 0; i < PERFORMERS; i += 1) {
    // Index 1 on: the chat helpers' performers, online, a known price, no country bans.
    const actorId = await performer(rt, i + 1, { price: CHAT_PRICE });
    await setMessengerSettings(rt.db, rt.pubsub, actorId, { messagePrice: MESSAGE_PRICE, freeMessages: 0, isMessagingFree: false });
    actorIds.push(actorId);
  }
  const itemIds = [...(await seedVideos(rt, plainVideo, VIDEOS)), ...(await seedAlbums(rt, paidAlbum, ALBUMS))].map((item) => item.id);

  const t0 = new Date();
  const guests: BankGuest[] = [];
  for (let i = 0; i < guestCount; i += 1) {
    const { guestId, token } = await freshGuest(rt);
    const funded = rng.pick(START_BALANCES);
    if (funded > 0) await fund(rt, guestId, funded);
    const actorId = actorIds[i % PERFORMERS] as number;
    const channelId = await openChannel(token, actorId);
    let chatId: number | null = null;
    if (funded > 0 && i % CHAT_EVERY === 0) {
      const chat = await startChat(rt.db, rt.pubsub, { guestId, actorId, type: 'live' }, t0);
      await chatMediaConnected(rt.db, chat.id, t0);
      chatId = chat.id;
    }
    guests.push({ guestId, token, funded, channelId, chatId });
  }
  return { guests, itemIds, t0 };
}
