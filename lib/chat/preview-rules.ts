import { CHAT_EXIT, type ChatExitCode } from './chat-codes';

/**
 * The live preview as pure rules: a free, unseen look into her running room that lasts
 * at most a few seconds — §6 "Live preview time limit: 5 (VIP: 20)", §9 "Live preview limits 5
 * (VIP 20)". The server fixes the limit at the start (chats.preview_seconds) and its ticker ends
 * the preview there (401); the page counts down with the same numbers.
 */

/** §6/§9: seconds a guest may watch a live preview. */
export const PREVIEW_SECONDS = 5;
/** §6/§9: the VIP's preview limit. */
export const VIP_PREVIEW_SECONDS = 20;
/** Our choice: one preview per guest and performer per Berlin day (a second start answers previewUsedUp). */
export const PREVIEWS_PER_DAY = 1;

/** The preview limit of a guest, decided once at the start by the guest's VIP state. */
export function previewSecondsFor(isVip: boolean): number {
  return isVip ? VIP_PREVIEW_SECONDS : PREVIEW_SECONDS;
}

/** Seconds of the preview not yet delivered (never negative). */
export function previewSecondsLeft(limit: number, deliveredSeconds: number): number {
  return Math.max(0, limit - Math.max(0, deliveredSeconds));
}

/**
 * How a preview ends, in §3's "live-preview exit" codes where one applies: she ended or went
 * offline (200) → 405; the guest switched to another chat (102) → 406; its time ran out (the free
 * limit 502) → 401. Every other code (the guest's own 101/103/104, 901–903) stays as it is.
 */
export function previewExitCode(code: number): number {
  if (code === CHAT_EXIT.hostEnded) return CHAT_EXIT.previewHostEnded;
  if (code === CHAT_EXIT.switchedChat) return CHAT_EXIT.previewSwitchedToPaid;
  if (code === CHAT_EXIT.freeChatUsedUp) return CHAT_EXIT.previewTimeUp;
  return code;
}

/** The page's countdown: the limit until the media is up, then limit minus the seconds watched. */
export function previewCountdown(limit: number, watchedSeconds: number, open: boolean): number {
  return open ? previewSecondsLeft(limit, watchedSeconds) : limit;
}

/**
 * The §3 code a refused preview start stands for, so the panel shows the live-preview message:
 * the day's preview used (402), log in (403), not available now (404), age check (407), a locked
 * account (408). Null: no preview-specific code (the general message applies).
 */
export type PreviewRefusal = 'needLogin' | 'needAgeCheck' | 'previewUsedUp' | 'unavailable' | 'blocked';
export function previewRefusalCode(refusal: PreviewRefusal): ChatExitCode {
  switch (refusal) {
    case 'previewUsedUp':
      return CHAT_EXIT.previewDailyLimit;
    case 'needLogin':
      return CHAT_EXIT.previewNeedsLogin;
    case 'needAgeCheck':
      return CHAT_EXIT.previewNeedsAgeCheck;
    case 'blocked':
      return CHAT_EXIT.previewBlocked;
    case 'unavailable':
      return CHAT_EXIT.previewNotAvailable;
  }
}
