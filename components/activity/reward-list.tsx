import type { PointsReward } from '@/lib/contracts/activity';
import type { ActivityText } from './activity-text';
import { fill } from '@/lib/format/fill';
import { fillCount } from '@/lib/format/fill-count';

type Props = { rewards: PointsReward[]; live: boolean; pending: boolean; onClaim: (rewardKey: string) => void; text: ActivityText };

/** §3 rewards with requiredPoints: a claim button while live, "claimed" once taken. */
export function RewardList({ rewards, live, pending, onClaim, text }: Props) {
  if (rewards.length === 0) return null;
  return (
    <section className="flex flex-col gap-2" aria-labelledby="activity-rewards">
      <h2 id="activity-rewards" className="text-lg font-semibold">
        {text.rewards}
      </h2>
      <ul className="grid gap-2 md:grid-cols-3">
        {rewards.map((reward) => (
          <li key={reward.key} className="flex flex-col gap-2 rounded-2xl bg-surface ring-1 ring-line p-3" data-testid={`activity-reward-${reward.key}`}>
            <p className="font-medium">{fillCount(text.rewardTypes[reward.type], { amount: reward.amount })}</p>
            <p className="text-sm text-muted">{fill(text.requiredPoints, { points: reward.requiredPoints })}</p>
            {live ? (
              <button
                type="button"
                onClick={() => onClaim(reward.key)}
                disabled={pending || reward.claimed || !reward.claimable}
                className="min-h-10 rounded-full bg-accent px-4 font-medium text-on-accent disabled:opacity-60"
              >
                {reward.claimed ? text.claimed : text.claim}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
