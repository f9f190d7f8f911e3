import 'server-only';
import { and, inArray } from 'drizzle-orm';
import type { ActorTile } from '@/lib/contracts/tile-grid-actors';
import { imageUrl } from '@/lib/media/image-urls';
import { notBannedFor } from '@/lib/server/catalog/model-row';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';

/** The part of a tile a grid ranks by: her id plus what the grid adds to the tile. */
export type RankedActor = { actorId: number } & Partial<Pick<ActorTile, 'chats' | 'lastChatAt' | 'chatSeconds' | 'greatRatings'>>;

/**
 * Ranked ids → tiles in the same order. Performers banned for the viewer's country (§6) and
 * performers who are gone drop out; the grid's order stays.
 */
export async function actorTiles(db: DbOrTx, ranked: readonly RankedActor[], viewerCountry: string | null): Promise<ActorTile[]> {
  if (ranked.length === 0) return [];
  const ids = ranked.map((r) => r.actorId);
  const rows = await db
    .select({ id: actors.id, name: actors.name, slug: actors.slug, isOnline: actors.isOnline, imageSeed: actors.imageSeed })
    .from(actors)
    .where(and(inArray(actors.id, ids), notBannedFor(viewerCountry)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ranked.flatMap(({ actorId, ...extra }) => {
    const row = byId.get(actorId);
    if (!row) return [];
    return [{ id: row.id, name: row.name, slug: row.slug, isOnline: row.isOnline, avatarUrl: imageUrl('avatar', row.imageSeed, 'w320').url, ...extra }];
  });
}
