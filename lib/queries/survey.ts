import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import type { FeedbackInput, SurveyType } from '@/lib/contracts/survey';

/** The client side of the §7 survey area. */
export const surveyKeys = {
  all: ['survey'] as const,
  data: (language: Locale, type: SurveyType) => ['survey', 'feedbackdata', language, type] as const,
};

/** §7 survey feedbackdata: the questions, the instance and the box's words. */
export function feedbackDataOptions(language: Locale, type: SurveyType) {
  return queryOptions({
    queryKey: surveyKeys.data(language, type),
    queryFn: async ({ signal }) => {
      const { feedbackDataResponseSchema } = await import('@/lib/contracts/survey');
      return (await restRequest('survey/feedbackdata', { language, query: { type }, schema: feedbackDataResponseSchema, signal })).data;
    },
    retry: false,
  });
}

/** §7 survey feedback: one answer per guest and instance (a second is 409). */
export function sendFeedbackMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['survey', 'feedback'],
    mutationFn: async (input: FeedbackInput) => {
      const { feedbackResponseSchema } = await import('@/lib/contracts/survey');
      return restRequest('survey/feedback', { language, method: 'POST', body: input, schema: feedbackResponseSchema });
    },
  });
}
