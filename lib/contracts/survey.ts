import * as z from 'zod';
import { dataEnvelope } from './envelope';

/** §4/§9 chat-exit survey: REST area `survey`. */
export const chatExitRatings = ['BAD', 'GREAT'] as const;

// POST /rest/v1/survey/chatexit {chatId, rating, comment?} – the guest's own ended chat, once (a second answer: 409)
export const chatExitSurveyInputSchema = z.object({
  chatId: z.number().int().positive().max(2_147_483_647),
  rating: z.enum(chatExitRatings),
  comment: z.string().trim().max(500).optional(),
});
export type ChatExitSurveyInput = z.infer<typeof chatExitSurveyInputSchema>;
export const chatExitSurveyResponseSchema = dataEnvelope(z.object({ saved: z.literal(true) }));

/** §9 survey types and §7 feedback ratings (BAD, GREAT). */
export const surveyTypes = ['chatExit', 'feedback'] as const;
export type SurveyType = (typeof surveyTypes)[number];

// GET /rest/v1/survey/feedbackdata?type= – what the survey of that type asks
export const feedbackDataInputSchema = z.object({ type: z.enum(surveyTypes) });
export const surveyQuestionSchema = z.object({
  id: z.enum(['rating', 'text']),
  kind: z.enum(['rating', 'text']),
  options: z.array(z.enum(chatExitRatings)).optional(),
  maxLength: z.number().int().optional(),
  required: z.boolean(),
});
/** The survey box's words in the request's language (namespace surveys). */
export const surveyTextSchema = z.object({
  title: z.string(),
  bad: z.string(),
  great: z.string(),
  comment: z.string(),
  send: z.string(),
  close: z.string(),
  thanks: z.string(),
  already: z.string(),
  failed: z.string(),
});
export type SurveyText = z.infer<typeof surveyTextSchema>;
export const feedbackDataSchema = z.object({ type: z.enum(surveyTypes), instance: z.string(), questions: z.array(surveyQuestionSchema), text: surveyTextSchema });
export type FeedbackData = z.infer<typeof feedbackDataSchema>;
export const feedbackDataResponseSchema = dataEnvelope(feedbackDataSchema);

// POST /rest/v1/survey/feedback {type, instance, rating, text?} – one answer per guest and survey instance (409 on a second)
export const feedbackInputSchema = z.object({
  type: z.enum(surveyTypes),
  instance: z.string().trim().min(1).max(40).regex(/^[A-Za-z0-9-]+$/),
  rating: z.enum(chatExitRatings),
  text: z.string().trim().max(500).optional(),
});
export type FeedbackInput = z.infer<typeof feedbackInputSchema>;
export const feedbackResponseSchema = dataEnvelope(z.object({ saved: z.literal(true) }));
