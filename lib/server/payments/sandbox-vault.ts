import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { sandboxMethods } from '@/lib/server/db/schema/sandbox-payments';

export type VaultEntry = typeof sandboxMethods.$inferSelect;

export function fingerprintOf(...parts: string[]): string {
  return createHash('sha256').update(parts.join('|')).digest('hex');
}

/**
 * The sandbox's token vault: saving a card (number and expiry) or an IBAN answers a reusable
 * token; the same instrument saved again gets the same token. Only the token leaves the provider.
 */
export async function vaultMethod(
  db: DbOrTx,
  input: { kind: 'card' | 'sepa'; fingerprint: string; label: string; last4: string; declinesCharges: boolean },
): Promise<string> {
  const token = `sbxpm_${randomBytes(12).toString('hex')}`;
  const [created] = await db.insert(sandboxMethods).values({ ...input, token }).onConflictDoNothing().returning({ token: sandboxMethods.token });
  if (created) return created.token;
  const [existing] = await db.select({ token: sandboxMethods.token }).from(sandboxMethods).where(eq(sandboxMethods.fingerprint, input.fingerprint));
  if (!existing) throw new Error('sandbox vault entry vanished');
  return existing.token;
}

export async function findVaultEntry(db: DbOrTx, token: string): Promise<VaultEntry | null> {
  const [entry] = await db.select().from(sandboxMethods).where(eq(sandboxMethods.token, token));
  return entry ?? null;
}
