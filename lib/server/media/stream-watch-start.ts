import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { videoWatches } from '@/lib/server/db/schema/watches';
import { type StreamViewer, streamAccess } from './stream-access';

/**
 * Watch/start counts playbacks, not clicks: a replay, a reload or a second tab within this
 * window is the same viewing and records nothing new.
 */
export const WATCH_START_WINDOW_MINUTES = 30;

/** The first key of the advisory locks below (pg's two-int key space, apart from the seed's bigint one). */
const WATCH_LOCK_SPACE = 0x57415443; // 'WATC'

type WatchStart = { viewer: NonNullable<StreamViewer>; videoId: number; /** §6 bans */ viewerCountry: string | null };

/**
 * `watch/start`: one row per guest, video and window, only for a guest who may watch the
 * video now (the stream's own check). Safe under concurrency without a unique key: the
 * transaction first takes an advisory lock on (guest, video), so concurrent starts queue; each
 * then inserts only when no start of the window exists, in a statement whose snapshot is taken
 * after the lock, i.e. after the previous holder committed. Answers whether a row was written.
 */
export async function recordWatchStart(db: DbOrTx, { viewer, videoId, viewerCountry }: WatchStart, now = new Date()): Promise<boolean> {
  const access = await streamAccess(db, viewer, videoId, viewerCountry, now);
  const { guestId } = viewer;
  const windowStart = new Date(now.getTime() - WATCH_START_WINDOW_MINUTES * 60_000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${WATCH_LOCK_SPACE}::int4, hashtext(${`${guestId}:${videoId}`}))`);
    const inserted = await tx.execute(sql`
      insert into ${videoWatches} (guest_id, video_id, access, started_at)
      select ${guestId}, ${videoId}, ${access}, ${now.toISOString()}::timestamptz
      where not exists (
        select 1 from ${videoWatches}
        where guest_id = ${guestId} and video_id = ${videoId} and started_at > ${windowStart.toISOString()}::timestamptz
      )
      returning id`);
    // Both drivers (PGlite, node-postgres) answer execute() with `{ rows }`.
    return (inserted as unknown as { rows: unknown[] }).rows.length > 0;
  });
}
