import 'server-only';
import { lt } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { emailVerificationTokens, guestSessions, passwordResetTokens, transferTokens } from '@/lib/server/db/schema/auth';
import { performerSessions } from '@/lib/server/db/schema/studio';

/**
 * Rows kept this long after they expired: a late click on a link still gets "expired", not
 * "unknown", for a week; after that they are only weight on the indexes.
 */
export const EXPIRED_GRACE_MS = 7 * 24 * 3600_000;

/** Deletes sessions and one-time tokens expired more than the grace ago (the leader's hourly job). Answers how many. */
export async function sweepExpired(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - EXPIRED_GRACE_MS);
  let removed = 0;
  for (const table of [guestSessions, performerSessions, transferTokens, passwordResetTokens, emailVerificationTokens]) {
    const rows = await db.delete(table).where(lt(table.expiresAt, before)).returning({ expiresAt: table.expiresAt });
    removed += rows.length;
  }
  return removed;
}
