import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import { featureFeedback } from '@/lib/server/db/schema/feedback';

export type FeatureFeedbackInput = { featureId: string; rating: number; text: string; url: string };

/** §7 GraphQL feature feedback {featureId, rating, text, url}: stored for the guest; the result is true once stored. */
export async function saveFeatureFeedback(db: DbOrTx, guestId: number, input: FeatureFeedbackInput, now = new Date()): Promise<boolean> {
  const [row] = await db
    .insert(featureFeedback)
    .values({ guestId, featureId: input.featureId, rating: input.rating, text: input.text, url: input.url, createdAt: now })
    .returning({ id: featureFeedback.id });
  return row !== undefined;
}
