/**
 * Where a message list scrolls after it changed. A newer last message scrolls to the bottom when
 * the reader was there (or wrote it); an older page prepended above keeps the message she was
 * looking at still — the list shifts by exactly the height that was added above the previous
 * first message. The list sets `overflow-anchor: none`, so no browser corrects it a second time.
 */

/** Measured after the previous commit. */
export type ScrollSnapshot = { firstId: number; lastId: number; firstTop: number; scrollHeight: number };

/** Measured now, after the DOM changed and before paint. */
export type ScrollNow = {
  firstId: number;
  lastId: number;
  lastIsMine: boolean;
  scrollTop: number;
  clientHeight: number;
  /** offsetTop of the previous first message, where it sits now (null: it is gone). */
  previousFirstTop: number | null;
};

export type ScrollMove = { to: 'bottom' } | { by: number } | null;

/** Within this distance of the bottom the reader counts as "at the newest message". */
export const NEAR_BOTTOM_PX = 80;

export function scrollMove(before: ScrollSnapshot | null, now: ScrollNow): ScrollMove {
  if (!before) return { to: 'bottom' };
  const prepended = now.firstId !== before.firstId && now.lastId === before.lastId;
  if (prepended) {
    if (now.previousFirstTop === null) return null;
    const by = now.previousFirstTop - before.firstTop;
    return by === 0 ? null : { by };
  }
  if (now.lastId === before.lastId) return null;
  const gapBefore = before.scrollHeight - now.scrollTop - now.clientHeight;
  return now.lastIsMine || gapBefore <= NEAR_BOTTOM_PX ? { to: 'bottom' } : null;
}
