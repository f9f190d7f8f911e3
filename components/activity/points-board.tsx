'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { QueryProvider } from '@/components/providers/query-provider';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import type { PointsEvent, PointsEventType } from '@/lib/contracts/activity';
import { overlayController } from '@/lib/overlay/overlay-loader';
import { claimActivityRewardMutation, pointsEventOptions } from '@/lib/queries/activity';
import { isLoggedIn, useGuest } from '@/stores/guest';
import type { ActivityText } from './activity-text';
import { fill } from '@/lib/format/fill';
import { RewardList } from './reward-list';
import { useSubscriptionUpdate } from '@/lib/realtime/use-subscription-update';

type Props = { locale: Locale; type: PointsEventType; qmday: string | null; initial: PointsEvent; text: ActivityText };

function Board({ locale, type, qmday, initial, text }: Props) {
  const guest = useGuest();
  const loggedIn = isLoggedIn(guest);
  const { data = initial } = useQuery(pointsEventOptions(locale, type, qmday, initial));
  // §4 a VIP day won here is shown here: no reload on the VIP update.
  useSubscriptionUpdate();
  const claim = useMutation(claimActivityRewardMutation(locale, qmday));
  const event = data.event;
  if (!event || event.state === 'upcoming') return null;
  const errorCode = claim.error instanceof ApiError ? claim.error.code : null;
  const onClaim = (rewardKey: string) => {
    if (!loggedIn) return void overlayController().then((c) => c.openAuth({ view: 'login', force: true }));
    claim.mutate({ eventId: event.id, rewardKey });
  };
  const name = (key: string) => (key in text.activityNames ? text.activityNames[key as keyof ActivityText['activityNames']] : text.activityNames.other);

  return (
    <div className="flex flex-col gap-6">
      {loggedIn ? (
        <p className="text-xl font-bold" role="status" data-testid="activity-points" data-points={data.points}>
          {fill(text.points, { points: data.points })}
        </p>
      ) : (
        <p className="text-muted">{text.loginToCollect}</p>
      )}
      <section className="flex flex-col gap-2" aria-labelledby="activity-activities">
        <h2 id="activity-activities" className="text-lg font-semibold">
          {text.activities}
        </h2>
        <ul className="grid gap-2 md:grid-cols-2">
          {data.activities.map((activity) => (
            <li key={activity.key} className="rounded-2xl bg-surface ring-1 ring-line p-3">
              <p className="font-medium">{name(activity.key)}</p>
              <p className="text-sm text-muted">{fill(text.activityLine, { points: activity.points, limit: activity.limitPerDay, done: activity.doneToday })}</p>
            </li>
          ))}
        </ul>
      </section>
      {data.challenges.length > 0 ? (
        <section className="flex flex-col gap-2" aria-labelledby="activity-challenges">
          <h2 id="activity-challenges" className="text-lg font-semibold">
            {text.challenges}
          </h2>
          <ul className="grid gap-2 md:grid-cols-2">
            {data.challenges.map((challenge) => (
              <li key={challenge.key} className="rounded-2xl bg-surface ring-1 ring-line p-3">
                <p className="font-medium">{fill(text.challengeName, { target: challenge.target })}</p>
                <p className="text-sm text-muted">
                  {fill(text.challengeLine, { points: challenge.points, progress: challenge.progress, target: challenge.target })}
                  {challenge.completed ? ` · ${text.challengeDone}` : ''}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <RewardList rewards={data.rewards} live={event.state === 'live'} pending={claim.isPending} onClaim={onClaim} text={text} />
      {claim.isSuccess ? (
        <p role="status" className="text-sm text-success">
          {text.claimedOk}
        </p>
      ) : null}
      {claim.isError ? (
        <p role="alert" className="text-sm text-sale">
          {errorCode && errorCode in text.errors ? text.errors[errorCode as keyof ActivityText['errors']] : text.errors.failed}
        </p>
      ) : null}
    </div>
  );
}

/** §3 the per-guest part of a points event page: points, today's progress, challenges and the claim of rewards. */
export function PointsBoard(props: Props) {
  return (
    <QueryProvider>
      <Board {...props} />
    </QueryProvider>
  );
}
