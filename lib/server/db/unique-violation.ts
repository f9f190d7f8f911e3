import 'server-only';

type PgErrorLike = { code?: string; constraint?: string; cause?: PgErrorLike };

/** The constraint a unique violation (23505) hit, or null for any other error. Drizzle wraps the driver's error in `cause`. */
export function uniqueViolation(error: unknown): string | null {
  for (let e = error as PgErrorLike | undefined, depth = 0; e && depth < 3; e = e.cause, depth += 1) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return null;
}
