import 'server-only';
import { log } from '@/lib/server/log';
import { databaseError } from './sql-state';

/**
 * PostgreSQL ends one transaction of a lock cycle with deadlock_detected (40P01), and a
 * serializable one that lost a race with serialization_failure (40001); either was rolled back
 * whole, and the server's documentation asks the client to run it again. Services keep their
 * outside effects (events, mail, payment calls) after the commit, so running the callback again is
 * safe. Savepoints (`tx.transaction`) are not retried: only the outermost transaction can be.
 */
const RETRYABLE = new Set(['40P01', '40001']);
export const TRANSACTION_ATTEMPTS = 4;

export function isRetryableTransactionError(error: unknown): boolean {
  return RETRYABLE.has(databaseError(error)?.code ?? '');
}

export function retryTransactions<D extends { transaction: (...args: never[]) => Promise<unknown> }>(db: D): D {
  const transaction = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  const retrying = async (...args: unknown[]) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await transaction(...args);
      } catch (error) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableTransactionError(error)) throw error;
        log.warn(`database: transaction retried (${databaseError(error)?.code}, attempt ${attempt})`);
        // A short random pause, so the transactions of the cycle do not meet again in step.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
      }
    }
  };
  db.transaction = retrying as D['transaction'];
  return db;
}
