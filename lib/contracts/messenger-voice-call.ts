import * as z from 'zod';
import { VOICE_CALL_CODE, voiceCallCodes } from '@/lib/chat/voice-codes';
import { dataEnvelope } from './envelope';
import { dbIdSchema as id } from './db-id';

/**
 * §7 "Messenger: start anonymous voice-call chat {accessToken, actorId}" over REST, and what the
 * conversation needs to offer it (her voice flag, online state and price per minute).
 */

// POST messenger/voicecall/start {accessToken, actorId} – 200 {code, chatId|null} for every business outcome, 400 for a malformed body
export const voiceCallStartInputSchema = z.object({
  accessToken: z.string().min(1).max(4096),
  actorId: id,
});
export type VoiceCallStartInput = z.infer<typeof voiceCallStartInputSchema>;

export const voiceCallStartResultSchema = z.object({
  code: z.literal(voiceCallCodes),
  /** The started 'voice' chat (code 2000), else null. */
  chatId: id.nullable(),
});
export type VoiceCallStartResult = z.infer<typeof voiceCallStartResultSchema>;
export const voiceCallStartResponseSchema = dataEnvelope(voiceCallStartResultSchema);

// GET messenger/voicecall/offer/{actorId} – whether she takes voice calls now, at which price
export const voiceCallOfferInputSchema = z.object({ actorId: z.coerce.number().int().positive().max(2_147_483_647) });

export const voiceCallOfferSchema = z.object({
  actorId: id,
  /** She offers voice calls (actor_features.voice_call) and is online. */
  available: z.boolean(),
  isOnline: z.boolean(),
  /** EUR cents per minute (actor_prices.voice_call). */
  pricePerMinute: z.number().int().min(0),
  pricePerMinuteFormatted: z.string(),
});
export type VoiceCallOffer = z.infer<typeof voiceCallOfferSchema>;
export const voiceCallOfferResponseSchema = dataEnvelope(voiceCallOfferSchema);

export const VOICE_CALL_STARTED = VOICE_CALL_CODE.started;
