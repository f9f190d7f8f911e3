import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { appProcesses, liveRooms } from '@/lib/server/db/schema/cluster';
import type { RoomDirectory } from '@/lib/server/live-video/live-forwarding';
import { STALE_AFTER_MS } from './process-registry';

/**
 * Which process holds a performer's live room (drizzle/0029 live_rooms): written when her camera
 * reaches the room, removed when it closes; a room of a process whose beat is stale has no owner.
 */
export function databaseRoomDirectory(db: DbOrTx, processId: string): RoomDirectory {
  return {
    async ownerOf(roomId) {
      const [row] = await db
        .select({ processId: liveRooms.processId })
        .from(liveRooms)
        .innerJoin(appProcesses, eq(appProcesses.id, liveRooms.processId))
        .where(and(eq(liveRooms.actorId, roomId), gt(appProcesses.heartbeatAt, new Date(Date.now() - STALE_AFTER_MS))))
        .limit(1);
      return row?.processId ?? null;
    },
    async opened(roomId) {
      await db
        .insert(liveRooms)
        .values({ actorId: roomId, processId, openedAt: new Date() })
        .onConflictDoUpdate({ target: liveRooms.actorId, set: { processId, openedAt: new Date() } });
    },
    async closed(roomId) {
      const removed = await db
        .delete(liveRooms)
        .where(and(eq(liveRooms.actorId, roomId), eq(liveRooms.processId, processId)))
        .returning({ actorId: liveRooms.actorId });
      if (removed.length > 0) return true;
      // No row: ours unless another process has taken the room over since.
      const [row] = await db.select({ processId: liveRooms.processId }).from(liveRooms).where(eq(liveRooms.actorId, roomId)).limit(1);
      return !row;
    },
  };
}
