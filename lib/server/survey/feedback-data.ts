import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { FeedbackData, SurveyType } from '@/lib/contracts/survey';
import type { DbOrTx } from '@/lib/server/db/client';
import { chats } from '@/lib/server/db/schema/chats';
import { AppError } from '@/lib/server/errors';
import { feedbackInstance, surveyQuestions } from './survey-questions';

/**
 * §7 survey feedbackdata: the questions of a survey type and the instance an answer is for. The
 * chat-exit survey is about the guest's last ended chat (none: 404; visitors have none: 401).
 */
export async function feedbackData(db: DbOrTx, guestId: number | null, type: SurveyType, language: Locale, now = new Date()): Promise<FeedbackData> {
  if (type === 'feedback') return surveyQuestions(type, feedbackInstance(now), language);
  if (guestId === null) throw new AppError('UNAUTHORIZED', 'The chat-exit survey is for a logged-in guest.');
  const [chat] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.guestId, guestId), eq(chats.status, 'ended')))
    .orderBy(desc(chats.endedAt), desc(chats.id))
    .limit(1);
  if (!chat) throw new AppError('NOT_FOUND', 'There is no ended chat to rate.');
  return surveyQuestions(type, String(chat.id), language);
}
