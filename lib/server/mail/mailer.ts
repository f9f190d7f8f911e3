import 'server-only';

/** One mail, already rendered in the recipient's language. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is for, e.g. 'password-reset' (the mailbox page filters by it). */
  kind: string;
  /** Anything a later reader needs (guest id, language); never secrets. */
  meta?: Record<string, unknown>;
};

/**
 * Every mail goes through this interface (select-mailer.ts picks by MAILER). Both mailers write
 * the outbox table; the SMTP one also delivers after the commit and records the outcome there.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
