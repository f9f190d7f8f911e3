import { formatDuration } from '@/lib/format/duration';

/**
 * The conversion chat: a new guest who has never paid gets one short free live chat.
 * Pure rules, shared by the server (who is what) and the page (countdowns); no zod, no React.
 * Times are epoch seconds, as the §3 session's "conversion-chat countdown ends" are.
 */

/** A guest is offered the trial during the first 48 hours after signing up. */
export const CANDIDATE_WINDOW_SECONDS = 48 * 3600;
/** An accepted trial lasts 15 minutes (the §2 fifteen-minutes box's span). */
export const ELIGIBLE_SECONDS = 15 * 60;
/** Paid by a videochat voucher (§3 chatSeconds): the first three minutes of a chat. */
export const TRIAL_CHAT_SECONDS = 180;
/** §9 "Conversion chat actors 30". */
export const CONVERSION_CHAT_ACTORS_LIMIT = 30;
/** §9 "a conversion chat trial code": redeeming it grants the same trial as the box. */
export const CONVERSION_CHAT_TRIAL_CODE = 'CHATTRIAL';

/** §3 guest session "conversion-chat countdown ends", in epoch seconds. */
export type ConversionChatState = { candidateEndsAt: number | null; eligibleEndsAt: number | null };

export const toEpochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** §4 "eligible while the eligibility countdown end (epoch seconds) is in the future". */
export function isEligible(now: number, eligibleEndsAt: number | null): boolean {
  return eligibleEndsAt !== null && eligibleEndsAt > now;
}

/** §4 "candidate while the candidate countdown end is in the future". */
export function isCandidate(now: number, candidateEndsAt: number | null): boolean {
  return candidateEndsAt !== null && candidateEndsAt > now;
}

/** Whole seconds until `endsAt`; 0 once it has passed (or when there is none). */
export function secondsLeft(now: number, endsAt: number | null): number {
  return endsAt === null ? 0 : Math.max(0, Math.ceil(endsAt - now));
}

/** §9 duration format for the countdowns: mm:ss, with hours when nonzero (the 48 h offer). */
export function formatCountdown(seconds: number): string {
  return formatDuration(seconds);
}

/** What the page shows: the running trial first, else the offer, else nothing. */
export type ConversionChatPhase = 'eligible' | 'candidate' | null;

export function conversionChatPhase(now: number, state: ConversionChatState | null | undefined): ConversionChatPhase {
  if (!state) return null;
  if (isEligible(now, state.eligibleEndsAt)) return 'eligible';
  if (isCandidate(now, state.candidateEndsAt)) return 'candidate';
  return null;
}

export type CandidateFacts = {
  /** Sign-up, epoch seconds. */
  signedUpAt: number;
  isPayingCustomer: boolean;
  /** The guest accepted (or redeemed the code) or declined already: the offer is answered. */
  answered: boolean;
};

/**
 * Our rule for a candidate: never paid, never answered the offer, signed up less than 48 h ago.
 * Answers the end of the candidate countdown, or null when the guest is no candidate (now).
 */
export function candidateEndsAt(now: number, facts: CandidateFacts): number | null {
  if (facts.isPayingCustomer || facts.answered) return null;
  const end = facts.signedUpAt + CANDIDATE_WINDOW_SECONDS;
  return end > now ? end : null;
}

/** The eligibility end of a trial granted at `grantedAt` (epoch seconds). */
export const eligibleEndsAtFor = (grantedAt: number): number => grantedAt + ELIGIBLE_SECONDS;
