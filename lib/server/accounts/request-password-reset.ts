import 'server-only';
import { and, count, eq, gt } from 'drizzle-orm';
import { type Locale } from '@/i18n/routing';
import { newSecret } from '@/lib/server/auth/secret-token';
import type { DbOrTx } from '@/lib/server/db/client';
import { passwordResetTokens } from '@/lib/server/db/schema/auth';
import { payOrigin } from '@/lib/server/env';
import type { Mailer } from '@/lib/server/mail/mailer';
import { passwordResetMail } from '@/lib/server/mail/password-reset-mail';
import { selectMailer } from '@/lib/server/mail/select-mailer';
import { RESET_KEY_TTL_SECONDS, RESET_MAILS_PER_HOUR } from './account-limits';
import { findGuestByEmail } from './find-guest';

export type ResetRequestOptions = {
  now?: Date;
  /** Origin of the pay pages the link opens; default PAY_ORIGIN, else the app's origin. */
  linkOrigin?: string;
  /** The mailer writing through the given transaction; default the one MAILER selects. */
  mailerFor?: (db: DbOrTx) => Mailer;
};

/** §2 pwdreset link: the pay page reads u (guest id), key and the language. */
export function passwordResetLink(origin: string, guestId: number, key: string, language: Locale): string {
  const url = new URL('/pay/pwdreset/', origin);
  url.search = new URLSearchParams({ u: String(guestId), key, lang: language }).toString();
  return url.toString();
}

/**
 * §2 pwdlost. The caller always gets the same answer, whether or not the address has an account
 * (no enumeration). For an account, a hashed one-hour key is stored and the link mailed; past
 * RESET_MAILS_PER_HOUR in the last hour nothing more is sent (no mail bombing).
 */
export async function requestPasswordReset(
  db: DbOrTx,
  input: { email: string; language: Locale },
  options: ResetRequestOptions = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const guest = await findGuestByEmail(db, input.email);
  if (!guest || guest.isLocked) return;

  const [recent] = await db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.guestId, guest.id), gt(passwordResetTokens.createdAt, new Date(now.getTime() - 3600_000))));
  if ((recent?.n ?? 0) >= RESET_MAILS_PER_HOUR) return;

  const { secret, hash } = newSecret();
  const link = passwordResetLink(options.linkOrigin ?? payOrigin(), guest.id, secret, input.language);
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      guestId: guest.id,
      keyHash: hash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_KEY_TTL_SECONDS * 1000),
    });
    const mail = passwordResetMail({
      to: guest.email,
      screenName: guest.screenName,
      language: input.language,
      link,
      validMinutes: RESET_KEY_TTL_SECONDS / 60,
      guestId: guest.id,
    });
    await (options.mailerFor ?? selectMailer)(tx).send(mail);
  });
}
