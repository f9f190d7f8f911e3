import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ChatTicket, ChatTicketList } from '@/lib/contracts/cam-show';
import { isBannedFor } from '@/lib/server/catalog/model-row';
import { listCamShows, listCamShowsForActor } from '@/lib/server/catalog/models/cam-shows';
import { actors } from '@/lib/server/db/schema/actors';
import { AppError } from '@/lib/server/errors';
import type { GraphqlContext } from './context';

const MAX_PAGE = 100;

const camShowsArgsSchema = z.object({
  first: z
    .number()
    .int()
    .min(0, 'first must not be negative')
    .nullish()
    .transform((n) => Math.min(n ?? 30, MAX_PAGE)),
  offset: z.number().int().min(0, 'offset must not be negative').nullish().transform((n) => n ?? 0),
});

const byModelArgsSchema = z.object({ modelId: z.number().int().positive('modelId must be positive') });

async function camShows(_parent: unknown, rawArgs: unknown, context: GraphqlContext): Promise<ChatTicketList> {
  const args = camShowsArgsSchema.parse(rawArgs);
  return listCamShows(context.db, { first: args.first, offset: args.offset, viewerCountry: context.viewerCountry });
}

/** An unknown performer, or one banned for the viewer's country (§6), is NOT_FOUND. */
async function camShowsByModel(_parent: unknown, rawArgs: unknown, context: GraphqlContext): Promise<ChatTicket[]> {
  const args = byModelArgsSchema.parse(rawArgs);
  const [actor] = await context.db
    .select({ banned: actors.bannedCountryCodes })
    .from(actors)
    .where(eq(actors.id, args.modelId))
    .limit(1);
  if (!actor || isBannedFor(actor.banned, context.viewerCountry)) throw new AppError('NOT_FOUND', 'No such performer.');
  return listCamShowsForActor(context.db, args.modelId);
}

export const camShowsResolvers = { Query: { camShows, camShowsByModel } };
