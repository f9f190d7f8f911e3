'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { NAVBAR_SCROLL, navbarHiddenAfterScroll } from '@/components/scroll/navbar-scroll';
import { useIsNavbarHidden, useIsScrollLocked, useLayoutActions } from '@/stores/layout';

/** Sets or removes a boolean data attribute on <body> (globals.css styles the page from it). */
function useBodyFlag(name: string, on: boolean) {
  useEffect(() => {
    if (!on) return;
    document.body.setAttribute(name, '');
    return () => document.body.removeAttribute(name);
  }, [name, on]);
}

/**
 * Page-wide consequences of the layout store, mounted once in the header:
 * §2 an open top menu (or a §4 holder) disables body scroll; a page change closes every menu;
 * §4 the navbar hides while scrolling down and comes back when scrolling up; the navigation
 * link of the page shown gets aria-current="page".
 */
export function LayoutEffects() {
  const pathname = usePathname();
  const { pageChanged, navbarScrolled } = useLayoutActions();
  useBodyFlag('data-scroll-locked', useIsScrollLocked());
  useBodyFlag('data-navbar-hidden', useIsNavbarHidden());

  useEffect(() => {
    pageChanged();
    markCurrentLinks(window.location.pathname);
  }, [pathname, pageChanged]);

  // Leaving mobile menu mode (rotating a tablet, resizing) must not leave the page locked.
  useEffect(() => {
    const wide = window.matchMedia('(width >= 1023px)');
    const onChange = () => {
      if (wide.matches) pageChanged();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [pageChanged]);

  // §4/§9: the scroll position is checked 200 ms after scrolling starts, against the last check.
  useEffect(() => {
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
      window.removeEventListener('scroll', onScroll);
      if (timer) clearTimeout(timer);
    };
  }, [navbarScrolled]);

  return null;
}

/** The navigation is rendered on the server (cached per language), so the current link is marked here. */
function markCurrentLinks(pathname: string) {
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
