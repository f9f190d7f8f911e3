'use client';

import { useQuery } from '@tanstack/react-query';
import { QueryProvider } from '@/components/providers/query-provider';
import type { Locale } from '@/i18n/routing';
import type { EasterState } from '@/lib/contracts/seasonal';
import { easterStateOptions } from '@/lib/queries/seasonal';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { RewardHistory } from './reward-history';
import { rewardLabel, type SeasonalText, stateLine } from './seasonal-text';

type Props = { locale: Locale; qmday: string | null; initial: EasterState; text: SeasonalText };

function EasterBoard({ locale, qmday, initial, text }: Props) {
  const guest = useGuest();
  const loggedIn = isLoggedIn(guest);
  // The server render is the visitor's view; a guest's eggs and history load at once.
  const { data = initial } = useQuery({ ...easterStateOptions(locale, qmday), enabled: loggedIn, initialData: initial, initialDataUpdatedAt: 0 });
  return (
    <div className="flex flex-col gap-6">
      <p className="font-medium">{stateLine(text, data.event)}</p>
      {data.event ? (
        <p role="status" className="text-xl font-semibold" data-testid="collected-eggs">
          {text.eggs.replace('{count}', String(data.collectedEggs)).replace('{total}', String(data.eggCount))}
        </p>
      ) : null}
      {data.event?.state === 'live' ? <p className="text-muted">{loggedIn ? text.eggsHint : text.login}</p> : null}
      <section aria-labelledby="easter-rewards" className="flex flex-col gap-2">
        <h2 id="easter-rewards" className="text-lg font-semibold">
          {text.rewards}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {data.rewards.map((reward) => (
            <li key={reward.key} className={`flex flex-col gap-1 rounded-xl p-3 ring-1 ${reward.reached ? 'bg-surface-2 ring-accent' : 'bg-surface ring-line'}`}>
              <span className="text-sm text-muted">{text.requiredEggs.replace('{count}', String(reward.requiredEggs))}</span>
              <span className="font-medium">
                {reward.type && reward.amount !== null ? `${reward.isUpTo ? `${text.upTo} ` : ''}${rewardLabel(text, reward.type, reward.amount)}` : text.mystery}
              </span>
              {reward.reached ? <span className="text-sm text-success">{text.reached}</span> : null}
            </li>
          ))}
        </ul>
      </section>
      {loggedIn && data.event ? <RewardHistory locale={locale} qmday={qmday} eventId={data.event.id} entries={data.rewardHistory} text={text} /> : null}
    </div>
  );
}

/** §3 the per-guest part of the Easter page: collectedEggs, the rewards (hidden ones as a surprise) and the reward history. */
export function EasterIsland(props: Props) {
  return (
    <QueryProvider>
      <EasterBoard {...props} />
    </QueryProvider>
  );
}
