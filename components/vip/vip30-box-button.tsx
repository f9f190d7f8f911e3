'use client';

import { openBox } from '@/components/boxes/open-box';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Locale } from '@/i18n/routing';
import type { Vip30BoxText } from './vip30-box';

/** Opens the §2 vip30 box (a second press while it is open is refused by the box store). */
export function Vip30BoxButton({ locale, label, text }: { locale: Locale; label: string; text: Vip30BoxText }) {
  return (
    <button type="button" className={buttonStyles.secondary} onClick={() => openBox('vip30', { locale, text })}>
      {label}
    </button>
  );
}
