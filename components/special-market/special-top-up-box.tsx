'use client';

import { BoxBody } from '@/components/boxes/box-body';
import { useAfterClose } from '@/components/boxes/after-box-closed';
import { NamedBox } from '@/components/boxes/named-box';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format/currency';
import { openTopUp } from '@/lib/guest/open-top-up';
import { topUpFlow } from '@/lib/guest/roles';
import { overlayController } from '@/lib/overlay/overlay-loader';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { guestSessionStore } from '@/stores/guest-session';

type Props = { locale: Locale; onClose: () => void };

/** The special market's preset top-up amounts, in minor units (EUR). */
export const SPECIAL_TOP_UP_AMOUNTS = [1000, 2500, 5000, 10000] as const;

/**
 * §2 specialTopUp box: the special market's top-up — a preset amount opens the existing top-up
 * flow with it selected (prefill selectedAmount), "another amount" the flow as it is; a
 * restricted guest gets the compensation flow instead (§6, lib/guest/open-top-up.ts).
 */
export function SpecialTopUpBox({ locale, onClose }: Props) {
  const guest = useGuest();
  const after = useAfterClose(onClose);
  const loggedIn = isLoggedIn(guest);
  const pay = (selectedAmount: number) =>
    after.later(() => {
      const flow = topUpFlow(guestSessionStore.getState().session);
      void overlayController().then((controller) => controller.openOverlay(flow, flow === 'moneycharge' ? { prefill: { selectedAmount } } : {}));
    });
  const login = () => after.later(() => void overlayController().then((controller) => controller.openAuth({ force: true })));
  return (
    <NamedBox locale={locale} onClose={onClose}>
      {(text) => (
        <Dialog onClose={onClose} afterClose={after.run} box="special-top-up">
          <DialogTitle>{text.specialTopUp.title}</DialogTitle>
          <DialogDescription>{text.specialTopUp.body}</DialogDescription>
          <BoxBody close={text.close}>
            {loggedIn ? (
              <>
                <ul aria-label={text.specialTopUp.amountsLabel} className="grid grid-cols-2 gap-2">
                  {SPECIAL_TOP_UP_AMOUNTS.map((amount) => (
                    <li key={amount}>
                      <button type="button" onClick={() => pay(amount)} className={`${buttonStyles.primary} w-full`}>
                        {formatMoney(amount, 'EUR')}
                      </button>
                    </li>
                  ))}
                </ul>
                <button type="button" onClick={() => after.later(() => openTopUp())} className={buttonStyles.secondary}>
                  {text.specialTopUp.other}
                </button>
              </>
            ) : (
              <button type="button" onClick={login} className={buttonStyles.primary}>
                {text.specialTopUp.login}
              </button>
            )}
          </BoxBody>
        </Dialog>
      )}
    </NamedBox>
  );
}
