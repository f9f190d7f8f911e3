/** §9 scroll thresholds: 10 px, 50 px, 200 ms debounce, 5 px tolerance. */
export const NAVBAR_SCROLL = { hideDelta: 10, topZone: 50, checkDelayMs: 200, tolerance: 5 } as const;

/**
 * §4 layout: scrolling down more than 10 px beyond 50 px hides the navbar; scrolling up shows
 * it; changes within 5 px (near-equal sizes, e.g. a mobile toolbar collapsing) change nothing.
 * `previousY` is the position at the last check (200 ms ago), `hidden` the current state.
 */
export function navbarHiddenAfterScroll(previousY: number, currentY: number, hidden: boolean): boolean {
  if (currentY <= NAVBAR_SCROLL.topZone) return false;
  const delta = currentY - previousY;
  if (delta > NAVBAR_SCROLL.hideDelta) return true;
  if (-delta > NAVBAR_SCROLL.tolerance) return false;
  return hidden;
}
