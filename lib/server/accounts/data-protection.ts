import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { AppError } from '@/lib/server/errors';
import { type LegalVersions, readCurrentLegalVersions } from '@/lib/server/legal/current-legal-versions';
import { cachedLegalVersions } from '@/lib/server/legal/legal-version-cache';

type Accepted = { privacy: number | null; terms: number | null };

const isBehind = (accepted: number | null, current: number) => accepted === null || accepted < current;

/** Whether these accepted versions (null = never) are behind the current ones (§7 showDataProtection). */
export function acceptanceBehind(accepted: Accepted, current: LegalVersions): boolean {
  return isBehind(accepted.privacy, current.privacy) || isBehind(accepted.terms, current.terms);
}

/**
 * The synchronous check of every WebSocket session start (lib/server/ws/session-guest.ts):
 * against the versions cached in the process (lib/server/legal/legal-version-cache.ts).
 */
export function legalAcceptancePending(accepted: Accepted): boolean {
  return acceptanceBehind(accepted, cachedLegalVersions());
}

/**
 * §7 showDataProtection: the guest never accepted the current privacy policy or the current
 * terms (null = never, a lower version = accepted an older text). Read from the database.
 */
export async function dataProtectionPending(db: DbOrTx, guestId: number): Promise<boolean> {
  const [guest] = await db
    .select({ privacy: guests.privacyAcceptedVersion, terms: guests.termsAcceptedVersion })
    .from(guests)
    .where(eq(guests.id, guestId))
    .limit(1);
  if (!guest) throw new AppError('NOT_FOUND', 'The guest does not exist.');
  return acceptanceBehind(guest, await readCurrentLegalVersions(db));
}

/**
 * §7 guest/closeDataProtection (privacy only) and closeAgbAndDataProtection (terms too): records
 * that the guest accepted the versions current now, read from the database.
 */
export async function acceptDataProtection(db: DbOrTx, guestId: number, options: { terms: boolean }): Promise<void> {
  const current = await readCurrentLegalVersions(db);
  await db
    .update(guests)
    .set(options.terms ? { privacyAcceptedVersion: current.privacy, termsAcceptedVersion: current.terms } : { privacyAcceptedVersion: current.privacy })
    .where(eq(guests.id, guestId));
}
