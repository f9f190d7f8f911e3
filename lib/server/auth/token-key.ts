import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { appSecrets } from '@/lib/server/db/schema/accounts';

/** AUTH_SECRET when given; otherwise a random key generated once and kept in the database. */
export async function resolveTokenKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const fresh = randomBytes(48).toString('base64url');
  await db.insert(appSecrets).values({ name: 'access-token-key', value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'access-token-key'));
  if (!row) throw new Error('access-token key missing after insert');
  return new TextEncoder().encode(row.value);
}
