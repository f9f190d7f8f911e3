import 'server-only';
import type { ScheduledEventWire } from '@/lib/contracts/events';
import type { GameAttempt } from '@/lib/contracts/games';
import type { RewardEntry } from '@/lib/contracts/seasonal';
import type { DbOrTx } from '@/lib/server/db/client';
import { asGame } from './game-config';
import { gameGuestInfo } from './game-guest-info';

/**
 * A won game reward as a §4 reward history entry. It was credited with its attempt, so it is
 * never redeemable; its code is the bonus code the attempt issued (empty for the other types).
 */
function entryOf(attempt: GameAttempt): RewardEntry[] {
  if (!attempt.reward) return [];
  return [
    {
      id: attempt.id,
      rewardKey: attempt.reward.key,
      type: attempt.reward.type,
      amount: attempt.reward.amount,
      optionCode: attempt.rewardCode ?? '',
      canRedeem: false,
      wonAt: attempt.createdAt,
      redeemedAt: attempt.createdAt,
    },
  ];
}

export type GameRewardData = { won: RewardEntry[]; creditsAvailable: number; creditsTotal: number };

/**
 * §7 getReward/{eventId} of a game (slot machine, wet and wild, Wiesn, halloween, kick it): its tries
 * are the attempts of the Berlin day of `now` (total: dailyAttempts, available: attemptsLeftToday,
 * 0 outside the window), its won rewards those of the guest's attempts. Null for an event that is no game.
 */
export async function gameRewardData(db: DbOrTx, guestId: number, event: ScheduledEventWire, now: Date): Promise<GameRewardData | null> {
  const game = asGame(event);
  if (!game) return null;
  const info = await gameGuestInfo(db, guestId, game, now);
  return { won: info.gainedRewards.flatMap(entryOf), creditsAvailable: info.attemptsLeftToday, creditsTotal: game.dailyAttempts };
}
