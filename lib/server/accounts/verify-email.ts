import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { hashSecret } from '@/lib/server/auth/secret-token';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { emailVerificationTokens } from '@/lib/server/db/schema/auth';
import { AppError } from '@/lib/server/errors';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { normalizeEmail } from './find-guest';

const keyInvalid = () =>
  new AppError('VERIFICATION_KEY_INVALID', 'This confirmation link is not valid. A new one can be sent from your account page.');
const keyExpired = () =>
  new AppError('VERIFICATION_KEY_EXPIRED', 'This confirmation link has expired. A new one can be sent from your account page.');

/** 'verified': this call confirmed the address; 'alreadyVerified': it was confirmed before (nothing changed). */
export type VerifyEmailOutcome = 'verified' | 'alreadyVerified';

/**
 * The link of the verification mail (u, key). A key of this guest, unused, unexpired, for the
 * address the account still has → email_verified_at is set, every open key of the guest spent,
 * and after the commit §7 emailVerified goes to the guest's sockets (§4: their pages reload).
 * Opening the link again (a second click, a mail scanner's prefetch) finds the guest verified and
 * answers the same success without publishing again. A bad key writes nothing.
 */
export async function verifyEmail(
  db: DbOrTx,
  pubsub: PubSub,
  input: { guestId: number; key: string },
  now = new Date(),
): Promise<VerifyEmailOutcome> {
  const keyHash = hashSecret(input.key);
  const outcome = await db.transaction(async (tx): Promise<VerifyEmailOutcome> => {
    // The guest row first, locked: two clicks at once are serialized and only one publishes.
    const [guest] = await tx
      .select({ email: guests.email, verifiedAt: guests.emailVerifiedAt })
      .from(guests)
      .where(eq(guests.id, input.guestId))
      .for('update');
    const [token] = await tx
      .select()
      .from(emailVerificationTokens)
      .where(and(eq(emailVerificationTokens.keyHash, keyHash), eq(emailVerificationTokens.guestId, input.guestId)))
      .limit(1);
    // Another guest's key, an unknown key, or one for an address the account no longer has.
    if (!guest || !token || normalizeEmail(token.email) !== normalizeEmail(guest.email)) throw keyInvalid();
    if (guest.verifiedAt) return 'alreadyVerified';
    if (token.usedAt) throw keyInvalid();
    if (token.expiresAt <= now) throw keyExpired();

    await tx.update(guests).set({ emailVerifiedAt: now }).where(eq(guests.id, input.guestId));
    await tx
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(and(eq(emailVerificationTokens.guestId, input.guestId), isNull(emailVerificationTokens.usedAt)));
    return 'verified';
  });
  // After the commit: a page that reloads on the event must read the verified state.
  if (outcome === 'verified') await publishToGuest(pubsub, input.guestId, { type: 'emailVerified' });
  return outcome;
}
