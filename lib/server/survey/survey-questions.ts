import 'server-only';
import type { Locale } from '@/i18n/routing';
import { chatExitRatings, type FeedbackData, type SurveyType } from '@/lib/contracts/survey';
import { messageTranslator } from '@/lib/seo/messages';
import { berlinDayOf } from '@/lib/server/tv/berlin-days';

/** A comment is at most this long (the chat-exit survey's limit). */
export const SURVEY_TEXT_MAX = 500;

/**
 * §9 feedback survey instance: one per Berlin calendar month, so a guest gives general feedback
 * at most once a month; the chat-exit survey's instance is the chat itself.
 */
export function feedbackInstance(now: Date): string {
  const { year, month } = berlinDayOf(now);
  return `feedback-${year}-${String(month).padStart(2, '0')}`;
}

/** §7 survey feedbackdata: both §9 survey types ask a BAD/GREAT rating and an optional comment. */
export function surveyQuestions(type: SurveyType, instance: string, language: Locale): FeedbackData {
  const t = messageTranslator(language);
  const words = ['bad', 'great', 'comment', 'send', 'close', 'thanks', 'already', 'failed'] as const;
  return {
    type,
    instance,
    questions: [
      { id: 'rating', kind: 'rating', options: [...chatExitRatings], required: true },
      { id: 'text', kind: 'text', maxLength: SURVEY_TEXT_MAX, required: false },
    ],
    text: {
      title: t(type === 'chatExit' ? 'surveys.chatExitTitle' : 'surveys.feedbackTitle'),
      ...(Object.fromEntries(words.map((word) => [word, t(`surveys.${word}`)])) as Record<(typeof words)[number], string>),
    },
  };
}
