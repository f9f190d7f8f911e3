'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { QueryProvider } from '@/components/providers/query-provider';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import type { AdventDoor, AdventState } from '@/lib/contracts/seasonal';
import { overlayController } from '@/lib/overlay/overlay-loader';
import { adventStateOptions, openDoorMutation } from '@/lib/queries/seasonal';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { rewardLabel, type SeasonalText, stateLine } from './seasonal-text';
import { useSubscriptionUpdate } from '@/lib/realtime/use-subscription-update';

type Props = { locale: Locale; qmday: string | null; initial: AdventState; text: SeasonalText };

const doorText = (text: SeasonalText, door: AdventDoor) => {
  const key = door.state === 'open' ? 'doorOpen' : door.state === 'opened' ? 'doorOpened' : door.state === 'missed' ? 'doorMissed' : 'doorLocked';
  return text[key].replace('{door}', String(door.door));
};

function AdventBoard({ locale, qmday, initial, text }: Props) {
  const guest = useGuest();
  const loggedIn = isLoggedIn(guest);
  const { data = initial } = useQuery({ ...adventStateOptions(locale, qmday), enabled: loggedIn, initialData: initial, initialDataUpdatedAt: 0 });
  // §4 a VIP day won here is shown here: no reload on the VIP update.
  useSubscriptionUpdate();
  const open = useMutation(openDoorMutation(locale, qmday));
  const errorCode = open.error instanceof ApiError ? open.error.code : null;
  const onOpen = (door: number) => {
    if (!loggedIn) return void overlayController().then((c) => c.openAuth({ view: 'login', force: true }));
    open.mutate(door);
  };
  return (
    <div className="flex flex-col gap-6">
      <p className="font-medium">{stateLine(text, data.event)}</p>
      {!loggedIn && data.event?.state === 'live' ? <p className="text-muted">{text.login}</p> : null}
      <ol className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {data.doors.map((door) => (
          <li key={door.door}>
            <button
              type="button"
              aria-label={doorText(text, door)}
              onClick={() => onOpen(door.door)}
              disabled={door.state !== 'open' || open.isPending}
              className={`flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-xl p-2 text-center ring-1 ${door.state === 'open' ? 'bg-accent text-on-accent ring-accent' : 'bg-surface ring-line'} disabled:cursor-default ${door.state === 'locked' || door.state === 'missed' ? 'opacity-60' : ''}`}
            >
              <span className="text-2xl font-bold">{door.door}</span>
              {door.reward ? <span className="text-xs">{rewardLabel(text, door.reward.type, door.reward.amount)}</span> : null}
            </button>
          </li>
        ))}
      </ol>
      {open.isSuccess ? (
        <p role="status" className="text-success">
          {text.doorGot.replace('{door}', String(open.data.door)).replace('{reward}', rewardLabel(text, open.data.reward.type, open.data.reward.amount))}
        </p>
      ) : null}
      {open.isError ? (
        <p role="alert" className="text-sale">
          {errorCode && errorCode in text.errors ? text.errors[errorCode as keyof SeasonalText['errors']] : text.errors.failed}
        </p>
      ) : null}
    </div>
  );
}

/** §3 the advent calendar's doors: today's opens once, later ones are locked, missed ones stay shut unless the config allows them. */
export function AdventIsland(props: Props) {
  return (
    <QueryProvider>
      <AdventBoard {...props} />
    </QueryProvider>
  );
}
