import 'server-only';
import type { FeedbackInput } from '@/lib/contracts/survey';
import { saveChatExitSurvey } from '@/lib/server/chat/chat-survey';
import type { DbOrTx } from '@/lib/server/db/client';
import { surveyAnswers } from '@/lib/server/db/schema/feedback';
import { AppError } from '@/lib/server/errors';
import { feedbackInstance } from './survey-questions';

/**
 * §7 survey feedback: stores one answer per guest and survey instance. A chat-exit answer is the
 * chatexit call's answer (own ended chat, once); a feedback answer belongs to the month's instance,
 * an old or made-up instance is refused (409), and a second answer is 409 (the unique key decides).
 */
export async function saveFeedback(db: DbOrTx, guestId: number, input: FeedbackInput, now = new Date()): Promise<{ saved: true }> {
  if (input.type === 'chatExit') {
    const chatId = /^\d{1,9}$/.test(input.instance) ? Number(input.instance) : 0;
    if (chatId <= 0) throw new AppError('VALIDATION_FAILED', 'A chat-exit answer names the chat id as its instance.');
    return saveChatExitSurvey(db, guestId, { chatId, rating: input.rating, comment: input.text }, now);
  }
  if (input.instance !== feedbackInstance(now)) throw new AppError('CONFLICT', 'This survey is closed.');
  const [stored] = await db
    .insert(surveyAnswers)
    .values({ guestId, surveyType: input.type, instance: input.instance, rating: input.rating, text: input.text ?? '', createdAt: now })
    .onConflictDoNothing()
    .returning({ id: surveyAnswers.id });
  if (!stored) throw new AppError('CONFLICT', 'This survey was already answered.');
  return { saved: true };
}
