/** §9: scroll animation 500 ms; scroll handling 200 ms after the page change; offset 35 px. */
export const SCROLL = { durationMs: 500, delayMs: 200, offsetPx: 35 } as const;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Scrolls the window to `targetY` in 500 ms (eased), or at once when the guest prefers reduced
 * motion. Returns a function that stops the animation (a new page change, the guest scrolling).
 */
export function animateScroll(targetY: number, win: Window = window): () => void {
  const startY = win.scrollY;
  const distance = targetY - startY;
  if (distance === 0) return () => {};
  if (win.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    win.scrollTo(0, targetY);
    return () => {};
  }
  let frame = 0;
  let start: number | null = null;
  const step = (now: number) => {
    start ??= now;
    const progress = Math.min(1, (now - start) / SCROLL.durationMs);
    win.scrollTo(0, Math.round(startY + distance * easeInOut(progress)));
    if (progress < 1) frame = win.requestAnimationFrame(step);
  };
  frame = win.requestAnimationFrame(step);
  return () => win.cancelAnimationFrame(frame);
}

/**
 * Where the window must scroll so the element sits 35 px below the top edge. When the header
 * bar will still be showing there (§4: it hides only when scrolling down), it is added too.
 */
export function scrollTargetY(element: Element, win: Window = window, header: Element | null = null): number {
  const currentY = win.scrollY;
  const y = Math.max(0, element.getBoundingClientRect().top + currentY - SCROLL.offsetPx);
  const headerStays = y < currentY + 10 || y <= 50;
  return headerStays && header ? Math.max(0, y - header.getBoundingClientRect().height) : y;
}

/** §2 `?scrollTo=<id>`: scrolls to the element with that id (null when there is none); returns the stop function. */
export function scrollToElement(id: string, win: Window = window): (() => void) | null {
  const element = win.document.getElementById(id);
  if (!element) return null;
  const header = win.document.querySelector('body > header');
  return animateScroll(scrollTargetY(element, win, header), win);
}
