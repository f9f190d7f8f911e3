/**
 * Chat vocabulary, plain constants without zod so the page can import them cheaply:
 * the chat types a guest can start, their groups, the §3 exit codes and the exit groups.
 * The wire schemas (zod) live in lib/contracts/chat.ts and are built from these lists.
 */

/**
 * §3 chat types: live preview (a short free look into her room, unseen, §6 time limit), free
 * chat, live chat (group, the "video" price), voyeur (watch without being seen), private single
 * chat and cam2cam (singlec2c: the guest's camera too), video call, and the anonymous voice call
 * (§3/§4: audio only, she does not see who calls).
 */
export const chatTypes = ['preview', 'free', 'live', 'voyeur', 'single', 'singlec2c', 'videocall', 'voice'] as const;
export type ChatType = (typeof chatTypes)[number];

/** Every type but free chat and the live preview costs money per second (§9 billing). */
export const paidChatTypes = ['live', 'voyeur', 'single', 'singlec2c', 'videocall', 'voice'] as const satisfies readonly ChatType[];
/** 1:1 chats: the performer is in at most one of them at a time (the database decides). */
export const privateChatTypes = ['single', 'singlec2c', 'videocall', 'voice'] as const satisfies readonly ChatType[];
/** Types with a per-minute price of their own (free chat and the preview cost nothing). */
export type PricedChatType = Exclude<ChatType, 'free' | 'preview'>;

export const isPaidChatType = (type: ChatType): boolean => (paidChatTypes as readonly ChatType[]).includes(type);
export const isPrivateChatType = (type: ChatType): boolean => (privateChatTypes as readonly ChatType[]).includes(type);

/** connecting: started, media not yet up (nothing billed); open: media up, billed per second; ended. */
export const chatStatuses = ['connecting', 'open', 'ended'] as const;
export type ChatStatus = (typeof chatStatuses)[number];

/** §3 chat exit codes (numeric), by name. */
export const CHAT_EXIT = {
  /** 100-series: the guest's side ended the chat. */
  guestLeft: 101,
  switchedChat: 102,
  pageClosed: 103,
  loggedOut: 104,
  /** The performer ended the chat or went offline. */
  hostEnded: 200,
  /** The performer removed the guest from her chat (admin kick). */
  kicked: 301,
  /** 401–408: live preview limits (§6 preview limit 5, VIP 20; the preview itself is not built yet). */
  previewTimeUp: 401,
  previewDailyLimit: 402,
  previewNeedsLogin: 403,
  previewNotAvailable: 404,
  previewHostEnded: 405,
  previewSwitchedToPaid: 406,
  previewNeedsAgeCheck: 407,
  previewBlocked: 408,
  /** 501–503: limits. */
  balanceExhausted: 501,
  freeChatUsedUp: 502,
  voucherOrDurationLimit: 503,
  /** An fsk-18 chat for a guest without accepted age verification. */
  ageRatingDenied: 601,
  /** 90x: chat, voice and video failures. */
  videoConnectionFailed: 901,
  mediaLost: 902,
  serverRestart: 903,
} as const;
export type ChatExitName = keyof typeof CHAT_EXIT;
export type ChatExitCode = (typeof CHAT_EXIT)[ChatExitName];
export const chatExitCodes = Object.values(CHAT_EXIT) as ChatExitCode[];

/** A stored exit code as the typed constant, or null when it is none of ours. */
export function asChatExitCode(code: number | null): ChatExitCode | null {
  return code !== null && (chatExitCodes as number[]).includes(code) ? (code as ChatExitCode) : null;
}

/** Codes the guest's page may send when it ends its own chat (POST chat/{chatId}/end). */
export const clientExitCodes = [CHAT_EXIT.guestLeft, CHAT_EXIT.switchedChat, CHAT_EXIT.pageClosed, CHAT_EXIT.loggedOut] as const;
export type ClientExitCode = (typeof clientExitCodes)[number];

/** §3 group "live-preview exit": the preview ended; the page offers the paid chat instead of a survey. */
export const livePreviewExitCodes = [401, 402, 403, 404, 405, 406, 407, 408] as const satisfies readonly ChatExitCode[];

/**
 * §3 group "pre-chat exit": the chat could not (or can no longer) go on for a reason the guest
 * settles before chatting again — top up (501), other minutes (503), age check (601), a failed
 * connection (901). The page shows the pre-chat box with what to do instead of the exit survey.
 */
export const preChatExitCodes = [501, 503, 601, 901] as const satisfies readonly ChatExitCode[];

export type ChatExitGroup = 'client' | 'host' | 'admin' | 'preview' | 'limit' | 'age' | 'failure';

/** The §3 family of an exit code, by its hundreds. */
export function chatExitGroup(code: number): ChatExitGroup | null {
  if (!(chatExitCodes as number[]).includes(code)) return null;
  if (code < 200) return 'client';
  if (code < 300) return 'host';
  if (code < 400) return 'admin';
  if (code < 500) return 'preview';
  if (code < 600) return 'limit';
  if (code < 700) return 'age';
  return 'failure';
}

export const isLivePreviewExit = (code: number): boolean => (livePreviewExitCodes as readonly number[]).includes(code);
export const isPreChatExit = (code: number): boolean => (preChatExitCodes as readonly number[]).includes(code);

/** §4/§9 chat-exit survey (ratings BAD and GREAT): after a chat the guest really had, not after a pre-chat or preview exit. */
export function offersExitSurvey(code: number, billedSeconds: number): boolean {
  return billedSeconds > 0 && !isPreChatExit(code) && !isLivePreviewExit(code) && code !== CHAT_EXIT.serverRestart;
}
