import 'server-only';
import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * `column <= now` at the precision of the app's clock. `now` is a JavaScript Date (milliseconds);
 * a row stamped by the database's `now()` carries microseconds on PostgreSQL (PGlite's clock
 * ticks in milliseconds), so a grant written in the same millisecond as `now` would compare as
 * still in the future (12:00:00.123456 > 12:00:00.123). Truncated to the millisecond, it has started.
 */
export function startedBy(column: Column, now: Date): SQL {
  return sql`date_trunc('milliseconds', ${column}) <= ${now.toISOString()}::timestamptz`;
}
