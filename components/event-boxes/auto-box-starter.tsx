'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { getGuestState, isLoggedIn, useGuest } from '@/stores/guest';
import { useGuestSession } from '@/stores/guest-session';

/**
 * Decides, after the first view, whether a §2 box opens by itself (tag-reward, five-days-bonus),
 * on every page of a document the guest was logged in for when it loaded: a page on which she
 * has just signed up or logged in belongs to that flow (and to the conversion-chat offer that
 * follows a sign-up), the boxes wait for her next page. The deciding code and every query load
 * only then (components/event-boxes/start-auto-box.ts), once her session (her §6 roles) is there.
 */
export function AutoBoxStarter({ locale }: { locale: Locale }) {
  const pathname = usePathname();
  const guest = useGuest();
  const session = useGuestSession();
  // The guest as this document met her: a visitor stays one here, whatever happens later.
  const [visitorAtLoad] = useState(() => getGuestState().status === 'anonymous');
  const guestId = isLoggedIn(guest) && !visitorAtLoad ? guest.guestId : null;
  const ready = guestId !== null && session !== null;
  const isVip = session?.isVip === true;
  const isPayingCustomer = session?.isPayingCustomer === true;

  useEffect(() => {
    if (!ready || guestId === null) return;
    const qmday = new URLSearchParams(window.location.search).get('qmday');
    void import('./start-auto-box')
      .then(({ startAutoBox }) => startAutoBox({ locale, qmday, guestId, roles: { isVip, isPayingCustomer } }))
      .catch(() => {
        // §8: a box that could not load is simply not shown; the page works without it.
      });
  }, [ready, guestId, isVip, isPayingCustomer, locale, pathname]);

  return null;
}
