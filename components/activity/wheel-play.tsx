'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { QueryProvider } from '@/components/providers/query-provider';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import { overlayController } from '@/lib/overlay/overlay-loader';
import { attemptMutation, slotGuestOptions } from '@/lib/queries/games';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { fill } from '@/lib/format/fill';

export type WheelPlayText = { play: string; attemptsLeft: string; won: string; noWin: string; loginToPlay: string; login: string; failed: string; limit: string };
type Props = { locale: Locale; configId: number; qmday: string | null; prizes: Record<string, string>; text: WheelPlayText };

function Play({ locale, configId, qmday, prizes, text }: Props) {
  const guest = useGuest();
  const loggedIn = isLoggedIn(guest);
  const info = useQuery({ ...slotGuestOptions(locale, configId, qmday), enabled: loggedIn });
  const attempt = useMutation(attemptMutation(locale, configId, qmday));
  if (!loggedIn) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="text-muted">{text.loginToPlay}</p>
        <button type="button" onClick={() => void overlayController().then((c) => c.openAuth({ view: 'login', force: true }))} className="min-h-10 rounded-full bg-accent px-4 font-medium text-on-accent">
          {text.login}
        </button>
      </div>
    );
  }
  const left = attempt.data?.attemptsLeftToday ?? info.data?.attemptsLeftToday ?? null;
  const reward = attempt.data?.attempt.reward ?? null;
  const errorCode = attempt.error instanceof ApiError ? attempt.error.code : null;
  return (
    <div className="flex flex-col items-start gap-3">
      {left !== null ? <p data-testid="wheel-attempts-left">{fill(text.attemptsLeft, { count: left })}</p> : null}
      <button type="button" onClick={() => attempt.mutate()} disabled={attempt.isPending || left === 0} className="min-h-10 rounded-full bg-accent px-4 font-medium text-on-accent disabled:opacity-60">
        {text.play}
      </button>
      <p role="status" className="text-sm">
        {attempt.isSuccess ? (reward ? fill(text.won, { prize: prizes[reward.key] ?? reward.key }) : text.noWin) : ''}
      </p>
      {attempt.isError ? (
        <p role="alert" className="text-sm text-sale">
          {errorCode === 'ATTEMPT_LIMIT_REACHED' ? text.limit : text.failed}
        </p>
      ) : null}
    </div>
  );
}

/** §2 wet and wild: the day's turns of the summer wheel through the game's use-attempt {configId} (lib/server/games). */
export function WheelPlay(props: Props) {
  return (
    <QueryProvider>
      <Play {...props} />
    </QueryProvider>
  );
}
