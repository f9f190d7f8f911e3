import 'server-only';
import { type TopCamStanding, topCamViewSchema } from '@/lib/contracts/top-cam';
import type { DbOrTx } from '@/lib/server/db/client';
import { listTopCams } from './top-cams';

/** Places shown on each side of the performer; outside the list, the first ones instead. */
const NEIGHBOURS = 2;

/**
 * The profile's top-cams page (§2): where one performer stands in each of the four views and
 * the part of the list around her (or its top when she is not in it).
 */
export async function getTopCamStandings(
  db: DbOrTx,
  input: { actorId: number; viewerCountry?: string | null },
): Promise<TopCamStanding[]> {
  return Promise.all(
    topCamViewSchema.options.map(async (view) => {
      const { items } = await listTopCams(db, { view, viewerCountry: input.viewerCountry });
      const index = items.findIndex((item) => item.id === input.actorId);
      const start = index < 0 ? 0 : Math.max(0, Math.min(index - NEIGHBOURS, items.length - (2 * NEIGHBOURS + 1)));
      return {
        view,
        position: index < 0 ? null : index + 1,
        size: items.length,
        around: items.slice(start, start + 2 * NEIGHBOURS + 1),
      };
    }),
  );
}
