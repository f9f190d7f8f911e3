import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BonusBenefit } from '@/lib/contracts/bonus';
import { guests } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const guestRef = () =>
  integer('guest_id')
    .notNull()
    .references(() => guests.id, { onDelete: 'cascade' });

/** §3 bonus code config. `benefits` is written and read through bonusBenefitsSchema. */
export const bonusCodes = pgTable(
  'bonus_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    validFrom: at('valid_from').notNull().defaultNow(),
    /** Null: never expires. */
    validTo: at('valid_to'),
    /** Over all guests; null: unlimited. */
    maxRedemptions: integer('max_redemptions'),
    requireMobileAuth: boolean('require_mobile_auth').notNull().default(false),
    requireVip: boolean('require_vip').notNull().default(false),
    benefits: jsonb('benefits').$type<BonusBenefit[]>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // Codes are typed by hand: 'welcome5' is WELCOME5.
    uniqueIndex('bonus_codes_code_key').on(sql`lower(${t.code})`),
    check('bonus_codes_benefits_array', sql`jsonb_typeof(${t.benefits}) = 'array'`),
    check('bonus_codes_max_redemptions_positive', sql`${t.maxRedemptions} is null or ${t.maxRedemptions} > 0`),
  ],
);

export const bonusCodeRedemptions = pgTable(
  'bonus_code_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    codeId: integer('code_id')
      .notNull()
      .references(() => bonusCodes.id),
    guestId: guestRef(),
    redeemedAt: at('redeemed_at').notNull().defaultNow(),
  },
  // One redemption per guest and code, whatever runs concurrently: the benefits are credited once.
  (t) => [uniqueIndex('bonus_code_redemptions_code_guest_key').on(t.codeId, t.guestId), index('bonus_code_redemptions_guest_idx').on(t.guestId)],
);

/**
 * §3 vouchers (type 1–10, see lib/contracts/voucher.ts). A row is one grant; the guest's
 * vouchers are the rows valid now, summed per type and actor. `actorId` null: any actor.
 */
export const guestVouchers = pgTable(
  'guest_vouchers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: guestRef(),
    type: smallint('type').notNull(),
    amount: integer('amount').notNull(),
    actorId: integer('actor_id'),
    validFrom: at('valid_from').notNull().defaultNow(),
    validTo: at('valid_to'),
    /** Where it came from, e.g. 'bonus:12' for bonus code 12. */
    source: text('source').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [check('guest_vouchers_type_check', sql`${t.type} between 1 and 10`), index('guest_vouchers_guest_idx').on(t.guestId)],
);

export type GuestBenefitKind = 'vip' | 'premium' | 'actorSubscription' | 'mediaAlbum';

/**
 * Subscription-like benefits: VIP and premium days, an actor subscription, a media album.
 * `value` is days for subscriptions and 1 for an album; `validTo` null: permanent.
 */
export const guestBenefits = pgTable(
  'guest_benefits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: guestRef(),
    kind: text('kind').notNull().$type<GuestBenefitKind>(),
    value: integer('value').notNull(),
    actorId: integer('actor_id'),
    mediaId: integer('media_id'),
    validTo: at('valid_to'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('guest_benefits_kind_check', sql`${t.kind} in ('vip', 'premium', 'actorSubscription', 'mediaAlbum')`),
    index('guest_benefits_guest_kind_idx').on(t.guestId, t.kind, t.validTo),
  ],
);
