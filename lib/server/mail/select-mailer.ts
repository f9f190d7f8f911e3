import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import { env } from '@/lib/server/env';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** The mailer MAILER names (default 'outbox'), writing through `db` (or a transaction). */
export function selectMailer(db: DbOrTx, kind: ReturnType<typeof env>['MAILER'] = env().MAILER): Mailer {
  switch (kind) {
    case 'outbox':
      return createOutboxMailer(db);
    case 'smtp':
      return createSmtpMailer(db);
  }
}
