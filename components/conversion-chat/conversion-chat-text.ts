/** Messages `ConversionChat`, translated on the server; {time}, {name} and {price} are filled in by the client. */
export type ConversionChatText = {
  offerTitle: string;
  offerBody: string;
  acceptWithin: string;
  accept: string;
  decline: string;
  eligibleTitle: string;
  eligibleBody: string;
  timeLeft: string;
  listLabel: string;
  startFreeChat: string;
  startFreeChatWith: string;
  perMinute: string;
  loading: string;
  noActors: string;
  loadFailed: string;
  failed: string;
  close: string;
  pillEligible: string;
  pillCandidate: string;
  /** Her profile with the live chat opened (lib/chat/chat-entry.ts chatTypeOfQuery), `__slug__` standing for her slug. */
  profileHref: string;
};

export const CONVERSION_CHAT_TEXT_KEYS = [
  'offerTitle',
  'offerBody',
  'acceptWithin',
  'accept',
  'decline',
  'eligibleTitle',
  'eligibleBody',
  'timeLeft',
  'listLabel',
  'startFreeChat',
  'startFreeChatWith',
  'perMinute',
  'loading',
  'noActors',
  'loadFailed',
  'failed',
  'close',
  'pillEligible',
  'pillCandidate',
] as const satisfies readonly Exclude<keyof ConversionChatText, 'profileHref'>[];
