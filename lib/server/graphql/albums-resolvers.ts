import 'server-only';
import * as z from 'zod';
import { DEFAULT_MEDIA_PAGE_SIZE } from '@/lib/catalog/rules';
import { type AlbumPage, galleryOrderSchema } from '@/lib/contracts/album';
import { listGalleries } from '@/lib/server/catalog/albums/list-galleries';
import { findVisibleActor } from '@/lib/server/catalog/profile/find-actor';
import { AppError } from '@/lib/server/errors';
import { formatCalendarDay } from '@/lib/server/time/test-day';
import { berlinDayOf } from '@/lib/server/tv/berlin-days';
import type { GraphqlContext } from './context';
import { contextNow } from './context-now';

const MAX_PAGE = 100;
const MAX_OFFSET = 1_000_000;

const galleriesArgs = z.object({
  first: z.number().int().min(0, 'first must not be negative').max(MAX_PAGE, `first must be at most ${MAX_PAGE}`).nullish().transform((n) => n ?? DEFAULT_MEDIA_PAGE_SIZE),
  offset: z.number().int().min(0, 'offset must not be negative').max(MAX_OFFSET).nullish().transform((n) => n ?? 0),
  actorId: z.number().int().positive().max(2_147_483_647).nullish(),
  order: galleryOrderSchema.nullish().transform((o) => o ?? 'newest'),
});

async function galleries(_parent: unknown, raw: unknown, context: GraphqlContext): Promise<AlbumPage> {
  const args = galleriesArgs.parse(raw);
  let actorId: number | undefined;
  if (args.actorId != null) {
    const actor = await findVisibleActor(context.db, args.actorId, context.viewerCountry);
    if (!actor) throw new AppError('NOT_FOUND', 'No such actor.');
    actorId = actor.id;
  }
  return listGalleries(context.db, {
    first: args.first,
    offset: args.offset,
    order: args.order,
    actorId,
    viewerCountry: context.viewerCountry,
    day: formatCalendarDay(berlinDayOf(contextNow(context))),
  });
}

export const albumsResolvers = { Query: { galleries } };
