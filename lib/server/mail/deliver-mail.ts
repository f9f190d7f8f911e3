import 'server-only';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/server/db/client';
import { mailOutbox } from '@/lib/server/db/schema/auth';
import { log } from '@/lib/server/log';
import { type SmtpTransport, smtpTransport } from './smtp-transport';

/** The first key of a mail's advisory lock (pg's two-int key space, apart from the others in use). */
export const MAIL_LOCK_SPACE = 0x4d41494c; // 'MAIL'

export type DeliveryOutcome = 'sent' | 'failed';
type ClaimedMail = { id: number; to: string; subject: string; text: string; html: string };

/**
 * Marks the mails `where` selects as being sent, counting the attempt. SKIP LOCKED and the
 * status change make each claim exclusive, across processes too: a mail goes out once per attempt.
 */
export function claimMails(db: DbOrTx, where: SQL | undefined, now: Date, limit: number): Promise<ClaimedMail[]> {
  const due = db.select({ id: mailOutbox.id }).from(mailOutbox).where(where).orderBy(mailOutbox.id).limit(limit).for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, attemptedAt: now })
    .where(inArray(mailOutbox.id, due))
    .returning({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text, html: mailOutbox.html });
}

/** The error as one short line for the row: nodemailer's code (ECONNREFUSED, EAUTH, …) and message. */
function describe(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const message = error instanceof Error ? error.message : String(error);
  return (code && !message.includes(code) ? `${code}: ${message}` : message).slice(0, 500);
}

/** Hands one claimed mail to the SMTP server and records what it answered; never throws on SMTP errors. */
export async function sendClaimedMail(db: DbOrTx, mail: ClaimedMail, transport: SmtpTransport = smtpTransport()): Promise<DeliveryOutcome> {
  try {
    const info = await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    await db.update(mailOutbox).set({ status: 'sent', messageId: info.messageId, error: null }).where(eq(mailOutbox.id, mail.id));
    return 'sent';
  } catch (error) {
    // Logged by id only: the row holds the address.
    log.warn(`mail ${mail.id} not delivered: ${describe(error)}`);
    await db.update(mailOutbox).set({ status: 'failed', error: describe(error) }).where(eq(mailOutbox.id, mail.id));
    return 'failed';
  }
}

/**
 * Delivers mail `id` once the transaction that wrote it has ended: the advisory lock its writer
 * holds until then makes this wait (PostgreSQL; PGlite runs one transaction at a time anyway).
 * A mail whose transaction rolled back is gone, and nothing is sent. The SMTP conversation runs
 * outside every transaction, so a slow server never holds the database.
 */
export async function deliverMail(db: Db, id: number, options: { now?: Date; transport?: SmtpTransport } = {}): Promise<DeliveryOutcome | 'absent'> {
  const [mail] = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MAIL_LOCK_SPACE}::int4, ${id}::int4)`);
    return claimMails(tx, and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')), options.now ?? new Date(), 1);
  });
  return mail ? sendClaimedMail(db, mail, options.transport) : 'absent';
}
