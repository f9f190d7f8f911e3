/**
 * §7 "Messenger: start anonymous voice-call chat {accessToken, actorId}" answers one of these
 * result codes (§9 "Voice-call success code 2000"); §8: any other code is an error state that
 * shows the code for that performer. Plain constants (no zod): the page imports them.
 */
export const VOICE_CALL_CODE = {
  /** §9: the call started (a 'voice' chat is ringing at the performer). */
  started: 2000,
  /** She is offline or does not offer voice calls right now. */
  unavailable: 2001,
  /** She is in a private chat (or a ticket show). */
  busy: 2002,
  /** §9 minimum chat balance not reached: top up first. */
  balanceTooLow: 2003,
  /** The access token of the call is invalid, expired or another guest's (a stale tab). */
  tokenInvalid: 2004,
  /** Her voice chats are rated 18: age verification first. */
  ageCheck: 2005,
  /** No such performer for this guest (unknown, or she bans the guest's country). */
  unknownPerformer: 2006,
  /** Anything else went wrong. */
  failed: 2099,
} as const;

export type VoiceCallCode = (typeof VOICE_CALL_CODE)[keyof typeof VOICE_CALL_CODE];
export const voiceCallCodes = Object.values(VOICE_CALL_CODE) as VoiceCallCode[];

export const isVoiceCallCode = (value: unknown): value is VoiceCallCode => (voiceCallCodes as unknown[]).includes(value);

/**
 * A refused chat start (the AppError code and its public details.reason, see CHAT_UNAVAILABLE in
 * lib/server/errors.ts) as the voice-call code the page shows.
 */
export function voiceCodeForRefusal(errorCode: string, reason?: unknown): VoiceCallCode {
  switch (errorCode) {
    case 'UNAUTHORIZED':
      return VOICE_CALL_CODE.tokenInvalid;
    case 'NOT_FOUND':
    case 'COUNTRY_BANNED':
      return VOICE_CALL_CODE.unknownPerformer;
    case 'INSUFFICIENT_FUNDS':
      return VOICE_CALL_CODE.balanceTooLow;
    case 'AGE_VERIFICATION_REQUIRED':
      return VOICE_CALL_CODE.ageCheck;
    case 'TICKET_REQUIRED':
      return VOICE_CALL_CODE.busy;
    case 'CHAT_UNAVAILABLE':
      return reason === 'privateBusy' || reason === 'ticketShow' ? VOICE_CALL_CODE.busy : VOICE_CALL_CODE.unavailable;
    default:
      return VOICE_CALL_CODE.failed;
  }
}

/** What the error state offers besides closing: top up (2003), verify age (2005), try again (busy, failure). */
export type VoiceCallRemedy = 'topUp' | 'verifyAge' | 'retry' | 'none';

export function voiceCallRemedy(code: VoiceCallCode): VoiceCallRemedy {
  if (code === VOICE_CALL_CODE.balanceTooLow) return 'topUp';
  if (code === VOICE_CALL_CODE.ageCheck) return 'verifyAge';
  if (code === VOICE_CALL_CODE.busy || code === VOICE_CALL_CODE.failed) return 'retry';
  return 'none';
}
