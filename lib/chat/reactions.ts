/**
 * Live reactions (§7 incoming `liveReaction`): a fixed set a guest in a running
 * chat taps; free, nothing stored. Plain constants and pure rules (no zod), so the page can import
 * them cheaply; the wire schema is in lib/contracts/chat.ts.
 */
export const liveReactions = ['heart', 'fire', 'clap', 'wow', 'laugh'] as const;
export type LiveReaction = (typeof liveReactions)[number];

export const isLiveReaction = (value: unknown): value is LiveReaction => (liveReactions as readonly unknown[]).includes(value);

/** At most one reaction per second per guest; a faster tap is refused (409 {reason: 'tooFast'}). */
export const REACTION_INTERVAL_MS = 1_000;

/** The rate rule: a reaction at `now` is allowed when the guest's last accepted one is at least the interval ago. */
export function reactionAllowed(lastAcceptedAt: number | undefined, now: number, intervalMs = REACTION_INTERVAL_MS): boolean {
  return lastAcceptedAt === undefined || now - lastAcceptedAt >= intervalMs;
}

/** How long a floating emoji stays on the video (the CSS animation's length). */
export const FLOATING_REACTION_MS = 2_500;
/** At most this many float at once; older ones leave first (a burst of a whole room stays readable). */
export const MAX_FLOATING_REACTIONS = 12;

export type FloatingReaction = { key: string; reaction: LiveReaction; guestName: string; at: number };

/** Adds one floating reaction and drops the expired and the oldest beyond the limit. */
export function addFloating(list: readonly FloatingReaction[], next: FloatingReaction, now: number): FloatingReaction[] {
  const alive = list.filter((item) => now - item.at < FLOATING_REACTION_MS);
  return [...alive, next].slice(-MAX_FLOATING_REACTIONS);
}
