/**
 * §2 "block page scrolling" for a box placed over the cookie banner: the body stops scrolling
 * while at least one lock is held; the last release puts back exactly the overflow and right
 * padding the body had before (a page that set its own keeps it). The scrollbar's width becomes
 * padding so the page does not jump sideways when the bar disappears.
 */
let held = 0;
let before: { overflow: string; paddingRight: string } | null = null;

export function lockBodyScroll(): () => void {
  const body = document.body;
  if (held === 0) {
    before = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${(Number.parseFloat(getComputedStyle(body).paddingRight) || 0) + scrollbar}px`;
  }
  held += 1;
  let released = false;
  return () => {
    // A release called twice (an effect cleaned up twice) must not free another box's lock.
    if (released) return;
    released = true;
    held -= 1;
    if (held > 0 || !before) return;
    body.style.overflow = before.overflow;
    body.style.paddingRight = before.paddingRight;
    before = null;
  };
}
