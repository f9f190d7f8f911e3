'use client';

import { openBox } from '@/components/boxes/open-box';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Locale } from '@/i18n/routing';
import type { GiftCalendarText } from '@/lib/contracts/event-boxes';

type Props = { locale: Locale; actorId: number; name: string; qmday: string | null; label: string; text: GiftCalendarText };

/** Opens the §2 actor-gift-calendar box (the box and its data load on the press, not with the profile). */
export function GiftCalendarButton({ label, ...props }: Props) {
  return (
    <button type="button" className={buttonStyles.secondary} data-testid="gift-calendar-open" onClick={() => openBox('actorGiftCalendar', props)}>
      {label}
    </button>
  );
}
