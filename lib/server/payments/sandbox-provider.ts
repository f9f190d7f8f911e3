import 'server-only';
import { and, eq } from 'drizzle-orm';
import { sandboxCharges } from '@/lib/server/db/schema/payments';
import type { CardInput, ChargeResult, PaymentProvider } from './provider';
import { SANDBOX_CARDS, SANDBOX_CONFIRMATION_CODE } from './sandbox-cards';

type Row = typeof sandboxCharges.$inferSelect;

function result(row: Row): ChargeResult {
  const base = { providerRef: `sbx_${row.id}`, cardLast4: row.cardLast4 };
  if (row.status === 'declined') {
    return { status: 'declined', ...base, reason: row.cardLast4 === SANDBOX_CARDS.insufficientFunds.slice(-4) ? 'insufficient_funds' : 'card_declined' };
  }
  return { status: row.status, ...base };
}

function outcome(card: CardInput): Row['status'] {
  const number = card.number.replace(/\D/g, '');
  if (number === SANDBOX_CARDS.declined || number === SANDBOX_CARDS.insufficientFunds) return 'declined';
  if (number === SANDBOX_CARDS.needsConfirmation) return 'requires_confirmation';
  return 'succeeded';
}

function refId(providerRef: string): number | null {
  const digits = /^sbx_(\d{1,9})$/.exec(providerRef)?.[1];
  return digits ? Number(digits) : null;
}

/**
 * A payment provider in test mode, with its own book (sandbox_charges) in our database: charges
 * by test card number (lib/server/payments/sandbox-cards.ts), once per reference. No money moves
 * anywhere; everything else — idempotency, confirmation, lookup after a crash — is real.
 */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',

  async charge(db, input) {
    const cardLast4 = input.card.number.replace(/\D/g, '').slice(-4);
    const [created] = await db
      .insert(sandboxCharges)
      .values({ reference: input.reference, amount: input.amount, currency: input.currency, status: outcome(input.card), cardLast4 })
      .onConflictDoNothing()
      .returning();
    const row = created ?? (await db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, input.reference)))[0];
    if (!row) throw new Error('sandbox charge vanished');
    return result(row);
  },

  async confirm(db, { providerRef, code }) {
    const id = refId(providerRef);
    if (id === null) return { status: 'declined', providerRef, cardLast4: '0000', reason: 'confirmation_failed' };
    if (code.trim() === SANDBOX_CONFIRMATION_CODE) {
      await db
        .update(sandboxCharges)
        .set({ status: 'succeeded' })
        .where(and(eq(sandboxCharges.id, id), eq(sandboxCharges.status, 'requires_confirmation')));
    }
    const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id));
    if (!row) return { status: 'declined', providerRef, cardLast4: '0000', reason: 'confirmation_failed' };
    // A wrong code leaves the charge waiting for the right one.
    return result(row);
  },

  async lookup(db, reference) {
    const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference));
    return row ? result(row) : null;
  },
};
