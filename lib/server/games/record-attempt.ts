import 'server-only';
import { sql } from 'drizzle-orm';
import type { GameAttempt, GameOutcome, GameReward } from '@/lib/contracts/games';
import type { GrantChanges } from '@/lib/server/rewards/grant-changes';
import type { Tx } from '@/lib/server/db/client';
import { gameAttempts } from '@/lib/server/db/schema/games';
import { noChanges } from '@/lib/server/rewards/credit-plan';
import { grantReward } from '@/lib/server/rewards/grant-reward';
import { currentGameSecret } from './game-secret';
import { attemptSeed, rewardOf, seedHash } from './random-source';

export type AttemptInput = {
  guestId: number;
  game: 'wheel' | 'slot';
  eventId: number | null;
  /** The Berlin day, YYYY-MM-DD. */
  day: string;
  rewards: readonly GameReward[];
  points: number;
  decide: (seed: Buffer) => GameOutcome;
  now: Date;
};

/**
 * Writes one attempt and credits its reward, inside the caller's transaction (which has already
 * taken the spin or the day's attempt). The id comes first from the sequence, because the seed is
 * HMAC(secret, id): the row is written once with its seed hash, outcome and reward.
 */
export async function recordAttempt(tx: Tx, input: AttemptInput): Promise<{ attempt: GameAttempt; changes: GrantChanges }> {
  const secret = await currentGameSecret(tx);
  const idResult = await tx.execute(sql`select nextval(pg_get_serial_sequence('game_attempts', 'id'))::int as id`);
  const id = Number((idResult as unknown as { rows: { id: number }[] }).rows[0]!.id);
  const seed = attemptSeed(secret.secret, id);
  const outcome = input.decide(seed);
  const reward = rewardOf(outcome, input.rewards);
  const granted = reward ? await grantReward(tx, { guestId: input.guestId, reward, source: `game:${id}`, now: input.now }) : null;
  const [row] = await tx
    .insert(gameAttempts)
    .values({
      id,
      guestId: input.guestId,
      game: input.game,
      eventId: input.eventId,
      day: input.day,
      secretId: secret.id,
      seedHash: seedHash(seed),
      outcome,
      reward,
      rewardCode: granted?.code ?? null,
      points: input.points,
      createdAt: input.now,
    })
    .returning();
  return {
    attempt: { id, createdAt: row!.createdAt.toISOString(), seedHash: row!.seedHash, outcome, reward, rewardCode: row!.rewardCode, points: row!.points },
    changes: granted?.changes ?? noChanges(),
  };
}
