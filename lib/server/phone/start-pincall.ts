import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { pinLengths, pincallErrorCodes } from '@/lib/contracts/pincall';
import type { DbOrTx } from '@/lib/server/db/client';
import { phoneVerifications } from '@/lib/server/db/schema/phone';
import { isAppError } from '@/lib/server/errors';
import { parsePhoneNumber, parsePhoneType } from './phone-number';
import { pinHash } from './pin-hash';
import { pincallError } from './pincall-error';
import type { PhoneVerifier } from './phone-verifier';

/** A pin is valid this long after the call. */
export const PINCALL_TTL_MS = 10 * 60 * 1000;

/**
 * §7 guest service phone verification, start: checks the number (§8 codes 1, 2, 3, 5, 6),
 * has the provider call it with a pin of §9 length and keeps the pin's hash.
 */
export async function startPincall(
  db: DbOrTx,
  verifier: PhoneVerifier,
  guestId: number,
  input: { phoneNumber: string; type: string; language: Locale },
): Promise<{ id: string; pinLength: number }> {
  const phoneNumber = parsePhoneNumber(input.phoneNumber);
  const type = parsePhoneType(input.type);

  const [taken] = await db
    .select({ id: phoneVerifications.id })
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.phoneNumber, phoneNumber),
        eq(phoneVerifications.status, 'verified'),
        ne(phoneVerifications.guestId, guestId),
      ),
    )
    .limit(1);
  if (taken) throw pincallError(pincallErrorCodes.PHONE_NUMBER_NOT_UNIQUE);

  const pinLength = pinLengths[type];
  let pin: string;
  try {
    ({ pin } = await verifier.callWithPin({ phoneNumber, type, language: input.language, pinLength }));
  } catch (error) {
    // §8: a provider failure we cannot name is UNKNOWN; its own §8 errors pass through.
    throw isAppError(error) ? error : pincallError(pincallErrorCodes.UNKNOWN);
  }

  const id = randomUUID();
  await db.insert(phoneVerifications).values({
    id,
    guestId,
    phoneNumber,
    type,
    pinHash: pinHash(id, pin),
    expiresAt: new Date(Date.now() + PINCALL_TTL_MS),
  });
  return { id, pinLength };
}
