import 'server-only';
import * as z from 'zod';
import { pageCountOf } from '@/lib/catalog/list-query';
import type { AuthenticatedGuest } from '@/lib/server/guests/authenticate';
import type { DbOrTx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/errors';
import { bestChatsGrid, myVideoChatsGrid } from '@/lib/server/tile-grid/chat-grids';
import { favoriteActorsGrid } from '@/lib/server/tile-grid/favorite-actors-grid';

type GridContext = { db: DbOrTx; guest: AuthenticatedGuest | null; viewerCountry: string | null };

/** §2 tile grid columns are five at most: a page of two rows by default. */
const payload = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
});
type Payload = z.output<typeof payload>;

const paging = ({ page, pageSize }: Payload) => ({ offset: (page - 1) * pageSize, limit: pageSize });
const paged = ({ page, pageSize }: Payload, total: number) => ({ page, pageSize, pageCount: pageCountOf(total, pageSize) });

/** The guest's own grids need a login (401 for a visitor, like every per-guest call). */
function guestIdOf(guest: AuthenticatedGuest | null): number {
  if (!guest) throw new AppError('UNAUTHORIZED', 'This tile grid needs a logged-in guest.');
  return guest.guestId;
}

/** §2 tile-grid kinds favourite actors, my video chats and best-chat recommendations ({page, pageSize}). */
export const actorGrids = {
  favoriteActors: {
    payload,
    load: async (input: Payload, { db, guest, viewerCountry }: GridContext) => {
      const grid = await favoriteActorsGrid(db, guestIdOf(guest), paging(input), viewerCountry);
      return { ...paged(input, grid.total), ...grid };
    },
  },
  myVideoChats: {
    payload,
    load: async (input: Payload, { db, guest, viewerCountry }: GridContext) => {
      const grid = await myVideoChatsGrid(db, guestIdOf(guest), paging(input), viewerCountry);
      return { ...paged(input, grid.total), ...grid };
    },
  },
  // A visitor gets the §5 best-chats ranking; a guest his own best chats once he has any.
  bestChats: {
    payload,
    load: async (input: Payload, { db, guest, viewerCountry }: GridContext) => {
      const grid = await bestChatsGrid(db, guest?.guestId ?? null, paging(input), viewerCountry);
      return { ...paged(input, grid.total), ...grid };
    },
  },
};
