import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import { cardLabel, ibanLabel, msisdnLabel } from './method-labels';
import type { CardInput, ChargeSource } from './provider';
import { SANDBOX_CARDS, SANDBOX_CARRIER_NUMBERS, SANDBOX_IBANS } from './sandbox-cards';
import type { SandboxChargeDraft } from './sandbox-charge-row';
import { findVaultEntry, fingerprintOf, vaultMethod } from './sandbox-vault';

function cardDraft(card: CardInput): SandboxChargeDraft {
  const number = card.number.replace(/\D/g, '');
  const base = { kind: 'card' as const, cardLast4: number.slice(-4), label: cardLabel(number) };
  if (number === SANDBOX_CARDS.declined) return { ...base, status: 'declined', declineReason: 'card_declined' };
  if (number === SANDBOX_CARDS.insufficientFunds) return { ...base, status: 'declined', declineReason: 'insufficient_funds' };
  if (number === SANDBOX_CARDS.needsConfirmation) return { ...base, status: 'requires_confirmation' };
  return { ...base, status: 'succeeded' };
}

/**
 * How the sandbox answers each source, by its test data (./sandbox-cards.ts). A source asked to
 * be saved gets a vault token unless it is declined; the token is handed out once the charge
 * succeeded (after the confirmation, for a card that needs one).
 */
export async function draftCharge(db: DbOrTx, source: ChargeSource): Promise<SandboxChargeDraft> {
  switch (source.type) {
    case 'card': {
      const draft = cardDraft(source.card);
      if (!source.save || draft.status === 'declined') return draft;
      const number = source.card.number.replace(/\D/g, '');
      const methodToken = await vaultMethod(db, {
        kind: 'card',
        fingerprint: fingerprintOf('card', number, source.card.expiry),
        label: draft.label ?? cardLabel(number),
        last4: number.slice(-4),
        declinesCharges: number === SANDBOX_CARDS.declinesLater,
      });
      return { ...draft, methodToken };
    }
    case 'sepa': {
      const label = ibanLabel(source.iban);
      if (source.iban === SANDBOX_IBANS.declined) return { kind: 'sepa', label, status: 'declined', declineReason: 'account_declined' };
      if (!source.save) return { kind: 'sepa', label, status: 'succeeded' };
      const methodToken = await vaultMethod(db, { kind: 'sepa', fingerprint: fingerprintOf('sepa', source.iban), label, last4: source.iban.slice(-4), declinesCharges: false });
      return { kind: 'sepa', label, status: 'succeeded', methodToken };
    }
    case 'method': {
      const entry = await findVaultEntry(db, source.methodRef);
      if (!entry) return { kind: 'method', label: 'Sandbox', methodToken: source.methodRef, status: 'declined', declineReason: 'card_declined' };
      const base = { kind: 'method' as const, label: entry.label, methodToken: entry.token, cardLast4: entry.kind === 'card' ? entry.last4 : null };
      if (!entry.declinesCharges) return { ...base, status: 'succeeded' };
      return { ...base, status: 'declined', declineReason: entry.kind === 'card' ? 'card_declined' : 'account_declined' };
    }
    case 'carrier': {
      const base = { kind: 'carrier' as const, label: msisdnLabel(source.msisdn), msisdn: source.msisdn };
      // The carrier texts a code (SANDBOX_CONFIRMATION_CODE); `confirm` completes the charge.
      if (source.msisdn === SANDBOX_CARRIER_NUMBERS.declined) return { ...base, status: 'declined', declineReason: 'carrier_declined' };
      return { ...base, status: 'requires_confirmation' };
    }
  }
}
