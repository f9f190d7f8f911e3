import 'server-only';
import { chatExitSurveyInputSchema } from '@/lib/contracts/survey';
import { saveChatExitSurvey } from '@/lib/server/chat/chat-survey';
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
};
