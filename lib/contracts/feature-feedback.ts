import * as z from 'zod';

/** §7 GraphQL feature feedback {featureId, rating, text, url}; rating 1 (not useful) … 5 (very useful). */
export const featureFeedbackArgsSchema = z.object({
  featureId: z.string().trim().min(1).max(60).regex(/^[a-z0-9-]+$/),
  rating: z.number().int().min(1).max(5),
  text: z.string().trim().max(500).nullish(),
  url: z.string().max(500).regex(/^\/[^\s]*$/).nullish(),
});

// mutation featureFeedback(...) – the §8 rule: a result that is not true is logged and reported
export const featureFeedbackResultSchema = z.object({ featureFeedback: z.boolean() });
