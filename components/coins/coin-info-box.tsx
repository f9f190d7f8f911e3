'use client';

import { BoxBody } from '@/components/boxes/box-body';
import { useAfterClose } from '@/components/boxes/after-box-closed';
import { NamedBox } from '@/components/boxes/named-box';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { Locale } from '@/i18n/routing';
import { openTopUp } from '@/lib/guest/open-top-up';
import { overlayController } from '@/lib/overlay/overlay-loader';
import { getGuestState, isLoggedIn } from '@/stores/guest';

type Props = { locale: Locale; onClose: () => void };

/**
 * §2 coin-info box: what coins are and how they relate to the balance (§9 "EUR to coins is the
 * ceiling of amount times 4"); opened by the "?" beside a price in coins (coin-info-button.tsx).
 * Its one action tops up the balance (a visitor logs in first).
 */
export function CoinInfoBox({ locale, onClose }: Props) {
  const after = useAfterClose(onClose);
  const topUp = () =>
    after.later(() => (isLoggedIn(getGuestState()) ? openTopUp() : void overlayController().then((controller) => controller.openAuth({ force: true }))));
  return (
    <NamedBox locale={locale} onClose={onClose}>
      {(text) => (
        <Dialog onClose={onClose} afterClose={after.run} box="coin-info">
          <DialogTitle>{text.coinInfo.title}</DialogTitle>
          <DialogDescription>{text.coinInfo.body}</DialogDescription>
          <BoxBody close={text.close}>
            <p className="text-sm text-muted">{text.coinInfo.balance}</p>
            <button type="button" onClick={topUp} className={buttonStyles.primary}>
              {text.coinInfo.topUp}
            </button>
          </BoxBody>
        </Dialog>
      )}
    </NamedBox>
  );
}
