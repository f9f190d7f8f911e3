'use client';

import { useEffect } from 'react';
import { usePathname } from '@/i18n/navigation';
import { useIsScrollLocked, useLayoutActions } from '@/stores/layout';

/**
 * Page-wide consequences of the layout store, mounted once in the header:
 * §2 an open top menu disables body scroll; a page change closes every menu.
 */
export function LayoutEffects() {
  const locked = useIsScrollLocked();
  const pathname = usePathname();
  const { pageChanged } = useLayoutActions();

  useEffect(() => {
    if (!locked) return;
    document.body.setAttribute('data-scroll-locked', '');
    return () => document.body.removeAttribute('data-scroll-locked');
  }, [locked]);

  useEffect(() => {
    pageChanged();
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

  return null;
}
