import 'server-only';

export type PgErrorLike = { code?: string; constraint?: string; cause?: PgErrorLike };

/** The database's own error inside what was thrown (drizzle wraps the driver's error in `cause`), or null. */
export function databaseError(error: unknown): PgErrorLike | null {
  for (let e = error as PgErrorLike | undefined, depth = 0; e && depth < 3; e = e.cause, depth += 1) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
  }
  return null;
}
