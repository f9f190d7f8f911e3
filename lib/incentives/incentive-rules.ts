import type { Incentive, IncentiveEvent, IncentiveRegion, IncentiveType } from '@/lib/contracts/incentive';

/**
 * The §4 incentive rules as pure functions over the page's list (kept sorted by priority, highest
 * first). Type imports only: this ships with the page's first-load JavaScript, zod does not.
 */

/** §4: "Page-load and video-preview-ended incentives replace earlier ones of the same event." */
const REPLACING_EVENTS: ReadonlySet<IncentiveEvent> = new Set<IncentiveEvent>(['pageLoad', 'videoPreviewEnd']);

const byPriority = (a: Incentive, b: Incentive) => b.priority - a.priority;
const sameSlot = (a: Incentive, b: Incentive) => a.region === b.region && a.type === b.type;

/** §4: "Exit-intent takes the top one": the highest priority of what arrived. */
export function exitIntentPick(incoming: readonly Incentive[]): Incentive | null {
  return [...incoming].sort(byPriority)[0] ?? null;
}

/**
 * Incentives that arrived for `event` at `nowSeconds` (epoch s): they replace the earlier ones of
 * a replacing event; each is added to its region, one per type (a newer one of the same type
 * replaces the older); the list stays sorted by priority descending. A countdown starts at arrival.
 */
export function incentivesReceived(current: readonly Incentive[], event: IncentiveEvent, incoming: readonly Incentive[], nowSeconds: number): Incentive[] {
  const kept = REPLACING_EVENTS.has(event) ? current.filter((item) => item.event !== event) : [...current];
  const picked = event === 'exitIntent' ? [exitIntentPick(incoming)].filter((item) => item !== null) : incoming;
  const added: Incentive[] = [];
  for (const item of [...picked].sort(byPriority)) {
    if (added.some((other) => sameSlot(other, item))) continue; // one per type and region: the higher wins
    added.push({ ...item, event, countdownStartTime: item.countdown === null ? null : nowSeconds });
  }
  return [...kept.filter((item) => !added.some((other) => sameSlot(other, item))), ...added].sort(byPriority);
}

/** §4: "Countdown shrinks by elapsed seconds"; null without a countdown, never below 0. */
export function remainingSeconds(incentive: Incentive, nowSeconds: number): number | null {
  if (incentive.countdown === null) return null;
  const elapsed = Math.max(0, nowSeconds - (incentive.countdownStartTime ?? nowSeconds));
  return Math.max(0, incentive.countdown - elapsed);
}

/** §4: "Closing removes the incentive." */
export function incentiveRemoved(current: readonly Incentive[], incentive: Pick<Incentive, 'region' | 'type'>): Incentive[] {
  return current.filter((item) => !(item.region === incentive.region && item.type === incentive.type));
}

/** §4: "Hiding the refill window removes that type" (from every region). */
export function typeRemoved(current: readonly Incentive[], type: IncentiveType): Incentive[] {
  return current.filter((item) => item.type !== type);
}

/** §9 blocked groups (the block cookie) never show. */
export function withoutBlocked(current: readonly Incentive[], blockedGroups: ReadonlySet<string>): Incentive[] {
  return current.filter((item) => !blockedGroups.has(item.uniqueGroup));
}

/** What a region shows: its highest-priority incentive (a run-out countdown is removed by the page). */
export function topOfRegion(current: readonly Incentive[], region: IncentiveRegion): Incentive | null {
  return current.find((item) => item.region === region) ?? null;
}
