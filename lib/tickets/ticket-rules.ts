/**
 * Pure rules of §3 chat tickets (cam shows), shared by the services and their unit tests.
 * The schedule (startsAt, endsAt) is the plan; the performer's own start and end from the studio
 * (startedAt, endedAt) win over it.
 */
export type ShowTimes = { startsAt: Date; endsAt: Date; startedAt: Date | null; endedAt: Date | null };

export type ShowPhase = 'upcoming' | 'running' | 'ended';

export function showPhase(show: ShowTimes, now: Date): ShowPhase {
  if (show.endedAt !== null || show.endsAt <= now) return 'ended';
  if (show.startedAt !== null || show.startsAt <= now) return 'running';
  return 'upcoming';
}

/** The page's start must be the show's start to the millisecond: a moved show is a stale page. */
export function sameStart(startsAt: Date, pageStart: string): boolean {
  const parsed = Date.parse(pageStart);
  return Number.isFinite(parsed) && parsed === startsAt.getTime();
}

/** What a ticket costs in minor units: free shows cost nothing. */
export function ticketPrice(show: { isFree: boolean; price: number }): number {
  return show.isFree ? 0 : Math.max(0, show.price);
}

/**
 * §3 canBuy: the show has not ended, is not free and the guest holds no ticket yet. A free show
 * is still booked (a ticket at 0): only ticket holders are let in while it runs.
 */
export function canBuyTicket(phase: ShowPhase, isBought: boolean, isFree: boolean): boolean {
  return phase !== 'ended' && !isBought && !isFree;
}

/** Whether the guest may take a ticket now (bought, or booked free). */
export function canTakeTicket(phase: ShowPhase, isBought: boolean): boolean {
  return phase !== 'ended' && !isBought;
}

/** A ticket is given back (and refunded) only before the show starts. */
export function canRemoveTicket(phase: ShowPhase): boolean {
  return phase === 'upcoming';
}
