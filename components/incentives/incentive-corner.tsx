'use client';

import { useRef } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Locale } from '@/i18n/routing';
import type { Incentive, RefillHideInterval } from '@/lib/contracts/incentive';
import { acceptIncentive, closeIncentive, hideRefillWindow } from '@/lib/incentives/incentive-actions';
import { CloseOfferButton } from './close-offer-button';
import { focusMainIfInside } from './focus-after-close';
import { IncentiveCountdown } from './incentive-countdown';
import type { IncentiveText } from './incentive-text';

type Props = { incentive: Incentive; locale: Locale; text: IncentiveText };

/**
 * The 'corner' region: a small card bottom right on the desktop, a bottom sheet on phones, under
 * the header's, the cookie banner's and the notices' layers. The refill card can be hidden for a
 * day or a week (§7 setRefillWindowHidden).
 */
export function IncentiveCorner({ incentive, locale, text }: Props) {
  const region = useRef<HTMLElement>(null);
  const words = text.types[incentive.type];
  const away = (run: () => Promise<void>) => {
    focusMainIfInside(region.current);
    void run();
  };
  const hide = (interval: RefillHideInterval) => away(() => hideRefillWindow(interval, locale));
  return (
    <section
      ref={region}
      aria-label={text.cornerLabel}
      data-incentive={incentive.type}
      data-incentive-event={incentive.event}
      data-on-bars=""
      className="fixed inset-x-0 bottom-[calc(var(--incentive-bar,0px)+var(--status-bar,0px))] z-[45] border-t border-line bg-surface px-4 pb-4 pt-3 shadow-[0_-8px_24px_rgba(0,0,0,0.4)] sm:inset-x-auto sm:bottom-[calc(var(--incentive-bar,0px)+var(--status-bar,0px)+1rem)] sm:right-4 sm:w-80 sm:rounded-tile sm:border sm:shadow-2xl"
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1 pt-2">
          <p className="font-semibold text-fg">{words.title}</p>
          <p className="mt-1 text-sm text-muted">{words.body}</p>
          <IncentiveCountdown incentive={incentive} template={text.endsIn} />
        </div>
        <CloseOfferButton label={text.close} onClick={() => away(() => closeIncentive(incentive, 'dismissed', locale))} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={() => acceptIncentive(incentive, locale)} className={buttonStyles.primary}>
          {words.cta}
        </button>
        {incentive.type === 'refill' ? (
          <>
            <button type="button" onClick={() => hide('day')} className={buttonStyles.ghost}>
              {text.hideDay}
            </button>
            <button type="button" onClick={() => hide('week')} className={buttonStyles.ghost}>
              {text.hideWeek}
            </button>
          </>
        ) : null}
      </div>
    </section>
  );
}
