import 'server-only';
import { and, type SQL } from 'drizzle-orm';
import type { VideoTile } from '@/lib/contracts/video';
import { RECOMMENDATIONS_PER_GRID } from '@/lib/catalog/rules';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { byIdOrName } from '../actor-lookup';
import { listVideoItems } from '../list-videos';
import { notBannedFor } from '../model-row';

export type ActorRef = { id: number; name: string; slug: string };

/** A performer by id or name (any case), or null when unknown or banned for the viewer (§6). */
export async function findActorRef(db: DbOrTx, idOrName: string, viewerCountry?: string | null): Promise<ActorRef | null> {
  const [row] = await db
    .select({ id: actors.id, name: actors.name, slug: actors.slug })
    .from(actors)
    .where(and(byIdOrName(idOrName), notBannedFor(viewerCountry)) as SQL)
    .limit(1);
  return row ?? null;
}

/** §3 "top videos" of a performer: her best-selling released videos. */
export async function actorTopVideos(
  db: DbOrTx,
  input: { actorId: number; first?: number; viewerCountry?: string | null },
): Promise<VideoTile[]> {
  const { items } = await listVideoItems(db, {
    category: 'allVideos',
    order: 'bestSelling',
    filter: { modelIds: [input.actorId] },
    first: input.first ?? RECOMMENDATIONS_PER_GRID,
    offset: 0,
    viewerCountry: input.viewerCountry,
  });
  return items;
}

/**
 * §3 "promoted video" of a performer: her best-selling video on sale, else her best-selling
 * video; null when she has none.
 */
export async function actorPromotedVideo(db: DbOrTx, input: { actorId: number; viewerCountry?: string | null }): Promise<VideoTile | null> {
  const base = { category: 'allVideos', order: 'bestSelling', first: 1, offset: 0, viewerCountry: input.viewerCountry } as const;
  const onSale = await listVideoItems(db, { ...base, filter: { modelIds: [input.actorId], types: ['discount'] } });
  if (onSale.items[0]) return onSale.items[0];
  const any = await listVideoItems(db, { ...base, filter: { modelIds: [input.actorId] } });
  return any.items[0] ?? null;
}
