import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { sandboxCharges } from '@/lib/server/db/schema/sandbox-payments';
import type { PaymentProvider } from './provider';
import { SANDBOX_CONFIRMATION_CODE } from './sandbox-cards';
import { chargeIdOf, chargeResultOf, unknownCharge } from './sandbox-charge-row';
import { draftCharge } from './sandbox-sources';
import { expireVoiceCharge, startSandboxVoice } from './sandbox-voice';

/**
 * A payment provider in test mode, with its own book (sandbox_charges, sandbox_methods) in our
 * database: charges by test card, IBAN or number (./sandbox-cards.ts), once per reference. No
 * money moves anywhere; everything else — idempotency, saved methods, confirmation, voice calls,
 * lookup after a crash — is real.
 */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',

  async charge(db, input) {
    const draft = await draftCharge(db, input.source);
    const [created] = await db
      .insert(sandboxCharges)
      .values({ ...draft, reference: input.reference, amount: input.amount, currency: input.currency })
      .onConflictDoNothing()
      .returning();
    const row = created ?? (await db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, input.reference)))[0];
    if (!row) throw new Error('sandbox charge vanished');
    return chargeResultOf(row);
  },

  async confirm(db, { providerRef, code }) {
    const id = chargeIdOf(providerRef);
    if (id === null) return unknownCharge(providerRef);
    // Cards (3-D Secure) and carrier billing confirm by code; a voice charge only by the call.
    if (code.trim() === SANDBOX_CONFIRMATION_CODE) {
      await db
        .update(sandboxCharges)
        .set({ status: 'succeeded' })
        .where(and(eq(sandboxCharges.id, id), eq(sandboxCharges.status, 'requires_confirmation'), inArray(sandboxCharges.kind, ['card', 'carrier'])));
    }
    const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id));
    // A wrong code leaves the charge waiting for the right one.
    return row ? chargeResultOf(row) : unknownCharge(providerRef);
  },

  async lookup(db, reference) {
    const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference));
    return row ? chargeResultOf(await expireVoiceCharge(db, row, new Date())) : null;
  },

  startVoice(db, input) {
    return startSandboxVoice(db, input);
  },
};
