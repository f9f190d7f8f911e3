import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { guestSessions } from '@/lib/server/db/schema/auth';
import { AppError } from '@/lib/server/errors';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';

export type LockResult = { guestId: number; endedSessions: number };

/**
 * §6 locked guest, by an operator: the account is marked locked, its token version bumped (every
 * access token dies at once, as on logout) and all its sessions end, in one transaction. Then
 * the guest's open pages hear §7 guestLocked and log out (§4). authenticateGuest and
 * sessionGuest refuse a locked guest too, so nothing issued later works either.
 */
export async function lockGuest(db: DbOrTx, pubsub: PubSub, guestId: number): Promise<LockResult> {
  const endedSessions = await db.transaction(async (tx) => {
    const [locked] = await tx
      .update(guests)
      .set({ isLocked: true, tokenVersion: sql`${guests.tokenVersion} + 1` })
      .where(eq(guests.id, guestId))
      .returning({ id: guests.id });
    if (!locked) throw new AppError('NOT_FOUND', 'The guest does not exist.');
    const ended = await tx.delete(guestSessions).where(eq(guestSessions.guestId, guestId)).returning({ id: guestSessions.id });
    return ended.length;
  });
  // After the commit: a page that reacts at once must already find the account locked.
  await publishToGuest(pubsub, guestId, { type: 'guestLocked' });
  return { guestId, endedSessions };
}
