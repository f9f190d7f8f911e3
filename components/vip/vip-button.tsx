'use client';

import { useEffect, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { useRealtimeSession } from '@/components/realtime/realtime-session';
import type { Locale } from '@/i18n/routing';
import { isLoggedIn, useGuest } from '@/lib/guest/guest-state';
import { overlayController } from '@/lib/overlay/overlay-store';

async function loadIsVip(locale: Locale, accessToken: string): Promise<boolean> {
  const [{ restRequest }, { subscriptionStateResponseSchema }] = await Promise.all([import('@/lib/api/rest'), import('@/lib/contracts/subscriptions')]);
  return (await restRequest('guest/subscriptions', { language: locale, accessToken, schema: subscriptionStateResponseSchema })).data.isVip;
}

/**
 * The VIP button: for a visitor it leads to login, for a VIP it does nothing (it says
 * so), for everyone else it opens the VIP flow. The VIP update event (§7) keeps it current.
 */
export function VipButton({ locale, text }: { locale: Locale; text: { become: string; trial: string; isVip: string } }) {
  const guest = useGuest();
  const session = useRealtimeSession();
  const [vipOf, setVipOf] = useState<{ guestId: number; isVip: boolean } | null>(null);
  const guestId = isLoggedIn(guest) ? guest.guestId : null;
  const token = isLoggedIn(guest) ? guest.accessToken : null;

  useEffect(() => {
    if (guestId === null || !token) return;
    let live = true;
    loadIsVip(locale, token)
      .then((isVip) => live && setVipOf({ guestId, isVip }))
      .catch(() => {});
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [guestId, locale]);

  useEffect(() => {
    if (!session || guestId === null) return;
    return session.on('vipUpdate', (event) => setVipOf({ guestId, isVip: event.isVip }));
  }, [session, guestId]);

  const isVip = guestId !== null && vipOf?.guestId === guestId && vipOf.isVip;
  if (isVip) {
    return (
      <p role="status" className="inline-flex min-h-10 items-center rounded-full border border-accent px-4 text-sm font-semibold text-accent">
        {text.isVip}
      </p>
    );
  }
  const open = (flow: 'vipabo' | 'trialvipabo') =>
    void overlayController().then((c) => (isLoggedIn(guest) ? c.openOverlay(flow) : c.openAuth({ view: 'login', force: true })));
  return (
    <div className="flex flex-wrap gap-3">
      <button type="button" onClick={() => open('vipabo')} className={buttonStyles.primary}>
        {text.become}
      </button>
      <button type="button" onClick={() => open('trialvipabo')} className={buttonStyles.secondary}>
        {text.trial}
      </button>
    </div>
  );
}
