'use client';

import { openBox } from '@/components/boxes/open-box';
import type { Locale } from '@/i18n/routing';
import type { YearlyCalendarText } from '@/lib/contracts/event-boxes';

/** Phones get the sheet (one column, full width); wider screens the box of months in columns. */
const PHONE = '(max-width: 639px)';

/**
 * Opens the §2 yearly calendar box on the page's test day, if any (§2 qmday): the phone's or the
 * wide one by the screen at the press. The box, its data and its dialog load on the press.
 */
export function YearlyCalendarButton({ locale, label, text }: { locale: Locale; label: string; text: YearlyCalendarText }) {
  const open = () => {
    const qmday = new URLSearchParams(window.location.search).get('qmday');
    openBox(window.matchMedia(PHONE).matches ? 'yearlyCalendarMobile' : 'yearlyCalendar', { locale, qmday, text });
  };
  return (
    <button type="button" className="self-start text-sm text-accent underline" data-testid="yearly-calendar-open" onClick={open}>
      {label}
    </button>
  );
}
