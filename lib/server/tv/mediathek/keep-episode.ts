import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { tvEpisodes, tvKeptEpisodes } from '@/lib/server/db/schema/tv-mediathek';
import { AppError } from '@/lib/server/errors';
import { aired } from './episode-row';

/**
 * §2 media library: the guest keeps an episode (pinned section). Idempotent: keeping a kept
 * episode keeps its first moment. Any aired episode can be kept, watchable or not (the library
 * shows it; playing asks the gate again). 404 for an unknown episode.
 */
export async function keepEpisode(db: DbOrTx, guestId: number, episodeId: number): Promise<void> {
  const [episode] = await db.select({ id: tvEpisodes.id }).from(tvEpisodes).where(and(eq(tvEpisodes.id, episodeId), aired())).limit(1);
  if (!episode) throw new AppError('NOT_FOUND', 'No such episode.');
  await db.insert(tvKeptEpisodes).values({ guestId, episodeId }).onConflictDoNothing();
}

/** Takes an episode out of the guest's library; idempotent (not kept: nothing to do). */
export async function unkeepEpisode(db: DbOrTx, guestId: number, episodeId: number): Promise<void> {
  await db.delete(tvKeptEpisodes).where(and(eq(tvKeptEpisodes.guestId, guestId), eq(tvKeptEpisodes.episodeId, episodeId)));
}

/** The ids of the guest's kept episodes, most recently kept first. */
export async function keptEpisodeIds(db: DbOrTx, guestId: number): Promise<number[]> {
  const rows = await db
    .select({ id: tvKeptEpisodes.episodeId })
    .from(tvKeptEpisodes)
    .where(eq(tvKeptEpisodes.guestId, guestId))
    .orderBy(desc(tvKeptEpisodes.keptAt), desc(tvKeptEpisodes.episodeId));
  return rows.map((row) => row.id);
}

/** Whether the guest keeps this episode. */
export async function isEpisodeKept(db: DbOrTx, guestId: number, episodeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tvKeptEpisodes.episodeId })
    .from(tvKeptEpisodes)
    .where(and(eq(tvKeptEpisodes.guestId, guestId), eq(tvKeptEpisodes.episodeId, episodeId)))
    .limit(1);
  return row !== undefined;
}
