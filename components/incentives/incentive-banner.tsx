'use client';

import { useRef } from 'react';
import { useBarHeight } from '@/components/layout/use-bar-height';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Locale } from '@/i18n/routing';
import type { Incentive } from '@/lib/contracts/incentive';
import { acceptIncentive, closeIncentive } from '@/lib/incentives/incentive-actions';
import { CloseOfferButton } from './close-offer-button';
import { focusMainIfInside } from './focus-after-close';
import { IncentiveCountdown } from './incentive-countdown';
import type { IncentiveText } from './incentive-text';

type Props = { incentive: Incentive; locale: Locale; text: IncentiveText };

/**
 * The 'banner' region: a slim bar fixed to the bottom of the viewport with the offer, its button
 * and a ×. It arrives after hydration, so it must not push the page down (a layout shift, and a
 * ?scrollTo= target would move): fixed at the bottom, it only adds its height as bottom padding of
 * the page (--incentive-bar, app/globals.css), so the footer stays reachable.
 */
export function IncentiveBanner({ incentive, locale, text }: Props) {
  const region = useRef<HTMLElement>(null);
  useBarHeight(region, 'incentive');
  const words = text.types[incentive.type];
  const dismiss = () => {
    focusMainIfInside(region.current);
    void closeIncentive(incentive, 'dismissed', locale);
  };
  return (
    <section ref={region} aria-label={text.bannerLabel} data-incentive={incentive.type} data-incentive-event={incentive.event} className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface shadow-[0_-8px_24px_rgba(0,0,0,0.35)]">
      <div className="mx-auto flex max-w-[1600px] items-center gap-2 py-1.5 pl-3 pr-1 sm:gap-4 sm:pl-4 lg:px-6">
        <div className="min-w-0 flex-1 text-sm">
          <p>
            <strong className="font-semibold text-fg">{words.title}</strong> <span className="hidden text-muted sm:inline">{words.body}</span>
          </p>
          <IncentiveCountdown incentive={incentive} template={text.endsIn} />
        </div>
        <button type="button" onClick={() => acceptIncentive(incentive, locale)} className={`${buttonStyles.primary} shrink-0 px-3`}>
          {words.cta}
        </button>
        <CloseOfferButton label={text.close} onClick={dismiss} />
      </div>
    </section>
  );
}
