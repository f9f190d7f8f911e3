/**
 * A closed incentive takes its focused button with it: keyboard users continue at the page's
 * main content instead of the top of the document.
 */
export function focusMainIfInside(region: HTMLElement | null): void {
  if (!region?.contains(document.activeElement)) return;
  document.getElementById('main')?.focus({ preventScroll: true });
}
