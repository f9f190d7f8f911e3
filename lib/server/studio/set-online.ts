import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { CHAT_EXIT } from '@/lib/chat/chat-codes';
import { endActorChats } from '@/lib/server/chat/end-chat';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { AppError } from '@/lib/server/errors';
import { notifyFollowersOnline } from '@/lib/server/notifications/notify-followers-online';
import { invalidatePages } from '@/lib/server/http/page-cache-registry';
import { publishToAll } from '@/lib/server/realtime/broadcast-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';

/**
 * "go online and offline": flips actors.is_online (online_since marks when) and tells
 * every open page at once (§7 actorOnline / actorOffline to all sessions, so guests see it within
 * a second on every page that shows her). A switch to the state she is already in changes and
 * publishes nothing.
 *
 * Caches, and why only this much: her own pages (tag actor:<slug>) are dropped in every process,
 * so a reload shows the new state at once. Lists (home, model lists, top cams) and the catalogue's
 * minute-long totals are shared by all performers; dropping them on every switch of 10,000
 * performers would empty the cache all evening. They converge within PAGE_CACHE_SECONDS (30 s)
 * and the 60 s count TTL, while the broadcast updates pages already open.
 */
export async function setActorOnline(db: DbOrTx, pubsub: PubSub, actorId: number, online: boolean, now = new Date()): Promise<{ isOnline: boolean; changed: boolean }> {
  const [changed] = await db
    .update(actors)
    // The version is raised in the same statement: a page orders her events and snapshots by it.
    .set({ isOnline: online, onlineSince: online ? now : null, presenceVersion: sql`${actors.presenceVersion} + 1` })
    .where(and(eq(actors.id, actorId), eq(actors.isOnline, !online)))
    .returning({ slug: actors.slug, version: actors.presenceVersion });
  if (!changed) {
    const [actor] = await db.select({ isOnline: actors.isOnline }).from(actors).where(eq(actors.id, actorId)).limit(1);
    if (!actor) throw new AppError('NOT_FOUND', 'The performer does not exist.');
    return { isOnline: actor.isOnline, changed: false };
  }
  // "The performer going offline mid-chat: the chat ends with exit 200 and only delivered seconds are billed."
  if (!online) await endActorChats(db, pubsub, actorId, CHAT_EXIT.hostEnded, now);
  await invalidatePages(pubsub, [`actor:${changed.slug.toLowerCase()}`]);
  await publishToAll(pubsub, { type: online ? 'actorOnline' : 'actorOffline', actorId, version: changed.version });
  // Guests who pinned her get a notification (type 2) when she comes online.
  if (online) await notifyFollowersOnline(db, pubsub, actorId);
  return { isOnline: online, changed: true };
}
