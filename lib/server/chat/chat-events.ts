import 'server-only';
import { eq } from 'drizzle-orm';
import { CHAT_EXIT, asChatExitCode } from '@/lib/chat/chat-codes';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { actors } from '@/lib/server/db/schema/actors';
import { log } from '@/lib/server/log';
import { publishToActor } from '@/lib/server/realtime/actor-events';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import type { ServerMessage } from '@/lib/realtime/protocol';
import { listGuestVouchers } from '@/lib/server/bonus/guest-vouchers';
import { afterBalanceChange } from '@/lib/server/wallet/after-balance-change';
import type { ChatRow } from './bill-chat';

/** §7 chatEnd of an ended chat: what its guest's pages hear (also sent again in a page's snapshot, lib/server/ws/session-snapshot.ts). */
export async function chatEndMessage(db: DbOrTx, chat: ChatRow): Promise<Extract<ServerMessage, { type: 'chatEnd' }>> {
  const [actor] = await db.select({ name: actors.name }).from(actors).where(eq(actors.id, chat.actorId)).limit(1);
  return {
    type: 'chatEnd',
    chatId: chat.id,
    price: chat.billedAmount,
    actorId: chat.actorId,
    actorName: actor?.name ?? '',
    isVoyeur: chat.type === 'voyeur',
    // §7 isToyControl: a toy control was sent inside this chat (chats.toy_used, set with the message).
    isToyControl: chat.toyUsed,
    exitCode: asChatExitCode(chat.exitCode) ?? CHAT_EXIT.serverRestart,
  };
}

/** After the commit: §7 chatEnd to the guest's sessions and chatEnded to the performer's studio. */
export async function publishChatEnded(db: DbOrTx, pubsub: PubSub, chat: ChatRow): Promise<void> {
  const ended = await chatEndMessage(db, chat);
  const { exitCode } = ended;
  await publishToGuest(pubsub, chat.guestId, ended);
  await publishToActor(pubsub, chat.actorId, {
    type: 'chatEnded',
    chatId: chat.id,
    chatType: chat.type,
    exitCode,
    billedSeconds: chat.billedSeconds,
    earned: chat.performerAmount,
  });
  // §7 voicecall stop: the guest's tabs clear the voicecall flag (§4: an anonymous call's stop reloads the page).
  if (chat.type === 'voice') await publishToGuest(pubsub, chat.guestId, { type: 'voicecallStop', chatId: chat.id, actorId: chat.actorId, anonymous: true, exitCode });
}

/** §7 voicecall start: the voice call's media is up (status open, billing runs); to the guest's tabs. */
export async function publishVoicecallStart(pubsub: PubSub, chat: Pick<ChatRow, 'id' | 'guestId' | 'actorId'>): Promise<void> {
  await publishToGuest(pubsub, chat.guestId, { type: 'voicecallStart', chatId: chat.id, actorId: chat.actorId, anonymous: true });
}

/** To the performer when a guest starts a chat with her; voyeurs watch unseen. */
export async function publishChatStarted(db: DbOrTx, pubsub: PubSub, chat: ChatRow): Promise<void> {
  if (chat.type === 'voyeur') return;
  // §7 anonymous voice call: she never learns who calls (her page shows "Anonymous caller").
  const [guest] = chat.type === 'voice' ? [] : await db.select({ name: guests.screenName }).from(guests).where(eq(guests.id, chat.guestId)).limit(1);
  await publishToActor(pubsub, chat.actorId, { type: 'chatStarted', chatId: chat.id, chatType: chat.type, guestName: guest?.name ?? '', pricePerMinute: chat.pricePerMinute });
}

export function publishLowBalance(pubsub: PubSub, chat: ChatRow, secondsLeft: number): Promise<void> {
  return publishToGuest(pubsub, chat.guestId, { type: 'chatLowBalance', chatId: chat.id, secondsLeft });
}

/** The header follows the money (guestBalance) and the session its vouchers (guestVouchers) after a tick that spent them. */
export async function publishSpending(db: DbOrTx, pubsub: PubSub, guestId: number, spent: { money: boolean; vouchers: boolean }): Promise<void> {
  try {
    if (spent.money) await afterBalanceChange(db, pubsub, guestId);
    if (spent.vouchers) await publishToGuest(pubsub, guestId, { type: 'guestVouchers', vouchers: await listGuestVouchers(db, guestId) });
  } catch (error) {
    // The money already moved; a lost event only delays the header until the next one.
    log.error(`publishing the chat spending of guest ${guestId} failed`, error);
  }
}
