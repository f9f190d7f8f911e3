import 'server-only';
import { COIN_CENTS } from '@/lib/contracts/feed';
import type { DbOrTx, Tx } from '@/lib/server/db/client';
import { AppError, isAppError } from '@/lib/server/errors';
import { splitSale } from '@/lib/server/purchases/price';
import { type AccountRef, getBalance } from '@/lib/server/wallet/ledger';

/** §9 "EUR to coins is the ceiling of amount times 4": one coin is 25 cents of the EUR balance. */
export const coinsToCents = (coins: number): number => coins * COIN_CENTS;

export const guestAccount = (guestId: number): AccountRef => ({ ownerType: 'guest', ownerId: guestId, currency: 'EUR' });

/** The guest pays, the performer earns her share and the platform the rest (as a video sale or a message). */
export function salePostings(guestId: number, actorId: number, cents: number) {
  const { performer, platform } = splitSale(cents);
  return [
    { account: guestAccount(guestId), amount: -cents },
    { account: { ownerType: 'actor' as const, ownerId: actorId, name: 'earnings', currency: 'EUR' as const }, amount: performer },
    { account: { ownerType: 'system' as const, ownerId: 0, name: 'revenue', currency: 'EUR' as const }, amount: platform },
  ];
}

/**
 * Runs a paying transaction; the ledger's INSUFFICIENT_FUNDS (the balance would go below zero) rolls
 * it back and is answered 409 with {price, balance, missing} in cents for the not-enough-money box.
 */
export async function withEnoughMoney<T>(db: DbOrTx, guestId: number, cents: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (!isAppError(error) || error.code !== 'INSUFFICIENT_FUNDS') throw error;
    const balance = await getBalance(db, guestAccount(guestId));
    throw new AppError('INSUFFICIENT_FUNDS', 'The balance is too low.', { reason: 'NOT_ENOUGH_MONEY', price: cents, balance, missing: Math.max(0, cents - balance) });
  }
}
