import 'server-only';
import { and, count, desc, eq, isNotNull, type SQL, sql, sum } from 'drizzle-orm';
import type { ChannelFilter, ChannelPage } from '@/lib/contracts/messenger';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { messengerChannels } from '@/lib/server/db/schema/messenger';
import { selectChannelRows, toChannel } from './channel-row';

export type ChannelListQuery = { filter: ChannelFilter; online: boolean; offset: number; limit: number };

/**
 * §4 Messenger channels, the guest's list: archived channels show only in the archived filter;
 * blocked ones in the blocked filter (and with the rest, marked blocked); the online toggle hides
 * offline actors except in archived and unread. Newest, archived and blocked sort by last message
 * time descending; unread puts unread channels first. (The selected channel is the page's: it
 * puts it first itself.) A channel without messages sorts as if written when it was opened.
 */
export async function listGuestChannels(db: DbOrTx, guestId: number, query: ChannelListQuery): Promise<ChannelPage> {
  const where = and(eq(messengerChannels.guestId, guestId), guestFilter(query));
  const order = query.filter === 'unread' ? [desc(sql`${messengerChannels.guestUnread} > 0`)] : [];
  const [rows, [total], unreadTotal] = await Promise.all([
    selectChannelRows(db)
      .where(where)
      .orderBy(...order, desc(lastActivity), desc(messengerChannels.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ n: count() }).from(messengerChannels).innerJoin(actors, eq(actors.id, messengerChannels.actorId)).where(where),
    guestUnreadTotal(db, guestId),
  ]);
  return { items: rows.map((row) => toChannel(row, 'guest')), total: total?.n ?? 0, unreadTotal };
}

const lastActivity = sql`coalesce(${messengerChannels.lastMessageAt}, ${messengerChannels.createdAt})`;

function guestFilter({ filter, online }: ChannelListQuery): SQL | undefined {
  const onlineOnly = online ? eq(actors.isOnline, true) : undefined;
  switch (filter) {
    case 'archived':
      return eq(messengerChannels.archived, true);
    case 'unread':
      return eq(messengerChannels.archived, false);
    case 'blocked':
      return and(isNotNull(messengerChannels.blockedBy), onlineOnly);
    case 'newest':
      return and(eq(messengerChannels.archived, false), onlineOnly);
  }
}

/** §4 the unread total of the header: unread messages in every channel of the guest. */
export async function guestUnreadTotal(db: DbOrTx, guestId: number): Promise<number> {
  const [row] = await db.select({ n: sum(messengerChannels.guestUnread) }).from(messengerChannels).where(eq(messengerChannels.guestId, guestId));
  return Number(row?.n ?? 0);
}

/**
 * The studio's list (the same channels from her side). The archive belongs to the guest, so the
 * archived filter is empty here; the online toggle needs guest presence, which the studio does
 * not show, and is ignored.
 */
export async function listActorChannels(db: DbOrTx, actorId: number, query: ChannelListQuery): Promise<ChannelPage> {
  if (query.filter === 'archived') return { items: [], total: 0, unreadTotal: await actorUnreadTotal(db, actorId) };
  const where = and(eq(messengerChannels.actorId, actorId), query.filter === 'blocked' ? isNotNull(messengerChannels.blockedBy) : undefined);
  const order = query.filter === 'unread' ? [desc(sql`${messengerChannels.actorUnread} > 0`)] : [];
  const [rows, [total], unreadTotal] = await Promise.all([
    selectChannelRows(db)
      .where(where)
      .orderBy(...order, desc(lastActivity), desc(messengerChannels.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ n: count() }).from(messengerChannels).where(where),
    actorUnreadTotal(db, actorId),
  ]);
  return { items: rows.map((row) => toChannel(row, 'actor')), total: total?.n ?? 0, unreadTotal };
}

export async function actorUnreadTotal(db: DbOrTx, actorId: number): Promise<number> {
  const [row] = await db.select({ n: sum(messengerChannels.actorUnread) }).from(messengerChannels).where(eq(messengerChannels.actorId, actorId));
  return Number(row?.n ?? 0);
}
