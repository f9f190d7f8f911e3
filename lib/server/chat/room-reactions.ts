import 'server-only';
import { and, eq } from 'drizzle-orm';
import { mayWriteInChat } from '@/lib/chat/chat-entry';
import { type LiveReaction, reactionAllowed } from '@/lib/chat/reactions';
import type { DbOrTx } from '@/lib/server/db/client';
import { chats } from '@/lib/server/db/schema/chats';
import { AppError } from '@/lib/server/errors';
import { publishToActor } from '@/lib/server/realtime/actor-events';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { isGroupChatType, roomMembers, screenName } from './room-members';

/**
 * Live reactions: free, nothing stored. The guest's own running chat only
 * (404 otherwise, 409 ended, 403 voyeur: an invisible watcher leaves no trace). At most one per
 * second per guest: a faster one is refused with 409 {reason: 'tooFast'} — the page simply lets
 * the tap go (no 429 among our codes; a silent 202 would hide a real refusal from tests and logs).
 * The last accepted instant per guest lives on globalThis (TOOLCHAIN.md: rate-limit state once per
 * process; with several processes a guest's taps may reach two — acceptable for a free effect).
 */
const limiter = globalThis as typeof globalThis & { __camReactionLimiter?: Map<number, number> };
const lastReactions = (): Map<number, number> => (limiter.__camReactionLimiter ??= new Map());
/** Entries older than this are dropped now and then, so the map stays as small as the active guests. */
const FORGET_AFTER_MS = 60_000;

export type ReactionInput = { guestId: number; chatId: number; reaction: LiveReaction };

export async function sendLiveReaction(db: DbOrTx, pubsub: PubSub, input: ReactionInput, nowMs = Date.now()): Promise<{ reaction: LiveReaction }> {
  const [chat] = await db.select().from(chats).where(and(eq(chats.id, input.chatId), eq(chats.guestId, input.guestId))).limit(1);
  if (!chat) throw new AppError('NOT_FOUND', 'No such chat.');
  if (chat.status === 'ended') throw new AppError('CONFLICT', 'The chat has ended.');
  if (!mayWriteInChat(chat.type)) throw new AppError('FORBIDDEN', 'A voyeur chat or a live preview cannot react.');
  const last = lastReactions();
  if (!reactionAllowed(last.get(input.guestId), nowMs)) throw new AppError('CONFLICT', 'One reaction per second.', { reason: 'tooFast' });
  last.set(input.guestId, nowMs);
  if (last.size > 1_000) for (const [guestId, at] of last) if (nowMs - at > FORGET_AFTER_MS) last.delete(guestId);

  const guestName = await screenName(db, input.guestId);
  const event = { type: 'liveReaction' as const, actorId: chat.actorId, reaction: input.reaction, guestName };
  await publishToActor(pubsub, chat.actorId, { ...event, chatId: null });
  // A private chat's room is the two of them; a group chat's is everyone in her room (the sender too, for his other tabs).
  const members = isGroupChatType(chat.type) ? await roomMembers(db, chat.actorId) : [{ chatId: chat.id, guestId: chat.guestId }];
  for (const member of members) await publishToGuest(pubsub, member.guestId, { ...event, chatId: member.chatId });
  // No count in the answer: it would tell the room how many watch unseen.
  return { reaction: input.reaction };
}

/** Tests: forget every guest's last reaction. */
export function resetReactionLimiter(): void {
  lastReactions().clear();
}
