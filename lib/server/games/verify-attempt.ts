import 'server-only';
import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import type { GameOutcome } from '@/lib/contracts/games';
import type { DbOrTx } from '@/lib/server/db/client';
import { gameAttempts } from '@/lib/server/db/schema/games';
import { gameSecretById } from './game-secret';
import { attemptSeed, seedHash, slotOutcome, wheelOutcome } from './random-source';
import { WHEEL_SEGMENTS } from './wheel-segments';
import { gameById } from './game-config';

export type AttemptAudit = { attemptId: number; seedMatches: boolean; outcomeMatches: boolean; stored: GameOutcome; derived: GameOutcome };

/**
 * Support's check of one attempt (§3 "auditable random source"): re-derives the seed from the
 * stored secret and the attempt id, compares its hash with the row's and recomputes the outcome.
 * Null for an unknown attempt.
 */
export async function verifyAttempt(db: DbOrTx, attemptId: number): Promise<AttemptAudit | null> {
  const [row] = await db.select().from(gameAttempts).where(eq(gameAttempts.id, attemptId));
  if (!row) return null;
  const secret = await gameSecretById(db, row.secretId);
  if (secret === null) return null;
  const seed = attemptSeed(secret, row.id);
  let rewards = WHEEL_SEGMENTS.length;
  if (row.game === 'slot') {
    const game = row.eventId === null ? null : await gameById(db, row.eventId, row.createdAt);
    rewards = game?.rewards.length ?? 0;
  }
  const derived = row.game === 'wheel' ? wheelOutcome(seed, rewards) : slotOutcome(seed, rewards);
  return { attemptId, seedMatches: seedHash(seed) === row.seedHash, outcomeMatches: isDeepStrictEqual(derived, row.outcome), stored: row.outcome, derived };
}
