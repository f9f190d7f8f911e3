import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { type PincallErrorCode, pincallErrorCodes } from '@/lib/contracts/pincall';
import type { DbOrTx } from '@/lib/server/db/client';
import { phoneVerifications } from '@/lib/server/db/schema/phone';
import { uniqueViolation } from '@/lib/server/db/unique-violation';
import { parsePhoneType } from './phone-number';
import { pinMatches } from './pin-hash';
import { pincallError } from './pincall-error';

/** §8 code 9: the fifth wrong pin locks the verification; even the right pin is refused then. */
export const PINCALL_MAX_ATTEMPTS = 5;

const VERIFIED_NUMBER_KEY = 'phone_verifications_verified_number_key';

/**
 * §7 guest service phone verification, verify: the pin the call spoke marks the number
 * verified. Every try counts, and the count is written even when the pin is wrong, so the
 * failure is answered after the transaction (an exception inside would roll it back).
 */
export async function verifyPincall(
  db: DbOrTx,
  guestId: number,
  input: { id: string; type: string; pin: string },
): Promise<{ verified: true }> {
  const type = parsePhoneType(input.type);
  let failure: PincallErrorCode | null;
  try {
    failure = await db.transaction(async (tx): Promise<PincallErrorCode | null> => {
      const [row] = await tx
        .select()
        .from(phoneVerifications)
        .where(and(eq(phoneVerifications.id, input.id), eq(phoneVerifications.guestId, guestId)))
        .for('update');
      if (!row) return pincallErrorCodes.ID_DOES_NOT_EXIST;
      if (row.type !== type) return pincallErrorCodes.INVALID_VERIFICATION_TYPE;
      // Verified before (a retried request): answer the same.
      if (row.status !== 'pending') return null;
      if (row.attempts >= PINCALL_MAX_ATTEMPTS) return pincallErrorCodes.ATTEMPT_LIMIT_REACHED;
      if (row.expiresAt.getTime() <= Date.now()) return pincallErrorCodes.VERIFICATION_TIMEOUT;

      const attempts = row.attempts + 1;
      if (!pinMatches(row.pinHash, row.id, input.pin)) {
        await tx.update(phoneVerifications).set({ attempts }).where(eq(phoneVerifications.id, row.id));
        return attempts >= PINCALL_MAX_ATTEMPTS ? pincallErrorCodes.ATTEMPT_LIMIT_REACHED : pincallErrorCodes.INVALID_CODE;
      }

      // The guest verifying their own number again: the newer row is the one that counts.
      await tx
        .update(phoneVerifications)
        .set({ status: 'superseded' })
        .where(
          and(
            eq(phoneVerifications.phoneNumber, row.phoneNumber),
            eq(phoneVerifications.guestId, guestId),
            eq(phoneVerifications.status, 'verified'),
            ne(phoneVerifications.id, row.id),
          ),
        );
      await tx
        .update(phoneVerifications)
        .set({ attempts, status: 'verified', verifiedAt: new Date() })
        .where(eq(phoneVerifications.id, row.id));
      return null;
    });
  } catch (error) {
    // Another guest verified the same number in the meantime.
    if (uniqueViolation(error) === VERIFIED_NUMBER_KEY) failure = pincallErrorCodes.PHONE_NUMBER_NOT_UNIQUE;
    else throw error;
  }
  if (failure !== null) throw pincallError(failure);
  return { verified: true };
}
