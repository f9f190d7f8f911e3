import 'server-only';
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { sandboxCharges } from '@/lib/server/db/schema/sandbox-payments';
import type { VoiceSession } from './provider';
import { SANDBOX_VOICE_NUMBER, SANDBOX_VOICE_PIN_MINUTES } from './sandbox-cards';
import { providerRefOf, type SandboxChargeRow } from './sandbox-charge-row';

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

function sessionOf(row: SandboxChargeRow): VoiceSession {
  if (!row.phoneNumber || !row.pin || !row.expiresAt) throw new Error(`sandbox charge ${row.id} is not a voice charge`);
  return { providerRef: providerRefOf(row.id), phoneNumber: row.phoneNumber, pin: row.pin, expiresAt: row.expiresAt };
}

/** A PIN no open voice charge uses right now, so a call finds exactly one charge. */
async function freshPin(db: DbOrTx, now: Date): Promise<string> {
  for (;;) {
    const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const [taken] = await db
      .select({ id: sandboxCharges.id })
      .from(sandboxCharges)
      .where(and(eq(sandboxCharges.kind, 'voice'), eq(sandboxCharges.pin, pin), eq(sandboxCharges.status, 'requires_confirmation'), gt(sandboxCharges.expiresAt, now)))
      .limit(1);
    if (!taken) return pin;
  }
}

/** Opens the voice charge of a reference once; asked again, answers the same number and PIN. */
export async function startSandboxVoice(db: DbOrTx, input: { reference: string; amount: number }, now = new Date()): Promise<VoiceSession> {
  const expiresAt = new Date(now.getTime() + SANDBOX_VOICE_PIN_MINUTES * 60_000);
  const [created] = await db
    .insert(sandboxCharges)
    .values({
      reference: input.reference,
      amount: input.amount,
      currency: 'EUR',
      kind: 'voice',
      status: 'requires_confirmation',
      label: 'Voice',
      phoneNumber: SANDBOX_VOICE_NUMBER,
      pin: await freshPin(db, now),
      expiresAt,
    })
    .onConflictDoNothing()
    .returning();
  const row = created ?? (await db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, input.reference)))[0];
  if (!row) throw new Error('sandbox voice charge vanished');
  return sessionOf(row);
}

/** A voice charge nobody paid in time is declined for good (the guard keeps a paid one paid). */
export async function expireVoiceCharge(db: DbOrTx, row: SandboxChargeRow, now: Date): Promise<SandboxChargeRow> {
  if (row.kind !== 'voice' || row.status !== 'requires_confirmation' || !row.expiresAt || row.expiresAt > now) return row;
  const [expired] = await db
    .update(sandboxCharges)
    .set({ status: 'declined', declineReason: 'voice_expired' })
    .where(and(eq(sandboxCharges.id, row.id), eq(sandboxCharges.status, 'requires_confirmation')))
    .returning();
  return expired ?? (await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, row.id)))[0] ?? row;
}

export type SandboxVoiceCallStatus = 'succeeded' | 'unknown_pin' | 'expired';

/**
 * The sandbox telephone: a guest "calls" the premium-rate number and types the PIN. A matching
 * open charge (within its 15 minutes) is paid; calling again with a paid PIN answers succeeded
 * again (the payment is not taken twice). Answers the charge's reference so the caller settles it.
 */
export async function sandboxVoiceCall(
  db: DbOrTx,
  input: { phoneNumber: string; pin: string },
  now = new Date(),
): Promise<{ status: SandboxVoiceCallStatus; reference: string | null }> {
  if (digitsOf(input.phoneNumber) !== digitsOf(SANDBOX_VOICE_NUMBER)) return { status: 'unknown_pin', reference: null };
  const rows = await db
    .select()
    .from(sandboxCharges)
    .where(and(eq(sandboxCharges.kind, 'voice'), eq(sandboxCharges.pin, input.pin)))
    .orderBy(desc(sandboxCharges.id))
    .limit(20);
  const open = rows.find((r) => r.status === 'requires_confirmation' && r.expiresAt && r.expiresAt > now);
  // The newest charge with this PIN speaks unless an older one is still open.
  const row = open ?? rows[0];
  if (!row) return { status: 'unknown_pin', reference: null };
  if (row.status === 'succeeded') return { status: 'succeeded', reference: row.reference };
  if (!open) {
    await expireVoiceCharge(db, row, now);
    return { status: 'expired', reference: row.reference };
  }
  await db
    .update(sandboxCharges)
    .set({ status: 'succeeded' })
    .where(and(eq(sandboxCharges.id, open.id), eq(sandboxCharges.status, 'requires_confirmation')));
  return { status: 'succeeded', reference: open.reference };
}
