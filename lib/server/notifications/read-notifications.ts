import 'server-only';
import { and, count, desc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { HIDDEN_NOTIFICATION_TYPES } from '@/lib/contracts/notifications';
import type { RealtimeNotification } from '@/lib/realtime/protocol';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { guestNotifications as n } from '@/lib/server/db/schema/notifications';

/** §4: hidden types (6, 7, 13, 14, 15, 22) and removed entries never reach a guest. */
const visibleTo = (guestId: number) =>
  and(eq(n.guestId, guestId), isNull(n.removedAt), notInArray(n.type, [...HIDDEN_NOTIFICATION_TYPES]));

function selectNotifications(db: DbOrTx) {
  return db
    .select({
      id: n.id,
      type: n.type,
      unread: n.unread,
      unseen: n.unseen,
      createdAt: n.createdAt,
      actorId: n.actorId,
      actorName: actors.name,
      channelId: n.channelId,
      text: n.text,
    })
    .from(n)
    .leftJoin(actors, eq(actors.id, n.actorId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectNotifications>['where']>>[number];
const toDto = (row: Row): RealtimeNotification => ({ ...row, createdAt: row.createdAt.toISOString() });

/** §9 "Only the newest 5 are requested": the caller's limit is already capped by the protocol. */
export async function listNewestNotifications(db: DbOrTx, guestId: number, limit: number): Promise<RealtimeNotification[]> {
  const rows = await selectNotifications(db).where(visibleTo(guestId)).orderBy(desc(n.createdAt), desc(n.id)).limit(limit);
  return rows.map(toDto);
}

/** Visible entries of this guest by id (an entry of another guest is simply not found). */
export async function findNotifications(db: DbOrTx, guestId: number, ids: number[]): Promise<RealtimeNotification[]> {
  if (ids.length === 0) return [];
  const rows = await selectNotifications(db).where(and(visibleTo(guestId), inArray(n.id, ids)));
  return rows.map(toDto);
}

export async function countUnreadNotifications(db: DbOrTx, guestId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(n).where(and(visibleTo(guestId), eq(n.unread, true)));
  return row?.value ?? 0;
}
