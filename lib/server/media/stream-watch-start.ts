import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import { videoWatches } from '@/lib/server/db/schema/watches';
import { type StreamViewer, streamAccess } from './stream-access';

/** Issue 6 `watch/start`: a row per started playback, only for a guest who may watch the video now. */
export async function recordWatchStart(db: DbOrTx, viewer: NonNullable<StreamViewer>, videoId: number): Promise<void> {
  const access = await streamAccess(db, viewer, videoId);
  await db.insert(videoWatches).values({ guestId: viewer.guestId, videoId, access });
}
