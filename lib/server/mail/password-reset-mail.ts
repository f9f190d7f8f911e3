import 'server-only';
import { type LinkMailInput, linkMail } from './link-mail';
import type { MailMessage } from './mailer';

/** The §2 pwdreset mail in the guest's language, with the one-time link. */
export function passwordResetMail(input: LinkMailInput & { validMinutes: number }): MailMessage {
  return linkMail(input, { kind: 'password-reset', namespace: 'passwordReset', expiry: { minutes: input.validMinutes } });
}
