import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { guests } from './accounts';

export type ConversionChatStatus = 'enabled' | 'declined';
export type ConversionChatSource = 'box' | 'code';

/**
 * §3 "conversion-chat countdown ends" (drizzle/0025): one row per guest who answered
 * the conversion-chat offer. The primary key makes the trial a once-per-guest grant: no row
 * means "never asked" (a candidate while the 48 h after sign-up last), a row without
 * `granted_at` a guest who declined, a row with it the trial (15 minutes from `granted_at`).
 */
export const guestConversionChat = pgTable(
  'guest_conversion_chat',
  {
    guestId: integer('guest_id')
      .primaryKey()
      .references(() => guests.id, { onDelete: 'cascade' }),
    status: text('status').notNull().$type<ConversionChatStatus>(),
    /** Where the trial came from: the conversion-chat box or the trial bonus code; null while not granted. */
    source: text('source').$type<ConversionChatSource>(),
    grantedAt: timestamp('granted_at', { withTimezone: true }),
    /** End of the §4 eligibility countdown; a decline moves it to the moment of the decline. */
    eligibleUntil: timestamp('eligible_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('guest_conversion_chat_status_check', sql`${t.status} in ('enabled', 'declined')`),
    check('guest_conversion_chat_source_check', sql`${t.source} is null or ${t.source} in ('box', 'code')`),
    // A grant has a source and an end; a decline without a grant has neither.
    check('guest_conversion_chat_grant_check', sql`(${t.grantedAt} is null) = (${t.source} is null) and (${t.grantedAt} is null) = (${t.eligibleUntil} is null)`),
  ],
);
