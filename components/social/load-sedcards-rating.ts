import type { ApiSession } from '@/lib/api/client-config';
import { restPath, restRequest } from '@/lib/api/rest';
import { sedcardsSchema } from '@/lib/contracts/album';
import { dataEnvelope } from '@/lib/contracts/envelope';
import { mineOf, type Rating } from './rating-state';

const sedcardsResponseSchema = dataEnvelope(sedcardsSchema);

/**
 * The current sedcards counts and the guest's own sedcards rating (§3 sedcards carry isLiked and
 * isDisliked): §7 getsedcards/{actorId}/{payload} with the token and §9 limit 0, as the rating
 * needs no pictures. Loaded with import() after hydration (it carries zod and the REST client).
 */
export async function loadSedcardsRating(session: ApiSession, actorId: number): Promise<Rating> {
  const path = restPath('gallery', 'getsedcards', actorId, JSON.stringify({ limit: 0 }));
  const { data } = await restRequest(path, { ...session, schema: sedcardsResponseSchema });
  return { ...data.rating, mine: mineOf(data) };
}
