import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/** 'stored': kept in the outbox only (MAILER=outbox); the others trace an SMTP delivery. */
export type MailStatus = 'stored' | 'pending' | 'sending' | 'sent' | 'failed';

/**
 * Every mail the platform sends, whatever the mailer: the outbox mailer stores it, the SMTP mailer
 * also records each delivery (status, attempts, the server's message id or the last error), so a
 * mail the server could not take is kept and retried, never lost. The development mailbox lists them.
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
    status: text('status').$type<MailStatus>().notNull().default('stored'),
    /** Delivery attempts so far (0 for a stored mail). */
    attempts: integer('attempts').notNull().default(0),
    attemptedAt: at('attempted_at'),
    /** The Message-ID of the accepted mail. */
    messageId: text('message_id'),
    /** Why the last attempt failed. */
    error: text('error'),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_to_idx').on(t.to),
    // The delivery sweep reads only mails still on their way.
    index('mail_outbox_undelivered_idx').on(t.status, t.createdAt).where(sql`${t.status} in ('pending', 'sending', 'failed')`),
    check('mail_outbox_status_known', sql`${t.status} in ('stored', 'pending', 'sending', 'sent', 'failed')`),
  ],
);

/**
 * Failed logins, one row per bucket each, counted in a sliding window (lib/server/accounts/login-throttle.ts).
 * Rows age out of the window: the throttle never locks for good.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'pair': one account from one address; 'account': from all addresses (slow-down only); 'ip': any accounts. */
    scope: text('scope').notNull().$type<'account' | 'pair' | 'ip'>(),
    key: text('key').notNull(),
    failedAt: at('failed_at').notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_idx').on(t.scope, t.key, t.failedAt)],
);
