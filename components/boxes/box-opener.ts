/**
 * The control a guest last pressed, to give focus back to when a box opened by that press closes
 * (§2 focus restored to the opener). A press does not always focus what it pressed (Safari never
 * focuses a clicked button, nor does a script's click()), so at the box's opening the focused
 * element may be the body: then the pressed control is the opener.
 */
const FOCUSABLE = 'button, a[href], input, select, textarea, summary, [tabindex]';
/** A box opens after its chunk and its strings arrive: a press this recent opened it. */
const OPENER_WINDOW_MS = 10_000;

let last: { element: HTMLElement; at: number } | null = null;

const remember = (event: Event) => {
  const element = event.target instanceof Element ? event.target.closest<HTMLElement>(FOCUSABLE) : null;
  if (element) last = { element, at: Date.now() };
};

/** Installed once by the box host; returns its uninstall. */
export function watchBoxOpeners(): () => void {
  document.addEventListener('click', remember, true);
  return () => document.removeEventListener('click', remember, true);
}

/** The recently pressed control, while it is still on the page. */
export function recentOpener(): HTMLElement | null {
  if (!last || Date.now() - last.at > OPENER_WINDOW_MS || !last.element.isConnected) return null;
  return last.element;
}
