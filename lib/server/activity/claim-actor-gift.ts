import 'server-only';
import type { EventReward } from '@/lib/contracts/events';
import type { DbOrTx } from '@/lib/server/db/client';
import { actorGiftClaims } from '@/lib/server/db/schema/activity';
import type { GrantChanges } from '@/lib/server/rewards/grant-changes';
import { AppError } from '@/lib/server/errors';
import { grantReward } from '@/lib/server/rewards/grant-reward';
import { calendarOfActor, calendarView } from './gift-calendar';

/** `code`: the personal bonus code a bonusCode gift issued (lib/server/rewards/grant-reward.ts), else null. */
export type ActorGiftClaim = { actorId: number; day: string; type: EventReward['type']; amount: number; code: string | null; changes: GrantChanges };

/**
 * §7 actor gift calendar claim {actorId, qmday}: today's gift of the performer's calendar, once per
 * guest, performer and Berlin day while it is live. The claim row is the first write of the
 * transaction; its unique key refuses every second claim of the day (ALREADY_CLAIMED).
 */
export async function claimActorGift(db: DbOrTx, guestId: number, actorId: number, now: Date): Promise<ActorGiftClaim> {
  const row = await calendarOfActor(db, actorId, now);
  if (!row) throw new AppError('NOT_FOUND', 'This performer has no gift calendar.');
  const calendar = calendarView(row, now);
  const gift = calendar.gift;
  if (calendar.state !== 'live' || !gift) throw new AppError('OUTSIDE_WINDOW', 'Her gift calendar is not running today.', { firstDay: calendar.firstDay, lastDay: calendar.lastDay });
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .insert(actorGiftClaims)
      .values({ guestId, actorId, calendarId: row.id, day: calendar.day, type: gift.type, amount: gift.amount, claimedAt: now })
      .onConflictDoNothing()
      .returning({ id: actorGiftClaims.id });
    if (!claim) throw new AppError('ALREADY_CLAIMED', 'You have already taken her gift today.');
    const { changes, code } = await grantReward(tx, { guestId, reward: gift, source: `actor-gift:${claim.id}`, now });
    return { actorId, day: calendar.day, type: gift.type, amount: gift.amount, code, changes };
  });
}
