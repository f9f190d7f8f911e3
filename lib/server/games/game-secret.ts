import 'server-only';
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/lib/server/db/client';
import { gameSecrets } from '@/lib/server/db/schema/games';

/**
 * The current secret of the §3 game random source: the newest row. A database without one (the
 * seed writes one; a fresh test database may not) gets the first, id 1, from the system's random
 * source — concurrent first attempts insert it once (ON CONFLICT) and all read the same row.
 */
export async function currentGameSecret(tx: Tx): Promise<{ id: number; secret: string }> {
  const [newest] = await tx.select({ id: gameSecrets.id, secret: gameSecrets.secret }).from(gameSecrets).orderBy(desc(gameSecrets.id)).limit(1);
  if (newest) return newest;
  await tx.insert(gameSecrets).values({ id: 1, secret: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [first] = await tx.select({ id: gameSecrets.id, secret: gameSecrets.secret }).from(gameSecrets).where(eq(gameSecrets.id, 1));
  if (!first) throw new Error('the game secret could not be written');
  return first;
}

/** A secret by id, for re-deriving an old attempt (support's audit, lib/server/games/verify-attempt.ts). */
export async function gameSecretById(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db.select({ secret: gameSecrets.secret }).from(gameSecrets).where(eq(gameSecrets.id, id));
  return row?.secret ?? null;
}
