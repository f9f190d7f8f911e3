import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '@/lib/server/auth/password';
import type { DbOrTx } from '@/lib/server/db/client';
import { performers } from '@/lib/server/db/schema/accounts';
import { actors } from '@/lib/server/db/schema/actors';
import { DEMO_PERFORMER_STAGE_NAME } from '@/lib/server/db/seed/names';

/** Demo data only (README "Demo logins"): never reuse these outside a seeded database. */
export const DEMO_STUDIO_PASSWORD = 'studio-pass-123';
export const DEMO_STUDIO_EMAILS = ['lunasky@studio.example', 'studio2@studio.example', 'studio3@studio.example'] as const;

/**
 * Studio logins for three seeded performers: LunaSky, then the two performers seeded right after
 * her (lowest ids; names differ between seed scales, so the addresses do not carry them).
 * Idempotent, run at every boot like the seed's demo accounts: an address that exists is left
 * alone (its password too), so a second start hashes nothing.
 */
export async function ensureDemoPerformerLogins(db: DbOrTx): Promise<number> {
  const existing = await db
    .select({ email: sql<string>`lower(${performers.email})` })
    .from(performers)
    .where(inArray(sql`lower(${performers.email})`, [...DEMO_STUDIO_EMAILS]));
  const missing = DEMO_STUDIO_EMAILS.filter((email) => !existing.some((row) => row.email === email));
  if (missing.length === 0) return 0;

  const [luna] = await db.select({ id: actors.id }).from(actors).where(eq(actors.slug, DEMO_PERFORMER_STAGE_NAME.toLowerCase())).limit(1);
  if (!luna) return 0; // no seeded catalogue (an empty database): nothing to log in to
  const others = await db
    .select({ id: actors.id })
    .from(actors)
    .where(sql`${actors.id} <> ${luna.id}`)
    .orderBy(asc(actors.id))
    .limit(2);
  const actorOf = new Map<string, number | undefined>(DEMO_STUDIO_EMAILS.map((email, i) => [email, i === 0 ? luna.id : others[i - 1]?.id]));

  const passwordHash = await hashPassword(DEMO_STUDIO_PASSWORD);
  let created = 0;
  for (const email of missing) {
    const actorId = actorOf.get(email);
    if (actorId === undefined) continue;
    // Two processes booting at once: the unique lower(email) index keeps one row.
    const rows = await db.insert(performers).values({ actorId, email, passwordHash }).onConflictDoNothing().returning({ id: performers.id });
    created += rows.length;
  }
  return created;
}
