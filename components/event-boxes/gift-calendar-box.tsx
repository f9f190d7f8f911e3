'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { QueryProvider } from '@/components/providers/query-provider';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { Locale } from '@/i18n/routing';
import type { GiftCalendar } from '@/lib/contracts/activity';
import { fill } from '@/lib/format/fill';
import { fillCount } from '@/lib/format/fill-count';
import { overlayController } from '@/lib/overlay/overlay-loader';
import { claimGiftMutation, giftCalendarOptions } from '@/lib/queries/event-boxes';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { daysBetween, formatDay } from './calendar-days';
import { ClaimResult } from './claim-result';
import { LoadState } from '@/components/personal/login-prompt';
import type { GiftCalendarText } from '@/lib/contracts/event-boxes';
import { useSubscriptionUpdate } from '@/lib/realtime/use-subscription-update';

type Props = { locale: Locale; actorId: number; name: string; qmday: string | null; text: GiftCalendarText; onClose: () => void };
type Inner = Omit<Props, 'onClose'>;

const cellLook = { past: 'bg-surface-2 text-muted', current: 'bg-accent text-on-accent', coming: 'bg-surface-2' } as const;

function Days({ locale, calendar, text }: { locale: Locale; calendar: GiftCalendar; text: GiftCalendarText }) {
  const words = text.giftCalendar;
  return (
    <ol className="grid grid-cols-4 gap-2 sm:grid-cols-7" data-testid="gift-calendar-days">
      {daysBetween(calendar.firstDay, calendar.lastDay).map((day) => {
        const state = day < calendar.day ? 'past' : day === calendar.day ? 'current' : 'coming';
        return (
          <li key={day} data-state={state} aria-label={fill(words.dayLabel, { date: formatDay(locale, day), state: words[state] })} className={`rounded-lg p-2 text-center text-xs ${cellLook[state]}`}>
            {formatDay(locale, day, 'short')}
          </li>
        );
      })}
    </ol>
  );
}

function Calendar({ locale, actorId, name, qmday, text }: Inner) {
  const loggedIn = isLoggedIn(useGuest());
  const query = useQuery(giftCalendarOptions(locale, actorId, qmday));
  // §4 a VIP day won here is shown here: no reload on the VIP update.
  useSubscriptionUpdate();
  const claim = useMutation(claimGiftMutation(locale, actorId, qmday));
  const words = text.giftCalendar;
  if (query.isPending || query.isError) return <LoadState text={text} failed={!query.isPending} onRetry={() => void query.refetch()} />;
  const calendar = query.data;
  if (!calendar || calendar.state !== 'live' || !calendar.gift) return <p>{words.notLive}</p>;
  const gift = fillCount(text.rewardTypes[calendar.gift.type], { amount: calendar.gift.amount }, locale);
  const taken = calendar.claimedToday || claim.isSuccess;
  return (
    <div className="flex flex-col gap-4">
      <DialogDescription>{fill(words.intro, { name, from: formatDay(locale, calendar.firstDay), to: formatDay(locale, calendar.lastDay) })}</DialogDescription>
      <Days locale={locale} calendar={calendar} text={text} />
      <p className="text-lg font-semibold" data-testid="gift-of-day">
        {fill(words.today, { gift })}
      </p>
      {!loggedIn ? (
        <button type="button" className={buttonStyles.primary} onClick={() => void overlayController().then((c) => c.openAuth({ view: 'login', force: true }))}>
          {words.login}
        </button>
      ) : taken ? null : (
        <button type="button" className={buttonStyles.primary} disabled={claim.isPending} onClick={() => claim.mutate()}>
          {claim.isPending ? words.claiming : words.claim}
        </button>
      )}
      <ClaimResult success={claim.isSuccess} error={claim.error} ok={words.claimedOk} errors={text.errors} />
      {calendar.claimedToday && !claim.isSuccess ? <p className="text-sm text-muted">{words.claimed}</p> : null}
    </div>
  );
}

/** §2 actor-gift-calendar box: her calendar's days, today's gift, and the §7 claim {actorId, qmday}. */
export function GiftCalendarBox({ onClose, ...props }: Props) {
  return (
    <Dialog onClose={onClose} box="actor-gift-calendar">
      <DialogTitle>{fill(props.text.giftCalendar.title, { name: props.name })}</DialogTitle>
      <div className="mt-4 flex flex-col gap-4">
        <QueryProvider>
          <Calendar {...props} />
        </QueryProvider>
        <div className="flex justify-end">
          <DialogClose className={buttonStyles.secondary}>{props.text.close}</DialogClose>
        </div>
      </div>
    </Dialog>
  );
}
