import 'server-only';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestSessions } from '@/lib/server/db/schema/auth';
import { messengerChannels, messengerMessages } from '@/lib/server/db/schema/messenger';
import { purchases } from '@/lib/server/db/schema/purchases';
import type { ActivityEntry } from './activity-points';

/** Per kind, more than a month of a very busy guest; the per-day limits cap what counts anyway. */
const MAX_ROWS = 5000;

/**
 * §3 what a guest did in [from, to), read from the rows the services already write, so no service
 * needs a hook and nothing can be recorded twice: a login is a new page session, watchVideo a
 * video she came to own (bought, with a voucher or as a gift), buyAlbum an album, sendMessage a
 * message she sent. `shiftMs` moves the entries onto a test day (§2 qmday): what she does now
 * counts on the day the request sees.
 */
export async function readActivityLog(db: DbOrTx, guestId: number, window: { from: Date; to: Date }, shiftMs = 0): Promise<ActivityEntry[]> {
  if (window.to <= window.from) return [];
  const from = new Date(window.from.getTime() - shiftMs);
  const to = new Date(window.to.getTime() - shiftMs);
  const [sessions, owned, messages] = await Promise.all([
    db
      .select({ at: guestSessions.createdAt })
      .from(guestSessions)
      .where(and(eq(guestSessions.guestId, guestId), gte(guestSessions.createdAt, from), lt(guestSessions.createdAt, to)))
      .limit(MAX_ROWS),
    db
      .select({ at: purchases.createdAt, itemType: purchases.itemType })
      .from(purchases)
      .where(and(eq(purchases.guestId, guestId), gte(purchases.createdAt, from), lt(purchases.createdAt, to)))
      .limit(MAX_ROWS),
    db
      .select({ at: messengerMessages.createdAt })
      .from(messengerMessages)
      .innerJoin(messengerChannels, eq(messengerChannels.id, messengerMessages.channelId))
      .where(and(eq(messengerChannels.guestId, guestId), eq(messengerMessages.senderType, 'guest'), gte(messengerMessages.createdAt, from), lt(messengerMessages.createdAt, to)))
      .limit(MAX_ROWS),
  ]);
  const shifted = (at: Date) => new Date(at.getTime() + shiftMs);
  return [
    ...sessions.map((row) => ({ key: 'login', at: shifted(row.at) })),
    ...owned.map((row) => ({ key: row.itemType === 'video' ? 'watchVideo' : 'buyAlbum', at: shifted(row.at) })),
    ...messages.map((row) => ({ key: 'sendMessage', at: shifted(row.at) })),
  ];
}
