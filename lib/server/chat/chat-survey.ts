import 'server-only';
import type { ChatExitSurveyInput } from '@/lib/contracts/survey';
import type { DbOrTx } from '@/lib/server/db/client';
import { chatExitSurveys } from '@/lib/server/db/schema/chats';
import { AppError } from '@/lib/server/errors';
import { guestChat } from './chat-view';

/**
 * §4/§9 chat-exit survey (contract §5): the guest rates their own chat once it ended.
 * Another guest's chat is 404 (ids reveal nothing), a running one 409, a second answer 409 (the
 * unique key on chat_id decides, so two concurrent answers store one).
 */
export async function saveChatExitSurvey(db: DbOrTx, guestId: number, input: ChatExitSurveyInput, now = new Date()): Promise<{ saved: true }> {
  const chat = await guestChat(db, guestId, input.chatId);
  if (chat.status !== 'ended') throw new AppError('CONFLICT', 'The chat is still running.');
  const [stored] = await db
    .insert(chatExitSurveys)
    .values({ chatId: chat.id, guestId, rating: input.rating, comment: input.comment ?? '', createdAt: now })
    .onConflictDoNothing()
    .returning({ id: chatExitSurveys.id });
  if (!stored) throw new AppError('CONFLICT', 'This chat was already rated.');
  return { saved: true };
}
