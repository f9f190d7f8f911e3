'use client';

import { useEffect } from 'react';
import { BoxBody } from '@/components/boxes/box-body';
import { useAfterClose } from '@/components/boxes/after-box-closed';
import { NamedBox } from '@/components/boxes/named-box';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { Locale } from '@/i18n/routing';
import { overlayController } from '@/lib/overlay/overlay-loader';
import { isLoggedIn, useGuest } from '@/stores/guest';

type Props = { locale: Locale; onClose: () => void };

/**
 * §2 the special market's login box: log in or sign up through the hosted flow. After a login
 * on a special-market route the overlay itself goes to the market's home (§2, 500 ms,
 * lib/overlay/special-market.ts). A guest who is logged in already has nothing to do here.
 */
export function SpecialLoginBox({ locale, onClose }: Props) {
  const guest = useGuest();
  const after = useAfterClose(onClose);
  const loggedIn = isLoggedIn(guest);
  // Opened for a guest who is logged in (a stale link): it frees its name at once.
  useEffect(() => {
    if (loggedIn) onClose();
  }, [loggedIn, onClose]);
  if (loggedIn) return null;
  const door = (view: 'login' | 'signup') => after.later(() => void overlayController().then((controller) => controller.openAuth({ view, force: true })));
  return (
    <NamedBox locale={locale} onClose={onClose}>
      {(text) => (
        <Dialog onClose={onClose} afterClose={after.run} box="special-login">
          <DialogTitle>{text.specialLogin.title}</DialogTitle>
          <DialogDescription>{text.specialLogin.body}</DialogDescription>
          <BoxBody close={text.close}>
            <div className="flex flex-col gap-2 sm:flex-row">
              <button type="button" onClick={() => door('login')} className={buttonStyles.primary}>
                {text.specialLogin.login}
              </button>
              <button type="button" onClick={() => door('signup')} className={buttonStyles.secondary}>
                {text.specialLogin.signup}
              </button>
            </div>
          </BoxBody>
        </Dialog>
      )}
    </NamedBox>
  );
}
