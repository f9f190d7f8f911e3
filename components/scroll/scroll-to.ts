/** §9: scroll animation 500 ms; scroll handling 200 ms after the page change; offset 35 px. */
export const SCROLL = { durationMs: 500, delayMs: 200, offsetPx: 35 } as const;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Scrolls the window to `target` in 500 ms (eased), or at once when the guest prefers reduced
 * motion. A function target is asked again on every frame: blocks below the first view
 * are laid out only as they near the viewport (content-visibility, app/globals.css), so an
 * element's place moves while the page scrolls towards it, and after landing too.
 * Returns a function that stops the animation (a new page change, the guest scrolling).
 */
export function animateScroll(target: number | (() => number), win: Window = window): () => void {
  const goal = typeof target === 'function' ? target : () => target;
  const startY = win.scrollY;
  if (goal() === startY) return () => {};
  const reduced = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  let frame = 0;
  let start: number | null = null;
  let landed = 0;
  let steady = 0;
  // Landed: follow the element while the blocks around it take their real size (a few frames).
  const follow = () => {
    const y = Math.round(goal());
    if (y === Math.round(win.scrollY)) steady += 1;
    else {
      steady = 0;
      win.scrollTo(0, y);
    }
    landed += 1;
    if (steady < 3 && landed < 30) frame = win.requestAnimationFrame(follow);
  };
  const step = (now: number) => {
    start ??= now;
    const progress = Math.min(1, (now - start) / SCROLL.durationMs);
    win.scrollTo(0, Math.round(startY + (goal() - startY) * easeInOut(progress)));
    frame = win.requestAnimationFrame(progress < 1 ? step : follow);
  };
  if (reduced) {
    win.scrollTo(0, Math.round(goal()));
    frame = win.requestAnimationFrame(follow);
  } else {
    frame = win.requestAnimationFrame(step);
  }
  return () => win.cancelAnimationFrame(frame);
}

/** Where the window must scroll so the element sits 35 px below the top edge (header aside). */
function elementY(element: Element, win: Window): number {
  return Math.max(0, element.getBoundingClientRect().top + win.scrollY - SCROLL.offsetPx);
}

/** §2 `?scrollTo=<id>`: scrolls to the element with that id (null when there is none); returns the stop function. */
export function scrollToElement(id: string, win: Window = window): (() => void) | null {
  const element = win.document.getElementById(id);
  if (!element) return null;
  const header = win.document.querySelector('body > header');
  // §4: the header bar hides only when scrolling down, so on the way up (or near the top) it still
  // covers the top and its height is added. Decided once by the direction at the start; the
  // element's place is followed on every frame.
  const startY = elementY(element, win);
  const keepHeader = header !== null && (startY < win.scrollY + 10 || startY <= 50);
  return animateScroll(() => {
    const y = elementY(element, win);
    return keepHeader ? Math.max(0, y - header.getBoundingClientRect().height) : y;
  }, win);
}
