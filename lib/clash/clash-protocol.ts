import * as z from 'zod';
import { clashViewSchema } from '@/lib/contracts/clash';

/**
 * zod schema of the §7 `clashOfCamsVoting` event, spliced into serverMessageSchema
 * (lib/realtime/server-message-schema.ts): the REST clash view with its type (clash-rules.ts: the
 * event and the view are the same shape).
 */
export const clashVotingMessageSchema = clashViewSchema.extend({ type: z.literal('clashOfCamsVoting') });
