import type { Locale } from '@/i18n/routing';
import { calendarOfActor, calendarView } from '@/lib/server/activity/gift-calendar';
import { runtime } from '@/lib/server/runtime';
import { effectiveNow, formatCalendarDay, testDayOf } from '@/lib/server/time/test-day';
import { eventBoxesText } from '@/lib/event-boxes/event-boxes-text';
import { GiftCalendarButton } from '@/components/event-boxes/gift-calendar-button';

type Props = { locale: Locale; actorId: number; name: string; searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/**
 * §2 the performer's gift calendar on her profile: a button that opens its box, rendered only
 * while her calendar is live on the request's (test) day, so a profile without one shows nothing.
 */
export async function GiftCalendarSlot({ locale, actorId, name, searchParams }: Props) {
  const query = await searchParams;
  const testDay = testDayOf({ get: (key) => first(query[key]) });
  const now = effectiveNow(testDay);
  const row = await calendarOfActor(runtime().db, actorId, now);
  if (!row || calendarView(row, now).state !== 'live') return null;
  const { giftCalendar, errors, close, loading, failed, retry, rewardTypes } = eventBoxesText(locale);
  return (
    <div className="mb-4">
      <GiftCalendarButton
        locale={locale}
        actorId={actorId}
        name={name}
        qmday={testDay ? formatCalendarDay(testDay) : null}
        label={giftCalendar.open}
        text={{ giftCalendar, errors, close, loading, failed, retry, rewardTypes }}
      />
    </div>
  );
}
