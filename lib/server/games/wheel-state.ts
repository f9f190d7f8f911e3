import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { GameAttempt, SpinWheel } from '@/lib/contracts/games';
import type { DbOrTx } from '@/lib/server/db/client';
import { gameAttempts } from '@/lib/server/db/schema/games';
import { listBenefits } from '@/lib/server/personal/list-benefits';
import { WHEEL_SEGMENTS } from './wheel-segments';

/** How many last wins the wheel page lists. */
const WINS_SHOWN = 10;

type AttemptRow = typeof gameAttempts.$inferSelect;
export const attemptWire = (row: AttemptRow): GameAttempt => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  seedHash: row.seedHash,
  outcome: row.outcome,
  reward: row.reward,
  rewardCode: row.rewardCode,
  points: row.points,
});

/** The spins the guest may use now, counted as §3 benefits count them (spinwheelSpins). */
export async function spinsLeft(db: DbOrTx, guestId: number, now: Date): Promise<number> {
  return (await listBenefits(db, guestId, now)).spinwheelSpins;
}

/** The wheel as the guest's page shows it: segments, spins left, the last turns. */
export async function spinWheelState(db: DbOrTx, guestId: number, now: Date): Promise<SpinWheel> {
  const rows = await db
    .select()
    .from(gameAttempts)
    .where(and(eq(gameAttempts.guestId, guestId), eq(gameAttempts.game, 'wheel')))
    .orderBy(desc(gameAttempts.id))
    .limit(WINS_SHOWN);
  return { segments: [...WHEEL_SEGMENTS], spins: await spinsLeft(db, guestId, now), wins: rows.map(attemptWire) };
}
