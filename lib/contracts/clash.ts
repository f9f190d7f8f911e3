import * as z from 'zod';
import { clashStatuses } from '@/lib/clash/clash-rules';
import { dataEnvelope } from './envelope';
import { dbIdParamSchema as idParam, dbIdSchema as dbId } from './db-id';

/**
 * Clash of cams (§7 leaves the response shapes open, this is our design).
 * The view is the §7 `clashOfCamsVoting` event without its type. Times are ISO strings.
 */

export const clashEntrySchema = z.object({ actorId: dbId, actorName: z.string(), votes: z.number().int().min(0) });
export const clashViewSchema = z.object({
  clashId: dbId,
  status: z.enum(clashStatuses),
  endsAt: z.string(),
  entries: z.array(clashEntrySchema),
  winnerActorId: dbId.nullable(),
});

// POST /rest/v1/studio/clash {opponentId} – she starts a clash (422 herself, 404 unknown, 409 {reason: opponentOffline | busy})
export const startClashInputSchema = z.object({ opponentId: dbId });
export const clashResponseSchema = dataEnvelope(z.object({ clash: clashViewSchema }));

// GET /rest/v1/studio/clash – her running clash or null; GET /rest/v1/studio/clash/opponents – online performers to challenge
export const studioClashResponseSchema = dataEnvelope(z.object({ clash: clashViewSchema.nullable() }));
export const clashOpponentsResponseSchema = dataEnvelope(z.object({ opponents: z.array(z.object({ actorId: dbId, actorName: z.string() })) }));

// POST /rest/v1/clash/{clashId}/vote {actorId} – 401 without login, 404 unknown, 409 {reason: ended | alreadyVoted}, 422 not in the clash
export const clashVoteInputSchema = z.object({ clashId: idParam, actorId: dbId });
export const clashVoteResponseSchema = dataEnvelope(z.object({ clash: clashViewSchema, votedActorId: dbId }));

// GET /rest/v1/clash/current/{actorId} – her running clash (visitors too); votedActorId: the logged-in guest's vote in it
export const currentClashInputSchema = z.object({ actorId: idParam });
export const currentClashResponseSchema = dataEnvelope(z.object({ clash: clashViewSchema.nullable(), votedActorId: dbId.nullable() }));
export type CurrentClashResponse = z.output<typeof currentClashResponseSchema>;
