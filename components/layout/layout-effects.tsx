'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useLayoutActions } from '@/stores/layout';
import { EARLY_CLICKS_GLOBAL } from './early-click-global';

// What runs the header's menus and the page-wide effects loads after hydration (first-load budget).
const loadMenus = () => import('./header-menus');
const loadPageEffects = () => import('./page-effects');
// §3 the Easter egg of this page, for a logged-in guest while the hunt is live (a failure is silently ignored, §8).
const placeEgg = (pathname: string) => void import('@/components/seasonal/egg-hunt').then(({ placeEgg }) => placeEgg(pathname)).catch(() => undefined);

/**
 * Mounted once in the header: a page change closes every menu and marks the navigation link of
 * the page shown (aria-current="page"); after hydration it installs the header's menus
 * (header-menus.ts) and the page-wide effects of the layout store (page-effects.ts: §2 an open
 * menu disables body scroll, §4 the navbar hides while scrolling down).
 */
export function LayoutEffects() {
  const pathname = usePathname();
  const { pageChanged } = useLayoutActions();

  useEffect(() => {
    pageChanged();
    void loadPageEffects().then(({ markCurrentLinks }) => markCurrentLinks(window.location.pathname));
    placeEgg(window.location.pathname);
  }, [pathname, pageChanged]);

  useEffect(() => {
    let live = true;
    const undo: (() => void)[] = [];
    void Promise.all([loadMenus(), loadPageEffects()]).then(([menus, page]) => {
      if (!live) return;
      undo.push(menus.installHeaderMenus(document), page.installPageEffects());
      // A press held back before the page could act on it (early-click-script.tsx) now acts.
      (window as unknown as Record<string, (() => void) | undefined>)[EARLY_CLICKS_GLOBAL]?.();
    });
    return () => {
      live = false;
      for (const step of undo) step();
    };
  }, []);

  return null;
}
