'use client';

import { useEffect } from 'react';
import { openBox } from '@/components/boxes/open-box';
import type { Locale } from '@/i18n/routing';
import { settledGuestState } from '@/stores/guest';
import { whenNoFlow } from '@/stores/overlay';

/**
 * §2 "A special-market variant shows a login modal to non-logged-in, non-anonymous visitors on
 * its own hosts": once per page load, on the hosts the layout says are the special market's. A
 * page opened with the login hint waits until the guest is known (no box for a guest whose
 * session is being restored); this product keeps no anonymous guest accounts, so every visitor
 * who is not logged in is asked. An open login or payment flow goes first. After a login the
 * overlay takes the page to the market's home (lib/overlay/special-market.ts).
 */
export function SpecialLoginPrompt({ locale }: { locale: Locale }) {
  useEffect(() => {
    let live = true;
    void settledGuestState().then((guest) => {
      if (live && guest.status === 'anonymous') whenNoFlow(() => live && openBox('specialLogin', { locale }));
    });
    return () => {
      live = false;
    };
  }, [locale]);
  return null;
}
