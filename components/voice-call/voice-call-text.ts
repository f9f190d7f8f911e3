/**
 * The call box's strings: messages `AnonymousCall`, plus the §3 exit messages (messages
 * Chat.exit.<code>), translated on the server and handed to the browser (STYLE.md).
 */
export const voiceCallTextKeys = [
  'call',
  'callLabel',
  'perMinute',
  'title',
  'anonymousNote',
  'ready',
  'callNow',
  'calling',
  'connected',
  'reconnecting',
  'timer',
  'cost',
  'mute',
  'unmute',
  'hangUp',
  'hangUpFailed',
  'ended',
  'amount',
  'close',
  'reloadNote',
  'error',
  'topUp',
  'verifyAge',
  'retry',
  'micDenied',
  'lowBalance',
  'remoteAudio',
] as const;

export type VoiceCallText = Record<(typeof voiceCallTextKeys)[number], string> & {
  /** The start codes 2000–2099 (lib/chat/voice-codes.ts). */
  codes: Record<string, string>;
  /** Chat.exit.<code>: why the call ended. */
  exit: Record<string, string>;
};
