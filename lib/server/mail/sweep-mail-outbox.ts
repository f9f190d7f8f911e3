import 'server-only';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { mailOutbox } from '@/lib/server/db/schema/auth';
import { claimMails, sendClaimedMail } from './deliver-mail';
import type { SmtpTransport } from './smtp-transport';

/** A failed mail is tried this often in all, waiting 1, 2, 4, 8 minutes between tries. */
export const MAIL_MAX_ATTEMPTS = 5;
/** Older mails are not sent any more: their links (a reset key lives an hour) are stale by then. */
const GIVE_UP_AFTER_MS = 24 * 3600_000;
/** A pending mail this old lost its first attempt (the process ended right after the commit). */
const PENDING_GRACE_MS = 60_000;
/** Longer than every SMTP timeout together: a mail 'sending' this long belongs to a dead process. */
const SENDING_STALE_MS = 5 * 60_000;
const BATCH = 10;

/**
 * Sends the mails still owed: failed ones again after their back-off, and those an ended process
 * left pending or half-sent. Safe in every process at once (claims are exclusive).
 */
export async function sweepMailOutbox(db: Db, options: { now?: Date; transport?: SmtpTransport } = {}): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? new Date();
  const at = (ms: number) => new Date(now.getTime() - ms);
  const due = and(
    gt(mailOutbox.createdAt, at(GIVE_UP_AFTER_MS)),
    or(
      and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.createdAt, at(PENDING_GRACE_MS))),
      and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.attemptedAt, at(SENDING_STALE_MS))),
      and(
        eq(mailOutbox.status, 'failed'),
        lt(mailOutbox.attempts, MAIL_MAX_ATTEMPTS),
        sql`${mailOutbox.attemptedAt} < ${now.toISOString()}::timestamptz - make_interval(mins => power(2, ${mailOutbox.attempts} - 1)::int)`,
      ),
    ),
  );
  const counts = { sent: 0, failed: 0 };
  for (;;) {
    const batch = await claimMails(db, due, now, BATCH);
    for (const mail of batch) counts[await sendClaimedMail(db, mail, options.transport)] += 1;
    if (batch.length < BATCH) return counts;
  }
}
