import 'server-only';
import type { sandboxCharges } from '@/lib/server/db/schema/sandbox-payments';
import type { ChargeResult, DeclineReason } from './provider';
import { SANDBOX_CARDS } from './sandbox-cards';

export type SandboxChargeRow = typeof sandboxCharges.$inferSelect;
/** A new row of the sandbox's book, before the reference and amount are added. */
export type SandboxChargeDraft = Omit<typeof sandboxCharges.$inferInsert, 'reference' | 'amount' | 'currency'>;

export function providerRefOf(id: number): string {
  return `sbx_${id}`;
}

export function chargeIdOf(providerRef: string): number | null {
  const digits = /^sbx_(\d{1,9})$/.exec(providerRef)?.[1];
  return digits ? Number(digits) : null;
}

/** What the sandbox answers about one row of its book. */
export function chargeResultOf(row: SandboxChargeRow): ChargeResult {
  const saved = row.status === 'succeeded' && (row.kind === 'card' || row.kind === 'sepa') ? row.methodToken : null;
  const base = {
    providerRef: providerRefOf(row.id),
    cardLast4: row.cardLast4,
    label: row.label ?? `•••• ${row.cardLast4 ?? ''}`.trim(),
    methodRef: saved,
  };
  if (row.status !== 'declined') return { status: row.status, ...base };
  // Rows from before 0010 carry no reason: the insufficient-funds card was the only special one.
  const legacy: DeclineReason = row.cardLast4 === SANDBOX_CARDS.insufficientFunds.slice(-4) ? 'insufficient_funds' : 'card_declined';
  return { status: 'declined', ...base, reason: (row.declineReason as DeclineReason | null) ?? legacy };
}

/** The answer for a providerRef the sandbox does not know. */
export function unknownCharge(providerRef: string): ChargeResult {
  return { status: 'declined', providerRef, cardLast4: null, label: 'Sandbox', methodRef: null, reason: 'confirmation_failed' };
}
