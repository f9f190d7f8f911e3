import type { GameReward } from '@/lib/contracts/games';
import type { PersonalGateText } from '@/components/personal/login-prompt';
import { fill } from '@/lib/format/fill';
import { fillCount } from '@/lib/format/fill-count';

/** The wheel page's strings (namespace `games`), templates with {amount} / {count} / {code} filled in the browser. */
export type WheelText = {
  gate: PersonalGateText;
  wheelLabel: string;
  spin: string;
  spinning: string;
  spinsLeft: string;
  noSpins: string;
  toBenefits: string;
  won: string;
  wonCode: string;
  lastTurns: string;
  checkValue: string;
  failed: string;
  errors: Record<string, string>;
  /** Per reward type: a short label ({amount}). */
  rewards: Record<GameReward['type'], string>;
};

/** A reward with its amount, e.g. "20 coins" (the wheel and the event games share the labels). */
export const rewardLabel = (text: Pick<WheelText, 'rewards'>, reward: GameReward) => fillCount(text.rewards[reward.type], { amount: reward.amount, count: reward.amount });

/** The sentence the live region announces after a turn. */
export function resultSentence(text: WheelText, reward: GameReward | null, code: string | null): string {
  if (!reward) return '';
  const label = rewardLabel(text, reward);
  return code ? fill(text.wonCode, { reward: label, code }) : fill(text.won, { reward: label });
}
