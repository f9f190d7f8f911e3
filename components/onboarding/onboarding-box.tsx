'use client';

import { NamedBox } from '@/components/boxes/named-box';
import { dockedCard } from '@/components/event-boxes/docked-card';
import { boxesStore } from '@/stores/boxes';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { Locale } from '@/i18n/routing';

type Props = { locale: Locale; onClose: () => void };

/**
 * §2 onboarding: a new guest's first step after signing up (onboarding-after-signup.ts opens
 * it, installed by the box host). A card docked in the corner, where the conversion-chat offer
 * would be: the page stays usable and no focus is taken, and the offer follows once this card
 * (and onboarding-choose) closed (components/boxes/when-no-box.ts) — one box at a time.
 * "Choose" hands over to the onboarding-choose box (one box of the pair at a time); "Later" only closes.
 */
export function OnboardingBox({ locale, onClose }: Props) {
  // Through the store, not openBox: the registry loads this box, so importing it back would be a cycle.
  const choose = () => {
    onClose();
    boxesStore.getState().actions.boxOpened('onboardingChoose', { locale });
  };
  return (
    <NamedBox locale={locale} onClose={onClose}>
      {(text) => (
        <Dialog onClose={onClose} docked box="onboarding" className={dockedCard}>
          <DialogTitle>{text.onboarding.title}</DialogTitle>
          <DialogDescription>{text.onboarding.body}</DialogDescription>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose className={buttonStyles.secondary}>{text.onboarding.later}</DialogClose>
            <button type="button" onClick={choose} className={buttonStyles.primary}>
              {text.onboarding.start}
            </button>
          </div>
        </Dialog>
      )}
    </NamedBox>
  );
}
