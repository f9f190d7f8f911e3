import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DailyBonusKind, OfferCondition, OfferEffect, OfferGrant } from '@/lib/contracts/daily-bonus';
import type { EventReward, EventType } from '@/lib/contracts/events';
import { guests } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const guestRef = () =>
  integer('guest_id')
    .notNull()
    .references(() => guests.id, { onDelete: 'cascade' });

/**
 * §2/§3 the schedule of seasonal and special events: one row per run of an event. The window is
 * [starts_at, ends_at) in instants (usually Berlin midnights, lib/server/events/berlin-window.ts);
 * `config` and `rewards` are read through the zod schema of the row's type (lib/contracts/events.ts).
 */
export const scheduledEvents = pgTable(
  'scheduled_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable name of the run, e.g. easter-2026. */
    key: text('key').notNull(),
    type: text('type').notNull().$type<EventType>(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    rewards: jsonb('rewards').$type<EventReward[]>().notNull(),
  },
  (t) => [
    uniqueIndex('scheduled_events_key_key').on(t.key),
    index('scheduled_events_window_idx').on(t.startsAt, t.endsAt),
    check('scheduled_events_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * §3 daily bonus: one offer per Berlin day. `stock_left` is decremented atomically by a claim and
 * never goes below zero (CHECK); both null: unlimited.
 */
export const dailyBonusOffers = pgTable(
  'daily_bonus_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull().$type<DailyBonusKind>(),
    /** EUR cents; 0: free (claimed, not bought). */
    price: integer('price').notNull(),
    stockTotal: integer('stock_total'),
    stockLeft: integer('stock_left'),
    conditions: jsonb('conditions').$type<OfferCondition[]>().notNull(),
    effect: jsonb('effect').$type<OfferEffect>().notNull(),
    grant: jsonb('grant').$type<OfferGrant>().notNull(),
    /** The abstract wallpaper that comes with it (lib/server/daily-bonus/wallpaper-svg.ts), or null. */
    wallpaperSeed: integer('wallpaper_seed'),
  },
  (t) => [
    uniqueIndex('daily_bonus_offers_day_key').on(t.day),
    check('daily_bonus_offers_price', sql`${t.price} >= 0`),
    check('daily_bonus_offers_stock', sql`(${t.stockTotal} is null and ${t.stockLeft} is null) or (${t.stockLeft} between 0 and ${t.stockTotal})`),
  ],
);

/** A guest took an offer: at most once per guest and offer (the unique key decides concurrent claims). */
export const dailyBonusClaims = pgTable(
  'daily_bonus_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => dailyBonusOffers.id, { onDelete: 'cascade' }),
    guestId: guestRef(),
    paid: integer('paid').notNull().default(0),
    /** Merchandise: the code the guest quotes. */
    code: text('code'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    claimedAt: at('claimed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('daily_bonus_claims_offer_guest_key').on(t.offerId, t.guestId), index('daily_bonus_claims_guest_idx').on(t.guestId, t.claimedAt)],
);

/**
 * §3 top-up percent / flat offers: a bonus waiting for the guest's next successful top-up
 * (lib/server/wallet/settle-top-up.ts applies it in the top-up's transaction, once: top_up_id is set).
 */
export const topUpBonuses = pgTable(
  'top_up_bonuses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: guestRef(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => dailyBonusClaims.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull().$type<'percent' | 'flat'>(),
    value: integer('value').notNull(),
    maxCents: integer('max_cents').notNull(),
    /** §3 condition minTopUp: a smaller top-up leaves the bonus waiting for a larger one. */
    minTopUp: integer('min_top_up').notNull().default(0),
    topUpId: integer('top_up_id'),
    credited: integer('credited'),
    appliedAt: at('applied_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('top_up_bonuses_claim_key').on(t.claimId),
    index('top_up_bonuses_open_idx').on(t.guestId).where(sql`${t.topUpId} is null`),
    check('top_up_bonuses_mode', sql`${t.mode} in ('percent', 'flat')`),
  ],
);
