/**
 * Clash of cams (§7 incoming `clashOfCamsVoting`): a performer challenges another
 * online performer to a timed vote; every logged-in guest votes once per clash for one of the two,
 * free. Plain types and pure rules, shared by the server and the page (no zod here).
 */
export const clashStatuses = ['running', 'ended'] as const;
export type ClashStatus = (typeof clashStatuses)[number];

/** A clash lasts 5 minutes by the server's clock. */
export const CLASH_DURATION_MS = 5 * 60_000;
/** Vote events of one clash are coalesced: at most one broadcast per second. */
export const CLASH_EVENT_INTERVAL_MS = 1_000;

export type ClashEntry = { actorId: number; actorName: string; votes: number };
/** The §7 event and the REST view are the same shape. */
export type ClashView = { clashId: number; status: ClashStatus; endsAt: string; entries: ClashEntry[]; winnerActorId: number | null };

/** The clock decides: a clash whose end has passed is ended, whatever its row still says. */
export function clashStatusAt(stored: ClashStatus, endsAt: Date, now: Date): ClashStatus {
  return stored === 'ended' || now.getTime() >= endsAt.getTime() ? 'ended' : 'running';
}

/** Votes per performer from the counted rows; a performer without votes has 0. */
export function tallyVotes(actorIds: readonly [number, number], counts: readonly { actorId: number; votes: number }[]): [number, number] {
  const of = (id: number) => counts.filter((row) => row.actorId === id).reduce((sum, row) => sum + row.votes, 0);
  return [of(actorIds[0]), of(actorIds[1])];
}

/** The winner of an ended clash: more votes wins; a tie (also 0:0) has no winner. Running: none yet. */
export function clashWinner(status: ClashStatus, entries: readonly ClashEntry[]): number | null {
  const [a, b] = entries;
  if (status !== 'ended' || !a || !b || a.votes === b.votes) return null;
  return a.votes > b.votes ? a.actorId : b.actorId;
}

/** Whole seconds left until the end (0 once it passed), for the countdown. */
export function secondsLeft(endsAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(endsAt) - now) / 1000));
}

/**
 * Coalescing: when may the next vote event of a clash go out? 0 = now; otherwise the delay until
 * one interval after the last sent event. `pending` true: a send is already scheduled (nothing to do: -1).
 */
export function nextEventDelay(lastSentAt: number | undefined, now: number, pending: boolean, intervalMs = CLASH_EVENT_INTERVAL_MS): number {
  if (pending) return -1;
  if (lastSentAt === undefined || now - lastSentAt >= intervalMs) return 0;
  return lastSentAt + intervalMs - now;
}

/** Why a vote is refused, in order: unknown clash (404), ended (409), not one of the two (422), voted already (409). */
export type VoteRefusal = 'notFound' | 'ended' | 'notInClash' | 'alreadyVoted';

export function voteRefusal(clash: { status: ClashStatus; actorA: number; actorB: number } | null, actorId: number, alreadyVoted: boolean): VoteRefusal | null {
  if (!clash) return 'notFound';
  if (clash.status === 'ended') return 'ended';
  if (actorId !== clash.actorA && actorId !== clash.actorB) return 'notInClash';
  if (alreadyVoted) return 'alreadyVoted';
  return null;
}
