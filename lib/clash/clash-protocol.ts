import 'server-only';
import { z } from 'zod';
import { MAX_DB_ID } from '@/lib/realtime/message-types';
import { clashStatuses } from './clash-rules';

/** zod schema of the §7 `clashOfCamsVoting` event, spliced into serverMessageSchema (lib/realtime/protocol.ts). */
const dbId = z.number().int().positive().max(MAX_DB_ID);

export const clashVotingMessageSchema = z.object({
  type: z.literal('clashOfCamsVoting'),
  clashId: dbId,
  status: z.enum(clashStatuses),
  endsAt: z.string(),
  entries: z.array(z.object({ actorId: dbId, actorName: z.string(), votes: z.number().int().min(0) })),
  winnerActorId: dbId.nullable(),
});
