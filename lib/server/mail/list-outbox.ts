import 'server-only';
import { desc } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { mailOutbox } from '@/lib/server/db/schema/auth';

export type OutboxMail = { id: number; to: string; subject: string; text: string; kind: string; createdAt: Date };

/** The newest outbox mails first (the development mailbox page). */
export function listOutbox(db: DbOrTx, limit = 50): Promise<OutboxMail[]> {
  return db
    .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text, kind: mailOutbox.kind, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(Math.max(1, Math.min(200, limit)));
}
