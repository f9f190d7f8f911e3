import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { ageVerifications } from '@/lib/server/db/schema/avs';
import { AppError } from '@/lib/server/errors';
import type { AgeVerifier, StartedVerification } from './age-verifier';

export type AgeVerificationRequest = StartedVerification & { bonusAvailable: boolean };

/**
 * §7 guest service, avs pay request: opens a check with the provider and records it. The
 * guest's status stays as it is until the provider decides. bonusAvailable: the guest was
 * never accepted (a revoked check was accepted once), so this is the first verification.
 */
export async function requestAgeVerification(
  db: DbOrTx,
  verifier: AgeVerifier,
  guestId: number,
  options: { forwardUrl: string },
): Promise<AgeVerificationRequest> {
  const [guest] = await db.select({ avsStatus: guests.avsStatus }).from(guests).where(eq(guests.id, guestId)).limit(1);
  if (!guest) throw new AppError('NOT_FOUND', 'The guest does not exist.');
  if (guest.avsStatus === 'accepted') throw new AppError('CONFLICT', 'The guest is already verified.');

  const [accepted] = await db
    .select({ id: ageVerifications.id })
    .from(ageVerifications)
    .where(and(eq(ageVerifications.guestId, guestId), inArray(ageVerifications.status, ['accepted', 'revoked'])))
    .limit(1);

  const started = await verifier.startVerification(guestId, options);
  await db.insert(ageVerifications).values({
    id: started.verificationId,
    guestId,
    forwardUrl: options.forwardUrl,
    provider: verifier.provider,
  });
  return { ...started, bonusAvailable: !accepted };
}
