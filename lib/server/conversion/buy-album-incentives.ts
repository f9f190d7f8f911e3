import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { PageLoadIncentivesResponse } from '@/lib/contracts/incentive';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { albums } from '@/lib/server/db/schema/catalog';
import { AppError } from '@/lib/server/errors';
import { eventIncentives } from './event-incentives';

/**
 * §7 getBuyImageAlbumIncentives/{albumId}: the offers shown when a guest looks at buying a photo
 * album, decided as on that album's page (the top-up offers of ./choose-incentives.ts: a first
 * top-up for a guest who never paid, a refill when the balance is low; sign-up for a visitor) with
 * the performer as overlay `host`, tagged `albumBuy` (added beside the page's offers, §4).
 * Only sold galleries count: a sedcard set or an unknown id is a 404.
 */
export async function buyAlbumIncentives(
  db: DbOrTx,
  input: { guestId: number | null; albumId: number; now: Date },
): Promise<PageLoadIncentivesResponse> {
  const [album] = await db
    .select({ id: albums.id, actorName: actors.name })
    .from(albums)
    .innerJoin(actors, eq(actors.id, albums.actorId))
    .where(and(eq(albums.id, input.albumId), eq(albums.type, 'album')))
    .limit(1);
  if (!album) throw new AppError('NOT_FOUND', `Album ${input.albumId} does not exist.`);
  return eventIncentives(db, {
    guestId: input.guestId,
    event: 'albumBuy',
    route: { name: '/amateur/[actorName]/pictures/[albumId]', args: { actorName: album.actorName, albumId: String(album.id) } },
    now: input.now,
  });
}
