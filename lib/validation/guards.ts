import { MAX_DB_ID } from '@/lib/realtime/message-codes';

/**
 * Hand-written checks for the few answers and frames the browser reads while a page loads without
 * zod (§1 speed: lib/api/response-reader.ts, lib/realtime/fast-frames.ts). Each matches the zod
 * building block named beside it, as zod 4 defines it.
 */
export type Fields = Record<string, unknown>;

/** z.object(…)'s input: an object that is no array. */
export const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
/** z.number().int(): a safe integer. */
export const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
/** z.number().int().min(0). */
export const isCount = (value: unknown): value is number => isInt(value) && value >= 0;
/** lib/contracts/db-id.ts dbIdSchema: a positive int4. */
export const isDbId = (value: unknown): value is number => isInt(value) && value > 0 && value <= MAX_DB_ID;

/** z.enum(values). */
export function oneOf<T extends string>(values: readonly T[]): (value: unknown) => value is T {
  const set: ReadonlySet<unknown> = new Set(values);
  return (value: unknown): value is T => set.has(value);
}

/** z.array(item): every entry checked, or null for the whole list. */
export function listOf<T>(value: unknown, item: (entry: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const items: T[] = [];
  for (const entry of value as unknown[]) {
    const checked = item(entry);
    if (checked === null) return null;
    items.push(checked);
  }
  return items;
}
