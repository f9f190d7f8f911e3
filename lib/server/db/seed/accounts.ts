import 'server-only';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/lib/server/accounts/legal-versions';
import { hashPassword } from '@/lib/server/auth/password';
import type { Tx } from '@/lib/server/db/client';
import { guests, performers } from '@/lib/server/db/schema/accounts';
import { postTransaction } from '@/lib/server/wallet/ledger';
import type { SeededActor } from './actors';
import { DEMO_PERFORMER_STAGE_NAME } from './names';

/** The demo logins the README lists. Demo data only: never reuse these outside a seeded database. */
export const DEMO_GUEST = { email: 'demo@example.com', password: 'demo-pass-123', screenName: 'DemoGuest' } as const;
export const DEMO_PERFORMER = { email: 'performer@example.com', password: 'demo-pass-123' } as const;

/** The seeded performer the studio login belongs to: the first actor, always online. */
export const DEMO_PERFORMER_NAME = DEMO_PERFORMER_STAGE_NAME;

/** Starting balance of the demo guest in EUR cents, granted through the ledger. */
export const DEMO_GUEST_BALANCE = 5000;

export async function insertDemoAccounts(
  tx: Tx,
  seededActors: readonly SeededActor[],
  now: Date,
): Promise<{ guestId: number; performerId: number }> {
  const demoActor = seededActors.find((a) => a.name === DEMO_PERFORMER_NAME);
  if (!demoActor) throw new Error(`the seed has no performer named ${DEMO_PERFORMER_NAME}`);

  const [guest] = await tx
    .insert(guests)
    .values({
      email: DEMO_GUEST.email,
      screenName: DEMO_GUEST.screenName,
      passwordHash: await hashPassword(DEMO_GUEST.password),
      language: 'en',
      countryCode: 'DE',
      emailVerifiedAt: now,
      // Signed up like any guest: the current privacy policy and terms are accepted.
      privacyAcceptedVersion: PRIVACY_VERSION,
      termsAcceptedVersion: TERMS_VERSION,
    })
    .returning({ id: guests.id });
  if (!guest) throw new Error('demo guest was not created');

  await postTransaction(tx, {
    kind: 'seed-grant',
    idempotencyKey: 'seed-grant:demo-guest',
    postings: [
      { account: { ownerType: 'system', ownerId: 0, name: 'promotions', currency: 'EUR' }, amount: -DEMO_GUEST_BALANCE },
      { account: { ownerType: 'guest', ownerId: guest.id, currency: 'EUR' }, amount: DEMO_GUEST_BALANCE },
    ],
  });

  const [performer] = await tx
    .insert(performers)
    .values({ actorId: demoActor.id, email: DEMO_PERFORMER.email, passwordHash: await hashPassword(DEMO_PERFORMER.password) })
    .returning({ id: performers.id });
  if (!performer) throw new Error('demo performer login was not created');

  return { guestId: guest.id, performerId: performer.id };
}
