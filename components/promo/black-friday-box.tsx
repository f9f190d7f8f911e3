'use client';

import { BoxBody } from '@/components/boxes/box-body';
import { useAfterClose } from '@/components/boxes/after-box-closed';
import { NamedBox } from '@/components/boxes/named-box';
import { berlinToday } from '@/components/event-boxes/calendar-days';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { Locale } from '@/i18n/routing';
import { fill } from '@/lib/format/fill';
import { overlayController } from '@/lib/overlay/overlay-loader';
import { BLACK_FRIDAY_2020, blackFridayRuns } from '@/lib/promo/black-friday-2020';
import { isLoggedIn, useGuest } from '@/stores/guest';

/** qmday: the §2 test day; by default the one in the page's URL. */
type Props = { locale: Locale; qmday?: string | null; onClose: () => void };

const urlTestDay = () => new URLSearchParams(window.location.search).get('qmday');

/**
 * §2 the Black Friday 2020 promotion box: inside its window, its code redeemed through the
 * existing promocode flow of the overlay (a visitor logs in first); outside it, the box says the
 * offer has ended and offers nothing to press but close.
 */
export function BlackFridayBox({ locale, qmday, onClose }: Props) {
  const guest = useGuest();
  const after = useAfterClose(onClose);
  const runs = blackFridayRuns(berlinToday(qmday === undefined ? urlTestDay() : qmday));
  const loggedIn = isLoggedIn(guest);
  const { code } = BLACK_FRIDAY_2020;
  const redeem = () =>
    after.later(() =>
      void overlayController().then((controller) => (loggedIn ? controller.openOverlay('promocode', { options: { pc: code } }) : controller.openAuth({ force: true }))),
    );
  return (
    <NamedBox locale={locale} onClose={onClose}>
      {(text) => (
        <Dialog onClose={onClose} afterClose={after.run} box="black-friday-2020">
          <DialogTitle>{text.blackFriday2020.title}</DialogTitle>
          <DialogDescription>{runs ? fill(text.blackFriday2020.body, { code }) : text.blackFriday2020.ended}</DialogDescription>
          <BoxBody close={text.close}>
            {runs ? (
              <button type="button" onClick={redeem} className={buttonStyles.primary}>
                {loggedIn ? fill(text.blackFriday2020.redeem, { code }) : text.blackFriday2020.login}
              </button>
            ) : null}
          </BoxBody>
        </Dialog>
      )}
    </NamedBox>
  );
}
