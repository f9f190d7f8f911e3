import { openBoxFromQuery } from './box-from-query';

/**
 * A link that names a box in its query (`<a href="?box=videoShare&videoId=…" data-box-link>`) opens
 * it in place once the boxes are loaded; before that the browser follows it and the box opens from
 * the query of the page it lands on (box-from-query.ts). Either way the page's own server HTML
 * needs no script for the button. Returns the listener's removal.
 */
export function watchBoxLinks(): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-box-link]') : null;
    if (!link || link.origin !== window.location.origin) return;
    if (openBoxFromQuery(new URL(link.href).search, document.documentElement.lang)) event.preventDefault();
  };
  // Capture: before the link router turns the click into a navigation.
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
