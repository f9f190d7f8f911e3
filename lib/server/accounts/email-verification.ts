import 'server-only';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { newSecret } from '@/lib/server/auth/secret-token';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { emailVerificationTokens } from '@/lib/server/db/schema/auth';
import { payOrigin } from '@/lib/server/env';
import type { Mailer } from '@/lib/server/mail/mailer';
import { selectMailer } from '@/lib/server/mail/select-mailer';
import { verifyEmailMail } from '@/lib/server/mail/verify-email-mail';
import { normalizeEmail } from './find-guest';

/** A verification link works for 7 days (long enough for a guest who reads mail weekly). */
export const VERIFY_KEY_TTL_DAYS = 7;
/** Verification mails per account and hour, the sign-up mail included (no mail bombing). */
export const VERIFY_MAILS_PER_HOUR = 3;

export type VerificationMailOptions = {
  now?: Date;
  /** Origin of the pay page the link opens; default PAY_ORIGIN, else the app's origin. */
  linkOrigin?: string;
  /** The mailer writing through the given transaction; default the one MAILER selects. */
  mailerFor?: (db: DbOrTx) => Mailer;
  /** §7 sendSignupEmail(email): the address the page asks for; it must be the account's (any case). */
  expectedEmail?: string;
};

/** What happened; only 'sent' wrote a key and a mail. */
export type VerificationMailOutcome = 'sent' | 'alreadyVerified' | 'rateLimited' | 'emailMismatch' | 'unavailable';

/** The link of the mail: the pay page reads u (guest id), key and the language, like §2 pwdreset. */
export function emailVerificationLink(origin: string, guestId: number, key: string, language: Locale): string {
  const url = new URL('/pay/verify-email/', origin);
  url.search = new URLSearchParams({ u: String(guestId), key, lang: language }).toString();
  return url.toString();
}

/**
 * Stores the hash of a new 7-day key for the guest's current address and mails the link, in one
 * transaction (a savepoint when `db` already is one, as in sign-up). The guest row is locked
 * first, so two concurrent requests cannot both pass the hourly limit.
 */
export async function sendVerificationMail(
  db: DbOrTx,
  guestId: number,
  language: Locale,
  options: VerificationMailOptions = {},
): Promise<VerificationMailOutcome> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [guest] = await tx
      .select({ email: guests.email, screenName: guests.screenName, verifiedAt: guests.emailVerifiedAt, isLocked: guests.isLocked })
      .from(guests)
      .where(eq(guests.id, guestId))
      .for('update');
    if (!guest || guest.isLocked) return 'unavailable';
    if (options.expectedEmail !== undefined && normalizeEmail(options.expectedEmail) !== normalizeEmail(guest.email)) return 'emailMismatch';
    if (guest.verifiedAt) return 'alreadyVerified';

    const hourAgo = new Date(now.getTime() - 3600_000);
    const [recent] = await tx
      .select({ n: count() })
      .from(emailVerificationTokens)
      .where(and(eq(emailVerificationTokens.guestId, guestId), gt(emailVerificationTokens.createdAt, hourAgo)));
    if ((recent?.n ?? 0) >= VERIFY_MAILS_PER_HOUR) return 'rateLimited';

    const { secret, hash } = newSecret();
    await tx.insert(emailVerificationTokens).values({
      guestId,
      keyHash: hash,
      email: guest.email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + VERIFY_KEY_TTL_DAYS * 86_400_000),
    });
    const link = emailVerificationLink(options.linkOrigin ?? payOrigin(), guestId, secret, language);
    const mail = verifyEmailMail({ to: guest.email, screenName: guest.screenName, language, link, validDays: VERIFY_KEY_TTL_DAYS, guestId });
    await (options.mailerFor ?? selectMailer)(tx).send(mail);
    return 'sent';
  });
}
