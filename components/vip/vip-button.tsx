'use client';

import { useQuery } from '@tanstack/react-query';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Locale } from '@/i18n/routing';
import { subscriptionsOptions } from '@/lib/queries/guest';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { overlayController } from '@/lib/overlay/overlay-loader';

/**
 * The VIP button: for a visitor it leads to login, for a VIP it does nothing (it says
 * so), for everyone else it opens the VIP flow. The §7 VIP update event keeps it current
 * (lib/realtime/query-invalidation.ts).
 */
export function VipButton({ locale, text }: { locale: Locale; text: { become: string; trial: string; isVip: string } }) {
  const guest = useGuest();
  const subscriptions = useQuery({ ...subscriptionsOptions(locale), enabled: isLoggedIn(guest) });
  const isVip = isLoggedIn(guest) && subscriptions.data?.isVip === true;
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
