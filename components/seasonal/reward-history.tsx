'use client';

import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import type { RewardEntry } from '@/lib/contracts/seasonal';
import { redeemRewardMutation } from '@/lib/queries/seasonal';
import { rewardLabel, type SeasonalText } from './seasonal-text';
import { useSubscriptionUpdate } from '@/lib/realtime/use-subscription-update';

type Props = { locale: Locale; qmday: string | null; eventId: number; entries: RewardEntry[]; text: SeasonalText };

/** §4 reward history: each won reward with its code; redeeming grants it once and the entry turns non-redeemable. */
export function RewardHistory({ locale, qmday, eventId, entries, text }: Props) {
  // §4 a VIP day won here is shown here: no reload on the VIP update.
  useSubscriptionUpdate();
  const redeem = useMutation(redeemRewardMutation(locale, qmday, eventId));
  const errorCode = redeem.error instanceof ApiError ? redeem.error.code : null;
  return (
    <section aria-labelledby="reward-history" className="flex flex-col gap-2">
      <h2 id="reward-history" className="text-lg font-semibold">
        {text.history}
      </h2>
      {entries.length === 0 ? <p className="text-sm text-muted">{text.historyNone}</p> : null}
      <ul className="flex flex-col gap-2">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-surface p-3 ring-1 ring-line" data-testid="reward-entry">
            <span>
              {rewardLabel(text, entry.type, entry.amount)} · <span className="font-mono text-sm">{text.code.replace('{value}', entry.optionCode)}</span>
            </span>
            {entry.canRedeem ? (
              <button
                type="button"
                onClick={() => redeem.mutate(entry.optionCode)}
                disabled={redeem.isPending}
                className="min-h-10 rounded-full bg-accent px-4 font-medium text-on-accent disabled:opacity-60"
              >
                {text.redeem}
              </button>
            ) : (
              <span className="text-sm text-success">{text.redeemed}</span>
            )}
          </li>
        ))}
      </ul>
      {redeem.isError ? (
        <p role="alert" className="text-sm text-sale">
          {errorCode && errorCode in text.errors ? text.errors[errorCode as keyof SeasonalText['errors']] : text.errors.failed}
        </p>
      ) : null}
    </section>
  );
}
