import { mutationOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { graphqlRequest } from '@/lib/api/query';

const FEATURE_FEEDBACK = 'mutation($featureId: String!, $rating: Int!, $text: String, $url: String) { featureFeedback(featureId: $featureId, rating: $rating, text: $text, url: $url) }';

export type FeatureFeedbackInput = { featureId: string; rating: number; text: string; url: string };

/**
 * §7 GraphQL featureFeedback {featureId, rating, text, url}. §8 "Feature feedback result not true:
 * error logged, failure reported": a result other than true is thrown as an error here, so the
 * caller's one error path logs it and tells the guest.
 */
export function featureFeedbackMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['featureFeedback'],
    mutationFn: async ({ featureId, rating, text, url }: FeatureFeedbackInput) => {
      const { featureFeedbackResultSchema } = await import('@/lib/contracts/feature-feedback');
      const variables = { featureId, rating, text: text.trim() || null, url };
      const result = await graphqlRequest(FEATURE_FEEDBACK, { language, variables, schema: featureFeedbackResultSchema, requireToken: true });
      if (result.featureFeedback !== true) throw new Error(`featureFeedback ${featureId} answered ${String(result.featureFeedback)}`);
      return true;
    },
  });
}
