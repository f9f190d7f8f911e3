import 'server-only';
import * as z from 'zod';
import { clashVoteInputSchema, currentClashInputSchema, startClashInputSchema } from '@/lib/contracts/clash';
import { clashOpponents, currentClash, startClash, votedFor, voteInClash } from '@/lib/server/clash/clash-service';
import { runtime } from '@/lib/server/runtime';
import { requirePerformer } from './studio-request';
import { type RestArea, restCall } from '../call';
import { assertJsonRequest } from './account-request';

const data = <T>(value: T) => ({ success: true as const, data: value });

/** Clash of cams, the guest side: /rest/v1/clash/… (voting is free, once per clash). */
export const clashArea: RestArea = {
  // GET /rest/v1/clash/current/{actorId} – her running clash or null (visitors too); votedActorId for a logged-in guest
  'current/{actorId}': restCall({
    method: 'GET',
    auth: 'optional',
    input: currentClashInputSchema,
    handler: async ({ actorId }, { db, guest }) => {
      const clash = await currentClash(db, runtime().pubsub, actorId);
      const votedActorId = clash && guest ? await votedFor(db, clash.clashId, guest.guestId) : null;
      return data({ clash, votedActorId });
    },
  }),
  // POST /rest/v1/clash/{clashId}/vote {actorId} – 401 without login, 404 unknown, 409 ended / alreadyVoted, 422 not in the clash
  '{clashId}/vote': restCall({
    method: 'POST',
    auth: 'guest',
    input: clashVoteInputSchema,
    handler: async ({ clashId, actorId }, { db, guest, request }) => {
      assertJsonRequest(request);
      const clash = await voteInClash(db, runtime().pubsub, { guestId: guest.guestId, clashId, actorId });
      return data({ clash, votedActorId: actorId });
    },
  }),
};

/** The performer's side, mounted into the studio area (/rest/v1/studio/clash…), performer token only. */
export const studioClashCalls: RestArea = {
  // POST /rest/v1/studio/clash {opponentId} – start a 5-minute clash; 422 herself, 404 unknown, 409 opponentOffline / busy
  clash: restCall({
    method: 'POST',
    auth: 'none',
    input: startClashInputSchema,
    handler: async ({ opponentId }, { db, request }) => {
      assertJsonRequest(request);
      const { actorId } = await requirePerformer(db, request);
      return data({ clash: await startClash(db, runtime().pubsub, { actorId, opponentId }) });
    },
  }),
  // GET /rest/v1/studio/clash/current – her running clash or null
  'clash/current': restCall({
    method: 'GET',
    auth: 'none',
    input: z.object({}),
    handler: async (_input, { db, request }) => {
      const { actorId } = await requirePerformer(db, request);
      return data({ clash: await currentClash(db, runtime().pubsub, actorId) });
    },
  }),
  // GET /rest/v1/studio/clash/opponents – the other online performers
  'clash/opponents': restCall({
    method: 'GET',
    auth: 'none',
    input: z.object({}),
    handler: async (_input, { db, request }) => {
      const { actorId } = await requirePerformer(db, request);
      return data({ opponents: await clashOpponents(db, actorId) });
    },
  }),
};
