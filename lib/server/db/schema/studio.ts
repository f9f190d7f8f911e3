import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { performers } from './accounts';
import { actors } from './actors';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Studio sessions behind the HttpOnly studio cookie (never the guest's cookie). The
 * login itself is a row of `performers` (schema/accounts.ts: email unique lowercased, argon2id
 * hash, token_version). Only the SHA-256 of the random cookie value is kept; logout sets
 * revoked_at. actor_id is copied from the login so lookups need no join.
 */
export const performerSessions = pgTable(
  'performer_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    performerId: integer('performer_id')
      .notNull()
      .references(() => performers.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id')
      .notNull()
      .references(() => actors.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [uniqueIndex('performer_sessions_token_key').on(t.tokenHash), index('performer_sessions_performer_idx').on(t.performerId)],
);
