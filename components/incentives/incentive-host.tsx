'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { routeOfPath } from '@/components/layout/locale-path';
import type { Locale } from '@/i18n/routing';
import { consentSnapshot, subscribeConsent } from '@/lib/consent/consent-client';
import { getGuestState, isLoggedIn, useGuest } from '@/stores/guest';
import { useIncentiveReloads, useRegionIncentive } from '@/stores/incentives';
import { whenNoFlow } from '@/stores/overlay';
import type { IncentiveText } from './incentive-text';
import { useExitIntent } from './use-exit-intent';

const IncentiveBanner = lazy(() => import('./incentive-banner').then((module) => ({ default: module.IncentiveBanner })));
const IncentiveCorner = lazy(() => import('./incentive-corner').then((module) => ({ default: module.IncentiveCorner })));

/**
 * §7 getPageLoadIncentives after hydration (pages are cached and shared: nothing per guest comes
 * from the server), again on every page change, on login and logout, and whenever the store asks
 * (§4: after a successful close report, after a payment). A reload waits for an open flow to close.
 */
function usePageLoadIncentives(locale: Locale): void {
  const guest = useGuest();
  const pathname = usePathname();
  const reloads = useIncentiveReloads();
  const who = isLoggedIn(guest) ? `guest:${guest.guestId}` : guest.status;

  useEffect(() => {
    let live = true;
    whenNoFlow(() => {
      // A guest whose token is still on its way waits: the answer would be a visitor's.
      if (!live || getGuestState().status === 'pending') return;
      const route = routeOfPath(pathname);
      void import('@/lib/incentives/load-incentives').then(({ clearPageLoadIncentives, loadPageLoadIncentives }) => {
        if (!live) return;
        if (!route) return clearPageLoadIncentives();
        // The REST client sends the guest's token (a visitor's call has none).
        loadPageLoadIncentives({ language: locale, route: { routeName: route.route, routeArgs: route.args } }).catch(() => {
          // No incentives this time: nothing the guest needs to know.
        });
      });
    });
    return () => {
      live = false;
    };
  }, [who, pathname, reloads, locale]);
}

/**
 * The conversion area (§3 Incentive, §4 Incentives), mounted once in the locale layout: the
 * 'banner' region as a slim bar under the header, the 'corner' region as a small card (bottom
 * right on the desktop, a bottom sheet on phones) once the cookie banner is answered, so it never
 * covers it. Only this starter is first-load JavaScript; the views load when there is something to show.
 */
export function IncentiveHost({ locale, text }: { locale: Locale; text: IncentiveText }) {
  usePageLoadIncentives(locale);
  // §4 exit intent takes the top incentive of its event (desktop, once per session).
  useExitIntent(locale);
  // Both regions sit at the bottom of the viewport, where the cookie banner is: they wait for its answer.
  const banner = useRegionIncentive('banner');
  const corner = useRegionIncentive('corner');
  const consentAnswered = useSyncExternalStore(subscribeConsent, consentSnapshot, () => '') !== '';
  return (
    <>
      {banner && consentAnswered ? (
        <Suspense fallback={null}>
          <IncentiveBanner key={banner.type} incentive={banner} locale={locale} text={text} />
        </Suspense>
      ) : null}
      {corner && consentAnswered ? (
        <Suspense fallback={null}>
          <IncentiveCorner key={corner.type} incentive={corner} locale={locale} text={text} />
        </Suspense>
      ) : null}
    </>
  );
}
