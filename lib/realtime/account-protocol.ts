import * as z from 'zod';
import { MAX_FAVORITE_ACTOR_IDS } from './message-codes';
import { dbIdSchema as dbId, type ServerMessageShapes } from './message-fields';

/**
 * The answers to three §7 outgoing frames of a logged-in guest (lib/server/ws/account.ts), sent
 * only to the socket that asked: refreshEmailProperties → emailProperties (the address and
 * whether it is confirmed, e.g. after the confirmation link was opened on another device);
 * favoriteRequestActors → favoriteActors (the pinned performers, newest first, to mark hearts).
 * passwordChanged has no answer of its own: the login is held against the database at once.
 */
export const accountServerMessageShapes = {
  emailProperties: () => ({ email: z.string().max(320), emailVerified: z.boolean() }),
  favoriteActors: () => ({ actorIds: z.array(dbId).max(MAX_FAVORITE_ACTOR_IDS) }),
} satisfies ServerMessageShapes;
