import 'server-only';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { byIdOrName } from '../actor-lookup';
import { isBannedFor } from '../model-row';

export type VisibleActor = { id: number; name: string; slug: string; isOnline: boolean; imageSeed: number };

/**
 * The performer a call names, by id or name (any case), or null when unknown or banned for the
 * viewer's country (§6: a banned performer looks missing). Calls answer 404 on null.
 */
export async function findVisibleActor(
  db: DbOrTx,
  idOrName: string | number,
  viewerCountry: string | null | undefined,
): Promise<VisibleActor | null> {
  const where: SQL = byIdOrName(String(idOrName));
  const [row] = await db
    .select({
      id: actors.id,
      name: actors.name,
      slug: actors.slug,
      isOnline: actors.isOnline,
      imageSeed: actors.imageSeed,
      bannedCountryCodes: actors.bannedCountryCodes,
    })
    .from(actors)
    .where(where)
    .limit(1);
  if (!row || isBannedFor(row.bannedCountryCodes, viewerCountry)) return null;
  return { id: row.id, name: row.name, slug: row.slug, isOnline: row.isOnline, imageSeed: row.imageSeed };
}
