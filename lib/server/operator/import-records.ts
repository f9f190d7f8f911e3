import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { importRecords } from '@/lib/server/db/schema/operators';
import { AppError } from '@/lib/server/errors';

export type ImportKind = 'actor' | 'album';
export type ImportOutcome = 'created' | 'updated' | 'unchanged';

/** The record as parsed (defaults applied), hashed: the same payload twice is the same hash. */
export function contentHash(record: unknown): string {
  return createHash('sha256').update(JSON.stringify(record)).digest('base64url');
}

/** A stable, positive int4 seed for the generated pictures of an imported record. */
export function imageSeedOf(...parts: (string | number)[]): number {
  return createHash('sha256').update(parts.join('\u0000')).digest().readUInt32BE(0) & 0x7fffffff;
}

export async function findImported(db: DbOrTx, kind: ImportKind, externalId: string) {
  const [row] = await db
    .select()
    .from(importRecords)
    .where(and(eq(importRecords.kind, kind), eq(importRecords.externalId, externalId)));
  return row ?? null;
}

export async function rememberImport(db: DbOrTx, kind: ImportKind, externalId: string, localId: number, hash: string): Promise<void> {
  await db
    .insert(importRecords)
    .values({ kind, externalId, localId, contentHash: hash })
    .onConflictDoUpdate({ target: [importRecords.kind, importRecords.externalId], set: { localId, contentHash: hash, importedAt: new Date() } });
}

/** A record the import cannot store: 422 naming its path, and the whole import is rolled back. */
export function recordError(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', `${path}: ${message}`, [{ path, message }]);
}
