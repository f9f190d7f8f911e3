import 'server-only';
import type { ActorTile } from '@/lib/contracts/tile-grid-actors';
import type { DbOrTx } from '@/lib/server/db/client';
import { listFavoriteActors } from '@/lib/server/favorites/list-favorite-actors';
import { actorTiles } from './actor-tiles';

export type GridPaging = { offset: number; limit: number };

/** §2 tile-grid kind favourite actors: the performers the guest pinned, most recently pinned first. */
export async function favoriteActorsGrid(db: DbOrTx, guestId: number, paging: GridPaging, viewerCountry: string | null): Promise<{ items: ActorTile[]; total: number }> {
  const page = await listFavoriteActors(db, guestId, paging);
  return { items: await actorTiles(db, page.items.map((a) => ({ actorId: a.id })), viewerCountry), total: page.total };
}
