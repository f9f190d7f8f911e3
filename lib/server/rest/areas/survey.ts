import 'server-only';
import { chatExitSurveyInputSchema, feedbackDataInputSchema, feedbackInputSchema } from '@/lib/contracts/survey';
import { saveChatExitSurvey } from '@/lib/server/chat/chat-survey';
import { feedbackData } from '@/lib/server/survey/feedback-data';
import { saveFeedback } from '@/lib/server/survey/save-feedback';
import { type RestArea, restCall } from '../call';
import { assertJsonRequest } from './account-request';

/** §4/§9 surveys (contract §5). */
export const surveyArea: RestArea = {
  // POST /rest/v1/survey/chatexit {chatId, rating: 'BAD'|'GREAT', comment?} – own ended chat, once; 404 / 409
  chatexit: restCall({
    method: 'POST',
    auth: 'guest',
    input: chatExitSurveyInputSchema,
    handler: async (input, { db, guest, request }) => {
      assertJsonRequest(request);
      return { success: true, data: await saveChatExitSurvey(db, guest.guestId, input) };
    },
  }),

  // GET /rest/v1/survey/feedbackdata?type=chatExit|feedback – §9 the survey's questions and the instance an answer is for
  feedbackdata: restCall({
    method: 'GET',
    auth: 'optional',
    input: feedbackDataInputSchema,
    handler: async ({ type }, { db, guest, language }) => ({ success: true, data: await feedbackData(db, guest?.guestId ?? null, type, language) }),
  }),

  // POST /rest/v1/survey/feedback {type, instance, rating: 'BAD'|'GREAT', text?} – once per guest and instance; 409 on a second
  feedback: restCall({
    method: 'POST',
    auth: 'guest',
    input: feedbackInputSchema,
    handler: async (input, { db, guest, request }) => {
      assertJsonRequest(request);
      return { success: true, data: await saveFeedback(db, guest.guestId, input) };
    },
  }),
};
