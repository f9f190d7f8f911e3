import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { albums } from '@/lib/server/db/schema/catalog';
import { invalidatePages } from '@/lib/server/http/page-cache-registry';
import type { PubSub } from '@/lib/server/realtime/pubsub';

/**
 * The album page is cached for everyone with its comments (lib/server/http/page-cache*.ts): a new
 * comment drops the performer's cached pages in every process, so the next visitor (and the
 * author after a reload) sees it at once, not after PAGE_CACHE_SECONDS.
 */
export async function invalidateAlbumPages(db: DbOrTx, pubsub: PubSub, albumId: number): Promise<void> {
  const [row] = await db.select({ slug: actors.slug }).from(albums).innerJoin(actors, eq(actors.id, albums.actorId)).where(eq(albums.id, albumId));
  if (row) await invalidatePages(pubsub, [`actor:${row.slug.toLowerCase()}`]);
}
