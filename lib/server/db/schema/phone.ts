import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PhoneType } from '@/lib/contracts/pincall';
import { guests } from './accounts';

export type PhoneVerificationStatus = 'pending' | 'verified' | 'superseded';

/**
 * §7 guest service phone verification (pincall): one row per call placed. Only a hash of the
 * spoken pin is kept. `superseded`: the guest verified the same number again later.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: text('id').primaryKey(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    /** E.164, e.g. +4917012345678. */
    phoneNumber: text('phone_number').notNull(),
    type: text('type').notNull().$type<PhoneType>(),
    pinHash: text('pin_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    status: text('status').notNull().default('pending').$type<PhoneVerificationStatus>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    check('phone_verifications_type_check', sql`${t.type} in ('mobile', 'landline')`),
    check('phone_verifications_status_check', sql`${t.status} in ('pending', 'verified', 'superseded')`),
    // §8 code 6: a number is verified for one guest at most.
    uniqueIndex('phone_verifications_verified_number_key').on(t.phoneNumber).where(sql`${t.status} = 'verified'`),
    index('phone_verifications_guest_idx').on(t.guestId, t.createdAt),
  ],
);
