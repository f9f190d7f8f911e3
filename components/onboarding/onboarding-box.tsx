'use client';

import { useAfterClose } from '@/components/boxes/after-box-closed';
import { NamedBox } from '@/components/boxes/named-box';
import { boxesStore } from '@/stores/boxes';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { Locale } from '@/i18n/routing';

type Props = { locale: Locale; onClose: () => void };

/**
 * §2 onboarding: a new guest's first step after signing up (onboarding-after-signup.ts opens
 * it). "Choose" hands over to the onboarding-choose box once this one has gone (one box of the
 * pair at a time); "Later" only closes.
 */
export function OnboardingBox({ locale, onClose }: Props) {
  const after = useAfterClose(onClose);
  // Through the store, not openBox: the registry loads this box, so importing it back would be a cycle.
  const choose = () => after.later(() => boxesStore.getState().actions.boxOpened('onboardingChoose', { locale }));
  return (
    <NamedBox locale={locale} onClose={onClose}>
      {(text) => (
        <Dialog onClose={onClose} afterClose={after.run} box="onboarding">
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
