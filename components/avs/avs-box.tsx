'use client';

import { BoxBody } from '@/components/boxes/box-body';
import { useAfterClose } from '@/components/boxes/after-box-closed';
import { NamedBox } from '@/components/boxes/named-box';
import { pageLocale } from '@/components/boxes/page-locale';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { Locale } from '@/i18n/routing';
import { overlayController } from '@/lib/overlay/overlay-loader';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { useHasAvs } from '@/stores/guest-session';

/** `locale`: by default the page's (the album's "verify age" opens it without props, to stay small). */
type Props = { locale?: Locale; onClose: () => void };

/**
 * §2 avs box (age verification): why the check is asked and the door to it — the existing §2
 * avs flow of the overlay for a guest, the login first for a visitor (AVS needs an account, §6).
 * §4: "a needAvs response opens the age-verification box"; a verified guest is told so.
 */
export function AvsBox({ locale = pageLocale(), onClose }: Props) {
  const guest = useGuest();
  const verified = useHasAvs();
  const after = useAfterClose(onClose);
  const loggedIn = isLoggedIn(guest);
  const start = () =>
    after.later(() => void overlayController().then((controller) => (loggedIn ? controller.openOverlay('avs') : controller.openAuth({ force: true }))));
  return (
    <NamedBox locale={locale} onClose={onClose}>
      {(text) => (
        <Dialog onClose={onClose} afterClose={after.run} box="avs">
          <DialogTitle>{text.avs.title}</DialogTitle>
          <DialogDescription>{verified ? text.avs.verified : text.avs.body}</DialogDescription>
          <BoxBody close={text.close}>
            {verified ? null : (
              <button type="button" onClick={start} className={buttonStyles.primary}>
                {loggedIn ? text.avs.verify : text.avs.login}
              </button>
            )}
          </BoxBody>
        </Dialog>
      )}
    </NamedBox>
  );
}
