import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { albums } from '@/lib/server/db/schema/catalog';
import { isBannedFor } from '../model-row';

/**
 * Whether a gallery exists for this viewer: released, not a sedcard, its performer not banned
 * for the viewer's country (§6). Cheaper than the detail for calls that only need the check.
 */
export async function isVisibleAlbum(db: DbOrTx, albumId: number, viewerCountry: string | null | undefined): Promise<boolean> {
  const [row] = await db
    .select({ bannedCountryCodes: actors.bannedCountryCodes })
    .from(albums)
    .innerJoin(actors, eq(actors.id, albums.actorId))
    .where(and(eq(albums.id, albumId), eq(albums.type, 'album'), sql`${albums.releasedAt} <= now()`))
    .limit(1);
  return row !== undefined && !isBannedFor(row.bannedCountryCodes, viewerCountry);
}
