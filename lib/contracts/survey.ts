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
