import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { guests } from './accounts';

export type AgeVerificationStatus = 'pending' | 'rejected' | 'accepted' | 'revoked';

/**
 * Age checks a guest started (§7 guest service: avs pay request). The id is the provider's
 * verification id (random, so the hosted check page's `vid` cannot be guessed). The guest's
 * current §4 status is `guests.avs_status`; these rows are the history behind it, and the
 * bonus rule (first accepted verification) reads them.
 */
export const ageVerifications = pgTable(
  'age_verifications',
  {
    id: text('id').primaryKey(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending').$type<AgeVerificationStatus>(),
    /** The provider's reason for a rejection, shown to the guest as the avs reject message. */
    reason: text('reason'),
    forwardUrl: text('forward_url').notNull(),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the provider last decided; null while nothing was decided yet. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('age_verifications_status_check', sql`${t.status} in ('pending', 'rejected', 'accepted', 'revoked')`),
    index('age_verifications_guest_idx').on(t.guestId, t.createdAt),
  ],
);
