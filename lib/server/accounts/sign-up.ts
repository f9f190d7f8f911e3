import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { SignUpInput } from '@/lib/contracts/account';
import { hashPassword } from '@/lib/server/auth/password';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { uniqueViolation } from '@/lib/server/db/unique-violation';
import { AppError } from '@/lib/server/errors';
import { readCurrentLegalVersions } from '@/lib/server/legal/current-legal-versions';
import { ensureAccount } from '@/lib/server/wallet/ledger';
import { sendVerificationMail, type VerificationMailOptions } from './email-verification';
import { findGuestByEmail } from './find-guest';
import { type IssuedTransferToken, issueTransferToken } from './transfer-token';

const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 'An account with this email address already exists. Please log in.', [
    { path: 'email', message: 'An account with this email address already exists.' },
  ]);
const screenNameTaken = () =>
  new AppError('SCREEN_NAME_TAKEN', 'This screen name is already taken. Please choose another one.', [
    { path: 'screenName', message: 'This screen name is already taken.' },
  ]);

async function screenNameExists(db: DbOrTx, screenName: string): Promise<boolean> {
  const [row] = await db
    .select({ id: guests.id })
    .from(guests)
    .where(eq(sql`lower(${guests.screenName})`, screenName.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

/**
 * Sign-up: a new guest with an argon2id hash and an (empty) EUR ledger account, logged in
 * at once through a one-time transfer token. The input is already parsed (§5 email pattern,
 * screen-name rules, password length, terms accepted). The address-confirmation mail goes out in
 * the same transaction: no account without its mail, no mail for an account that was not created.
 */
export async function signUp(
  db: DbOrTx,
  input: SignUpInput & { language: Locale },
  now = new Date(),
  mail: Pick<VerificationMailOptions, 'linkOrigin' | 'mailerFor'> = {},
): Promise<IssuedTransferToken & { guestId: number }> {
  // Cheap checks first: a duplicate never costs an argon2id hash.
  if (await findGuestByEmail(db, input.email)) throw emailTaken();
  if (await screenNameExists(db, input.screenName)) throw screenNameTaken();
  const passwordHash = await hashPassword(input.password);

  try {
    return await db.transaction(async (tx) => {
      const current = await readCurrentLegalVersions(tx);
      const [guest] = await tx
        .insert(guests)
        .values({
          email: input.email,
          screenName: input.screenName,
          passwordHash,
          language: input.language,
          createdAt: now,
          // The sign-up form accepts the terms and the privacy policy as they are today.
          privacyAcceptedVersion: current.privacy,
          termsAcceptedVersion: current.terms,
        })
        .returning({ id: guests.id });
      if (!guest) throw new AppError('INTERNAL', 'The guest was not created.');
      await ensureAccount(tx, { ownerType: 'guest', ownerId: guest.id, currency: 'EUR' });
      await sendVerificationMail(tx, guest.id, input.language, { ...mail, now });
      return { ...(await issueTransferToken(tx, guest.id, now)), guestId: guest.id };
    });
  } catch (error) {
    // Two sign-ups racing for one address or name: the unique index decides.
    const constraint = uniqueViolation(error);
    if (constraint === 'guests_email_key') throw emailTaken();
    if (constraint === 'guests_screen_name_key') throw screenNameTaken();
    throw error;
  }
}
