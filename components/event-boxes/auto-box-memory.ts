/**
 * Which of the boxes that open by themselves a guest has seen on a Berlin day in this browser
 * (§2: each at most once a day). localStorage, read after hydration only; a browser that keeps
 * nothing (private mode, storage full) simply shows the box again.
 */
type Kind = 'tagReward' | 'fiveDays';
type Memory = { day: string; tagReward: boolean; fiveDays: boolean };

const keyOf = (guestId: number) => `eventBoxes.seen.${guestId}`;

export function seenOn(guestId: number, day: string): Omit<Memory, 'day'> {
  try {
    const stored = JSON.parse(window.localStorage.getItem(keyOf(guestId)) ?? 'null') as Partial<Memory> | null;
    if (stored?.day === day) return { tagReward: stored.tagReward === true, fiveDays: stored.fiveDays === true };
  } catch {
    // Unreadable: as if nothing was seen.
  }
  return { tagReward: false, fiveDays: false };
}

export function markSeen(guestId: number, day: string, kind: Kind): void {
  try {
    window.localStorage.setItem(keyOf(guestId), JSON.stringify({ ...seenOn(guestId, day), day, [kind]: true }));
  } catch {
    // Nothing kept: the box may come again on the next page view today.
  }
}
