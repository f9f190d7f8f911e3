import 'server-only';
import { databaseError } from './sql-state';

/** The constraint a unique violation (23505) hit, or null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  const e = databaseError(error);
  return e?.code === '23505' ? (e.constraint ?? '') : null;
}
