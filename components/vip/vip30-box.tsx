'use client';

import { QueryProvider } from '@/components/providers/query-provider';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { Locale } from '@/i18n/routing';
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
      <div className="mt-6 flex flex-col gap-4">
        {/* The box is its own chunk, loaded on open: react-query comes with it, not with the page. */}
        <QueryProvider>
          <VipButton locale={locale} text={text.vip} />
        </QueryProvider>
        <div className="flex justify-end">
          <DialogClose className={buttonStyles.secondary}>{text.close}</DialogClose>
        </div>
      </div>
    </Dialog>
  );
}
