'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { routeOfPath } from '@/components/layout/locale-path';
import type { Locale } from '@/i18n/routing';
import { EXIT_INTENT_KEY, isExitIntent } from '@/lib/incentives/exit-intent';

function sessionFlag(): boolean {
  try {
    return window.sessionStorage.getItem(EXIT_INTENT_KEY) === '1';
  } catch {
    return false; // storage blocked: the listener itself still fires only once per page
  }
}

function rememberSession(): void {
  try {
    window.sessionStorage.setItem(EXIT_INTENT_KEY, '1');
  } catch {
    // storage blocked: nothing to remember
  }
}

/**
 * §4 exit intent (lib/incentives/exit-intent.ts): the first time in a browser session that the
 * desktop pointer leaves the window through its top edge, the page asks getIncentivesByEvent for
 * exitIntent and shows the top one. Mounted by the incentive host (after the first view).
 */
export function useExitIntent(locale: Locale): void {
  const pathname = usePathname();
  useEffect(() => {
    const desktop = typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover) and (pointer: fine)').matches;
    if (!desktop || sessionFlag()) return;
    const onMouseOut = (event: MouseEvent) => {
      if (!isExitIntent({ clientY: event.clientY, intoPage: event.relatedTarget !== null, desktop, alreadyShown: sessionFlag() })) return;
      rememberSession();
      document.removeEventListener('mouseout', onMouseOut);
      const route = routeOfPath(pathname);
      if (!route) return;
      void import('@/lib/incentives/event-incentives').then(({ loadExitIntentIncentives }) =>
        loadExitIntentIncentives(locale, { routeName: route.route, routeArgs: route.args }).catch(() => {
          // No offer this time: nothing the guest needs to know.
        }),
      );
    };
    document.addEventListener('mouseout', onMouseOut);
    return () => document.removeEventListener('mouseout', onMouseOut);
  }, [locale, pathname]);
}
