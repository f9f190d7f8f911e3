import 'server-only';
import { type LinkMailInput, linkMail } from './link-mail';
import type { MailMessage } from './mailer';

/** The sign-up confirmation mail (§7 sendSignupEmail) in the guest's language, with the one-time link. */
export function verifyEmailMail(input: LinkMailInput & { validDays: number }): MailMessage {
  return linkMail(input, { kind: 'verify-email', namespace: 'verifyEmail', expiry: { days: input.validDays } });
}
