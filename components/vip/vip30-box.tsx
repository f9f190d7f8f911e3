'use client';

import { Dialog, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { Locale } from '@/i18n/routing';
import { BoxBody } from '@/components/boxes/box-body';
import { VipButton } from './vip-button';

export type Vip30BoxText = {
  title: string;
  /** What VIP30 gave last month, already filled in by the page. */
  text: string;
  close: string;
  vip: { become: string; trial: string; isVip: string };
};

type Props = { locale: Locale; text: Vip30BoxText; onClose: () => void };

/** §2 the vip30 box: what the VIP30 offer is worth, and the VIP subscription (the existing overlay flow). */
export function Vip30Box({ locale, text, onClose }: Props) {
  return (
    <Dialog onClose={onClose} box="vip30">
      <DialogTitle>{text.title}</DialogTitle>
      <DialogDescription>{text.text}</DialogDescription>
      <BoxBody close={text.close}>
        <VipButton locale={locale} text={text.vip} />
      </BoxBody>
    </Dialog>
  );
}
