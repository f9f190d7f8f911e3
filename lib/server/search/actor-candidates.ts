import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ModelFilter } from '@/lib/contracts/actor';
import type { DbOrTx } from '@/lib/server/db/client';
import { actorFeatures, actors } from '@/lib/server/db/schema/actors';
import { modelConditions } from '@/lib/server/catalog/model-row';
import { firstRow } from './first-row';
import type { SearchTerms } from './search-session';
import { nameMatches, nameScore } from './text-match';

/** At most this many performers match one pattern; the count says "300+" beyond. */
export const ACTOR_CANDIDATE_CAP = 300;

export type ActorCandidate = {
  id: number;
  name: string;
  slug: string;
  online: boolean;
  rankPoints: number;
  /** Epoch milliseconds. */
  registeredAt: number;
  imageSeed: number;
  mobileVideoCall: boolean;
  score: number;
};

/**
 * Performers whose name matches the pattern (typo- and accent-tolerant), best first: by
 * similarity, then online, then rank (§9 actor order). Country bans (§6) and a model filter
 * apply in the same query; one GIN lookup, capped, answered as one JSON row (first-row.ts).
 */
export async function findActorCandidates(
  db: DbOrTx,
  input: { terms: SearchTerms; viewerCountry: string | null; filter?: ModelFilter },
): Promise<ActorCandidate[]> {
  const score = nameScore(actors.name, input.terms);
  const ranked = db
    .select({
      id: actors.id,
      name: actors.name,
      slug: actors.slug,
      online: sql<boolean>`${actors.isOnline}`.as('online'),
      rankPoints: sql<number>`${actors.rankPoints}`.as('rankPoints'),
      registeredAt: sql<number>`(extract(epoch from ${actors.registeredAt}) * 1000)::bigint`.as('registeredAt'),
      imageSeed: sql<number>`${actors.imageSeed}`.as('imageSeed'),
      // A scalar lookup per hit (primary key), not a join over every performer's features.
      mobileVideoCall: sql<boolean>`coalesce((select ${actorFeatures.mobileVideoCall} from ${actorFeatures}
        where ${eq(actorFeatures.actorId, actors.id)}), false)`.as('mobileVideoCall'),
      score: score.as('score'),
    })
    .from(actors)
    .where(and(nameMatches(actors.name, input.terms), modelConditions({ filter: input.filter, viewerCountry: input.viewerCountry })))
    .orderBy(desc(score), desc(actors.isOnline), desc(actors.rankPoints), asc(actors.id))
    .limit(ACTOR_CANDIDATE_CAP)
    .as('ranked');
  const row = await firstRow<{ hits: ActorCandidate[] | null }>(
    db,
    sql`select coalesce(json_agg(ranked), '[]') as hits from ${ranked}`,
  );
  return (row.hits ?? []).map((hit) => ({ ...hit, registeredAt: Number(hit.registeredAt), score: Number(hit.score) }));
}
