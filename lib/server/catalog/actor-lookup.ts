import 'server-only';
import { eq, or, type SQL, sql } from 'drizzle-orm';
import { actors } from '@/lib/server/db/schema/actors';

/** Largest value of a PostgreSQL `integer`: bigger "ids" are names, never an out-of-range error. */
const MAX_INT4 = 2_147_483_647;

/** §2: actor names are lowercased in links, so a name matches its slug or its name in any case. */
export function byNameOrSlug(nameOrSlug: string): SQL {
  const lowered = nameOrSlug.trim().toLowerCase();
  return or(eq(actors.slug, lowered), sql`lower(${actors.name}) = ${lowered}`) as SQL;
}

/** §7 getActorDataByIdOrName: digits are an id, anything else a name. */
export function byIdOrName(idOrName: string): SQL {
  const trimmed = idOrName.trim();
  if (/^\d{1,10}$/.test(trimmed) && Number(trimmed) <= MAX_INT4) return eq(actors.id, Number(trimmed));
  return byNameOrSlug(trimmed);
}
