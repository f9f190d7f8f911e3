import { NAVBAR_SCROLL, navbarHiddenAfterScroll } from '@/components/scroll/navbar-scroll';
import { layoutActions, watchPageFlags } from '@/stores/layout';

/** Sets or removes a boolean data attribute on <body> (globals.css styles the page from it). */
const setBodyFlag = (name: string, on: boolean) => document.body.toggleAttribute(name, on);

/**
 * Page-wide consequences of the layout store, loaded after hydration by LayoutEffects:
 * §2 an open top menu (or a §4 holder) disables body scroll (body[data-scroll-locked]);
 * §4 the navbar hides while scrolling down and comes back when scrolling up
 * (body[data-navbar-hidden]); leaving mobile menu mode closes every menu. Returns the undo.
 */
export function installPageEffects(): () => void {
  const { pageChanged, navbarScrolled } = layoutActions();
  const unwatch = watchPageFlags(({ scrollLocked, navbarHidden }) => {
    setBodyFlag('data-scroll-locked', scrollLocked);
    setBodyFlag('data-navbar-hidden', navbarHidden);
  });

  // Leaving mobile menu mode (rotating a tablet, resizing) must not leave the page locked.
  const wide = window.matchMedia('(width >= 1023px)');
  const onWide = () => {
    if (wide.matches) pageChanged();
  };
  wide.addEventListener('change', onWide);

  // §4/§9: the scroll position is checked 200 ms after scrolling starts, against the last check.
  let lastY = window.scrollY;
  let hidden = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const check = () => {
    timer = null;
    const y = window.scrollY;
    hidden = navbarHiddenAfterScroll(lastY, y, hidden);
    lastY = y;
    navbarScrolled(hidden);
  };
  const onScroll = () => {
    timer ??= setTimeout(check, NAVBAR_SCROLL.checkDelayMs);
  };
  window.addEventListener('scroll', onScroll, { passive: true });

  return () => {
    unwatch();
    setBodyFlag('data-scroll-locked', false);
    setBodyFlag('data-navbar-hidden', false);
    wide.removeEventListener('change', onWide);
    window.removeEventListener('scroll', onScroll);
    if (timer) clearTimeout(timer);
  };
}

/** The navigation is rendered on the server (cached per language), so the current link is marked here. */
export function markCurrentLinks(pathname: string) {
  const links = document.querySelectorAll<HTMLAnchorElement>('a[data-nav-link]');
  for (const link of links) {
    if (new URL(link.href).pathname === pathname) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  for (const group of document.querySelectorAll<HTMLElement>('[data-nav-group]')) {
    const button = group.querySelector('button');
    if (group.querySelector('a[aria-current="page"]')) button?.setAttribute('data-current', '');
    else button?.removeAttribute('data-current');
  }
}
