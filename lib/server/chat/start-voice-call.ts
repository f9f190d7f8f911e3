import 'server-only';
import { VOICE_CALL_CODE, type VoiceCallCode, voiceCodeForRefusal } from '@/lib/chat/voice-codes';
import type { VoiceCallOffer } from '@/lib/contracts/messenger-voice-call';
import { formatMoney } from '@/lib/format/currency';
import type { DbOrTx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/errors';
import { authenticateGuest } from '@/lib/server/guests/authenticate';
import { log } from '@/lib/server/log';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { chatPricePerMinute, findActorChatOffer, offersChatType } from './actor-offer';
import { startChat } from './start-chat';

export type StartVoiceCallInput = {
  /** The guest the call (REST or socket) is authenticated as. */
  guestId: number;
  /** §7 accessToken of the call's body: the page's current token, which must be this guest's. */
  accessToken: string;
  actorId: number;
};

export type StartVoiceCallOptions = { tokenKey: Uint8Array; viewerCountry?: string | null; now?: Date };

export type VoiceCallStart = { code: VoiceCallCode; chatId: number | null };

/**
 * §7 "Messenger: start anonymous voice-call chat {accessToken, actorId}". Every business outcome
 * is a result code (§9 2000 started; see lib/chat/voice-codes.ts), never an error: the page shows
 * the code for that performer (§8). A started call is a 'voice' chat — a private request she
 * accepts like any other, billed per second at her voice price from the moment its media is up.
 */
export async function startVoiceCall(db: DbOrTx, pubsub: PubSub, input: StartVoiceCallInput, options: StartVoiceCallOptions): Promise<VoiceCallStart> {
  // A stale tab (logged out, another guest logged in since) must not call on anyone's behalf.
  const owner = await authenticateGuest(db, options.tokenKey, input.accessToken).catch(() => null);
  if (!owner || owner.guestId !== input.guestId) return { code: VOICE_CALL_CODE.tokenInvalid, chatId: null };
  try {
    const chat = await startChat(db, pubsub, { guestId: input.guestId, actorId: input.actorId, type: 'voice', viewerCountry: options.viewerCountry ?? null }, options.now);
    return { code: VOICE_CALL_CODE.started, chatId: chat.id };
  } catch (error) {
    if (!(error instanceof AppError)) {
      log.error(`voice call of guest ${input.guestId} to performer ${input.actorId} failed`, error);
      return { code: VOICE_CALL_CODE.failed, chatId: null };
    }
    const details = error.details as { reason?: unknown } | undefined;
    return { code: voiceCodeForRefusal(error.code, details?.reason), chatId: null };
  }
}

/** What the messenger's "Call" button needs: her voice flag, online state and voice price (404 for unknown or banned). */
export async function voiceCallOffer(db: DbOrTx, actorId: number, viewerCountry: string | null): Promise<VoiceCallOffer> {
  const offer = await findActorChatOffer(db, actorId);
  if (!offer || (viewerCountry !== null && offer.bannedCountryCodes.includes(viewerCountry))) throw new AppError('NOT_FOUND', 'No such performer.');
  const pricePerMinute = chatPricePerMinute(offer, 'voice');
  return { actorId, available: offersChatType(offer, 'voice'), isOnline: offer.isOnline, pricePerMinute, pricePerMinuteFormatted: formatMoney(pricePerMinute, 'EUR') };
}
