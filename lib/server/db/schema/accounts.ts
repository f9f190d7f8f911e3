import { sql } from 'drizzle-orm';
import { boolean, char, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { actors } from './actors';

/** Guests (§3 guest session). Balances are not stored here: they live in the ledger. */
export const guests = pgTable(
  'guests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 10000 }),
    email: text('email').notNull(),
    screenName: text('screen_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    language: char('language', { length: 2 }).notNull().default('en'),
    countryCode: char('country_code', { length: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    isPayingCustomer: boolean('is_paying_customer').notNull().default(false),
    isLocked: boolean('is_locked').notNull().default(false),
    isBlockedForComments: boolean('is_blocked_for_comments').notNull().default(false),
    /** 0 = not restricted (§6 restrictionLevel). */
    restrictionLevel: smallint('restriction_level').notNull().default(0),
    avsStatus: text('avs_status').notNull().default('unknown').$type<'pending' | 'rejected' | 'accepted' | 'unknown'>(),
    /** §4: the server-supplied message of the last avs rejection; null unless avsStatus is rejected. */
    avsRejectMessage: text('avs_reject_message'),
    /** Bumped on logout and password change: access tokens carry it and are refused once stale. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * Versions of the privacy policy and the terms the guest accepted (lib/server/accounts/legal-versions.ts);
     * null = never accepted. Lower than the current version = §7 showDataProtection.
     */
    privacyAcceptedVersion: integer('privacy_accepted_version'),
    termsAcceptedVersion: integer('terms_accepted_version'),
  },
  (t) => [
    uniqueIndex('guests_email_key').on(sql`lower(${t.email})`),
    // Screen names are unique regardless of case.
    uniqueIndex('guests_screen_name_key').on(sql`lower(${t.screenName})`),
  ],
);

/** Studio logins of performers; each belongs to one actor. Actors never act as guests (§6). */
export const performers = pgTable(
  'performers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => actors.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    tokenVersion: integer('token_version').notNull().default(0),
  },
  (t) => [uniqueIndex('performers_email_key').on(sql`lower(${t.email})`), index('performers_actor_idx').on(t.actorId)],
);

/** Process-wide secrets generated on first start (e.g. the access-token key when AUTH_SECRET is unset). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
