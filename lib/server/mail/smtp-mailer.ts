import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { mailOutbox } from '@/lib/server/db/schema/auth';
import { log } from '@/lib/server/log';
import { hasRuntime, runtime } from '@/lib/server/runtime';
import { deliverMail, MAIL_LOCK_SPACE } from './deliver-mail';
import type { Mailer, MailMessage } from './mailer';
import { outboxRow } from './outbox-mailer';

/**
 * MAILER=smtp. `send` writes the outbox row as 'pending' in the caller's transaction (the mail
 * exists exactly when the change that caused it commits) and returns; delivery follows after
 * the commit and records 'sent' with the Message-ID, or 'failed' with the error (retried by the
 * sweep). So an SMTP server that is down or slow fails no request and loses no mail, and the
 * caller's answer never depends on it: pwdlost answers the same with or without an account.
 */
export function createSmtpMailer(db: DbOrTx): Mailer {
  return {
    async send(message: MailMessage): Promise<void> {
      const [row] = await db.insert(mailOutbox).values(outboxRow(message, 'pending')).returning({ id: mailOutbox.id });
      if (!row) return;
      // Held until the writing transaction ends; deliverMail waits for it (see there).
      await db.execute(sql`select pg_advisory_xact_lock(${MAIL_LOCK_SPACE}::int4, ${row.id}::int4)`);
      // Without a runtime (a script) the leader's sweep (lib/server/cluster/clock-jobs.ts) sends it.
      if (!hasRuntime()) return;
      const id = row.id;
      void deliverMail(runtime().db, id).catch((error) => log.error(`delivering mail ${id} failed`, error));
    },
  };
}
