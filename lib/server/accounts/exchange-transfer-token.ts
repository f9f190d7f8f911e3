import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { AppError } from '@/lib/server/errors';
import { type ClientInfo, createSession } from './sessions';
import { consumeTransferToken } from './transfer-token';
import { type GuestAccess, accessFor } from './session-access-token';

export type ExchangedLogin = GuestAccess & { sessionToken: string; sessionExpiresAt: Date };

/**
 * §7 login-success: spends the one-time transfer token from the pay pages and opens the app's
 * own session (cookie value) plus a new access token (ASVS 7.2.3/7.2.4: new tokens per login).
 */
export async function exchangeTransferToken(
  db: DbOrTx,
  tokenKey: Uint8Array,
  transferToken: string,
  client: ClientInfo,
  now = new Date(),
): Promise<ExchangedLogin> {
  const opened = await db.transaction(async (tx) => {
    const guestId = await consumeTransferToken(tx, transferToken, now);
    const [guest] = await tx
      .select({ id: guests.id, isLocked: guests.isLocked, tokenVersion: guests.tokenVersion })
      .from(guests)
      .where(eq(guests.id, guestId))
      .limit(1);
    if (!guest) throw new AppError('TRANSFER_TOKEN_INVALID', 'The login has expired or was already used. Please log in again.');
    if (guest.isLocked) throw new AppError('ACCOUNT_LOCKED', 'This account is locked.');
    const session = await createSession(tx, guest.id, client, now);
    return { guest, session };
  });
  const access = await accessFor(tokenKey, opened.guest.id, opened.guest.tokenVersion, now);
  return { ...access, sessionToken: opened.session.sessionToken, sessionExpiresAt: opened.session.expiresAt };
}
