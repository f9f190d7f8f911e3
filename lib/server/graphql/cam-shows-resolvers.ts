import 'server-only';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { buyChatTicketInputSchema, type ChatTicket, type ChatTicketList, type ChatTicketResult, removeChatTicketInputSchema } from '@/lib/contracts/cam-show';
import { isBannedFor } from '@/lib/server/catalog/model-row';
import { listCamShows, listCamShowsForActor } from '@/lib/server/catalog/models/cam-shows';
import { actors } from '@/lib/server/db/schema/actors';
import { AppError } from '@/lib/server/errors';
import { runtime } from '@/lib/server/runtime';
import { buyTicket, type TicketOutcome } from '@/lib/server/tickets/buy-ticket';
import { heldUpcomingShowIds } from '@/lib/server/tickets/held-tickets';
import { removeTicket } from '@/lib/server/tickets/remove-ticket';
import { ticketFailure } from '@/lib/server/tickets/ticket-result';
import { afterBalanceChange } from '@/lib/server/wallet/after-balance-change';
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

/** With a bearer token the lists answer isBought, canBuy and postBuyInfo for that guest. */
async function camShows(_parent: unknown, rawArgs: unknown, context: GraphqlContext): Promise<ChatTicketList> {
  const args = camShowsArgsSchema.parse(rawArgs);
  return listCamShows(context.db, { first: args.first, offset: args.offset, viewerCountry: context.viewerCountry, guestId: context.guest?.guestId });
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
  return listCamShowsForActor(context.db, args.modelId, { guestId: context.guest?.guestId });
}

/** The client islands of the public show pages fill in isBought from this (pages are shared). */
async function myChatTickets(_parent: unknown, _args: unknown, context: GraphqlContext): Promise<number[]> {
  if (!context.guest) throw new AppError('UNAUTHORIZED', 'Tickets need a logged-in guest.');
  return heldUpcomingShowIds(context.db, context.guest.guestId);
}

/** §7 guestBalance to every session of the guest after money moved (like a purchase). */
async function answer(context: GraphqlContext, guestId: number, outcome: TicketOutcome): Promise<ChatTicketResult> {
  if (outcome.balanceChanged) await afterBalanceChange(context.db, runtime().pubsub, guestId);
  return outcome.result;
}

async function buyChatTicket(_parent: unknown, rawArgs: unknown, context: GraphqlContext): Promise<ChatTicketResult> {
  const args = buyChatTicketInputSchema.parse(rawArgs);
  if (!context.guest) return ticketFailure('UNAUTHORIZED');
  const { guestId } = context.guest;
  return answer(context, guestId, await buyTicket(context.db, guestId, args, { viewerCountry: context.viewerCountry }));
}

async function removeChatTicket(_parent: unknown, rawArgs: unknown, context: GraphqlContext): Promise<ChatTicketResult> {
  const args = removeChatTicketInputSchema.parse(rawArgs);
  if (!context.guest) return ticketFailure('UNAUTHORIZED');
  const { guestId } = context.guest;
  return answer(context, guestId, await removeTicket(context.db, guestId, args.id));
}

export const camShowsResolvers = { Query: { camShows, camShowsByModel, myChatTickets }, Mutation: { buyChatTicket, removeChatTicket } };
