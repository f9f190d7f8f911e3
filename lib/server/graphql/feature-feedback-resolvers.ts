import 'server-only';
import { featureFeedbackArgsSchema } from '@/lib/contracts/feature-feedback';
import { AppError } from '@/lib/server/errors';
import { saveFeatureFeedback } from '@/lib/server/survey/save-feature-feedback';
import type { GraphqlContext } from './context';

export const featureFeedbackResolvers = {
  Mutation: {
    featureFeedback: async (_parent: unknown, raw: unknown, context: GraphqlContext) => {
      const parsed = featureFeedbackArgsSchema.safeParse(raw);
      if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'Invalid arguments: featureId is lowercase letters, digits and dashes, rating 1–5, url a path.');
      if (!context.guest) throw new AppError('UNAUTHORIZED', 'Feature feedback needs a logged-in guest.');
      const { featureId, rating, text, url } = parsed.data;
      return saveFeatureFeedback(context.db, context.guest.guestId, { featureId, rating, text: text ?? '', url: url ?? '' });
    },
  },
};
