import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { AppError } from '@/lib/server/errors';
import { PRIVACY_VERSION, TERMS_VERSION } from './legal-versions';

const isBehind = (accepted: number | null, current: number) => accepted === null || accepted < current;

/** Whether these accepted versions (null = never) leave the data protection box to show (§7 showDataProtection). */
export function legalAcceptancePending(accepted: { privacy: number | null; terms: number | null }): boolean {
  return isBehind(accepted.privacy, PRIVACY_VERSION) || isBehind(accepted.terms, TERMS_VERSION);
}

/**
 * §7 showDataProtection: the guest never accepted the current privacy policy or the current
 * terms (null = never, a lower version = accepted an older text).
 */
export async function dataProtectionPending(db: DbOrTx, guestId: number): Promise<boolean> {
  const [guest] = await db
    .select({ privacy: guests.privacyAcceptedVersion, terms: guests.termsAcceptedVersion })
    .from(guests)
    .where(eq(guests.id, guestId))
    .limit(1);
  if (!guest) throw new AppError('NOT_FOUND', 'The guest does not exist.');
  return legalAcceptancePending(guest);
}

/**
 * §7 guest/closeDataProtection (privacy only) and closeAgbAndDataProtection (terms too): records
 * that the guest accepted the current versions.
 */
export async function acceptDataProtection(db: DbOrTx, guestId: number, options: { terms: boolean }): Promise<void> {
  await db
    .update(guests)
    .set(
      options.terms
        ? { privacyAcceptedVersion: PRIVACY_VERSION, termsAcceptedVersion: TERMS_VERSION }
        : { privacyAcceptedVersion: PRIVACY_VERSION },
    )
    .where(eq(guests.id, guestId));
}
