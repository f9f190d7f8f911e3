import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import { type MailStatus, mailOutbox } from '@/lib/server/db/schema/auth';
import type { Mailer, MailMessage } from './mailer';

/** The mail_outbox row of a message; every mailer writes one, whatever it does next. */
export function outboxRow(message: MailMessage, status: MailStatus) {
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    kind: message.kind,
    meta: message.meta ?? {},
    status,
  };
}

/**
 * Writes each mail as a mail_outbox row. Given a transaction, the mail exists exactly when the
 * change that caused it commits (a transactional outbox).
 */
export function createOutboxMailer(db: DbOrTx): Mailer {
  return {
    async send(message: MailMessage): Promise<void> {
      await db.insert(mailOutbox).values(outboxRow(message, 'stored'));
    },
  };
}
