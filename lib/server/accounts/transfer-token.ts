import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { newSecret, hashSecret } from '@/lib/server/auth/secret-token';
import type { DbOrTx } from '@/lib/server/db/client';
import { transferTokens } from '@/lib/server/db/schema/auth';
import { AppError } from '@/lib/server/errors';
import { TRANSFER_TOKEN_TTL_SECONDS } from './account-limits';

export type IssuedTransferToken = { transferToken: string; expiresInSeconds: number };

/** A one-time token for `guestId`, valid 2 minutes; only its hash is stored. */
export async function issueTransferToken(db: DbOrTx, guestId: number, now: Date): Promise<IssuedTransferToken> {
  const { secret, hash } = newSecret();
  await db.insert(transferTokens).values({
    guestId,
    tokenHash: hash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TRANSFER_TOKEN_TTL_SECONDS * 1000),
  });
  return { transferToken: secret, expiresInSeconds: TRANSFER_TOKEN_TTL_SECONDS };
}

/**
 * Marks the token used and returns its guest, in one statement: of two concurrent exchanges only
 * one sees the row unused. Unknown, expired and used tokens are one and the same error.
 */
export async function consumeTransferToken(db: DbOrTx, token: string, now: Date): Promise<number> {
  const [row] = await db
    .update(transferTokens)
    .set({ usedAt: now })
    .where(and(eq(transferTokens.tokenHash, hashSecret(token)), isNull(transferTokens.usedAt), gt(transferTokens.expiresAt, now)))
    .returning({ guestId: transferTokens.guestId });
  if (!row) throw new AppError('TRANSFER_TOKEN_INVALID', 'The login has expired or was already used. Please log in again.');
  return row.guestId;
}
