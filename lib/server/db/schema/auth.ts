import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { guests } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const guestRef = () =>
  integer('guest_id')
    .notNull()
    .references(() => guests.id, { onDelete: 'cascade' });

/**
 * Page sessions behind the HttpOnly cookie (DESIGN.md "Sessions"). Only the SHA-256 of the
 * random cookie value is stored, so a leaked table cannot be replayed as cookies.
 */
export const guestSessions = pgTable(
  'guest_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: guestRef(),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('guest_sessions_token_key').on(t.tokenHash), index('guest_sessions_guest_idx').on(t.guestId)],
);

/**
 * One-time tokens that carry a login from the pay pages (PAY_ORIGIN, maybe another origin) to
 * the app, which exchanges one for its own session cookie (§3 `tt`, §7 login-success).
 */
export const transferTokens = pgTable(
  'transfer_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: guestRef(),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('transfer_tokens_token_key').on(t.tokenHash), index('transfer_tokens_guest_idx').on(t.guestId)],
);

/** §2 pwdreset keys (query parameters u and key), stored hashed, single use, short-lived. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: guestRef(),
    keyHash: text('key_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('password_reset_tokens_key').on(t.keyHash), index('password_reset_tokens_guest_idx').on(t.guestId, t.createdAt)],
);

/**
 * Email verification keys (the link of the sign-up mail, §7 emailVerified). Stored hashed; `email`
 * is the address the key confirms, so a key mailed before an address change confirms nothing.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: guestRef(),
    keyHash: text('key_hash').notNull(),
    email: text('email').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('email_verification_tokens_key').on(t.keyHash), index('email_verification_tokens_guest_idx').on(t.guestId, t.createdAt)],
);

/**
 * Every mail the platform sends, written by the outbox mailer (the development mailbox page
 * lists them; an SMTP relay can drain them later).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** What the mail is for, e.g. 'password-reset'. */
    kind: text('kind').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt), index('mail_outbox_to_idx').on(t.to)],
);

/**
 * Failed logins, one row each, counted in a sliding window per normalized email ('account')
 * and per client address ('ip'). Rows age out of the window: the throttle never locks for good.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scope: text('scope').notNull().$type<'account' | 'ip'>(),
    key: text('key').notNull(),
    failedAt: at('failed_at').notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_idx').on(t.scope, t.key, t.failedAt)],
);
