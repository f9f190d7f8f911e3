'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { Locale } from '@/i18n/routing';
import type { StreakStatusWire } from '@/lib/contracts/event-boxes';
import { fill } from '@/lib/format/fill';
import { claimStreakMutation, streakOptions } from '@/lib/queries/event-boxes';
import { ClaimResult } from './claim-result';
import { dockedCard } from './docked-card';
import { streakSlots } from './event-box-rules';
import { BoxBody } from '@/components/boxes/box-body';
import type { FiveDaysText } from '@/lib/contracts/event-boxes';

type Props = { locale: Locale; qmday: string | null; streak: StreakStatusWire; text: FiveDaysText; onClose: () => void };

const slotLook = { done: 'bg-accent text-on-accent', today: 'ring-2 ring-accent bg-surface-2', coming: 'bg-surface-2 text-muted' } as const;

function Streak({ locale, qmday, streak: opened, text }: Omit<Props, 'onClose'>) {
  // The streak the box opened with, then the query's (a claim answers the new state).
  const { data: streak = opened } = useQuery({ ...streakOptions(locale, qmday), initialData: opened, staleTime: Infinity });
  const claim = useMutation(claimStreakMutation(locale, qmday));
  const words = text.fiveDays;
  const values = { spins: streak.spins, days: streak.done + (streak.todayDone ? 1 : 0) };
  return (
    <div className="flex flex-col gap-4">
      <ol className="grid grid-cols-5 gap-2" data-testid="streak-days">
        {streakSlots(streak).map((state, index) => (
          <li key={index} data-state={state} className={`flex flex-col items-center rounded-xl p-2 text-center text-xs ${slotLook[state]}`}>
            <span className="font-semibold">{fill(words.day, { day: index + 1 })}</span>
            <span>{words[state]}</span>
          </li>
        ))}
      </ol>
      <p className="text-sm" role="status">
        {fill(words.progress, values)}
      </p>
      {streak.claimable && !claim.isSuccess ? (
        <button type="button" className={buttonStyles.primary} disabled={claim.isPending} onClick={() => claim.mutate()}>
          {claim.isPending ? words.claiming : fill(words.claim, values)}
        </button>
      ) : null}
      {!streak.claimable && !streak.claimed ? <p className="text-sm text-muted">{words.comeBack}</p> : null}
      <ClaimResult success={claim.isSuccess || (streak.claimed && !claim.isError)} error={claim.error} ok={fill(words.claimed, values)} errors={text.errors} />
      {streak.claimed ? (
        <a className="text-accent underline" href={text.links.spinWheel}>
          {words.wheel}
        </a>
      ) : null}
    </div>
  );
}

/** §2 five-days-bonus: the round's five Berlin days (done, today, to come) and the claim on the fifth. */
export function FiveDaysBox({ locale, qmday, streak, text, onClose }: Props) {
  return (
    <Dialog onClose={onClose} docked box="five-days-bonus" className={dockedCard}>
      <DialogTitle>{text.fiveDays.title}</DialogTitle>
      <DialogDescription>{fill(text.fiveDays.intro, { spins: streak.spins })}</DialogDescription>
      <BoxBody close={text.close}>
        <Streak locale={locale} qmday={qmday} streak={streak} text={text} />
      </BoxBody>
    </Dialog>
  );
}
