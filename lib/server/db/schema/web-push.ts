import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PushDeviceSettings } from '@/lib/contracts/web-push';
import { guests } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * §4/§7 web push: a guest's browser subscriptions, one per device. The endpoint is the push
 * service's URL for that browser and is unique (one owner at a time); p256dh and auth are the
 * browser's RFC 8291 keys (base64url). Deleted when the push service answers 404 or 410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    expirationTime: at('expiration_time'),
    deviceLabel: text('device_label'),
    settings: jsonb('settings').$type<Partial<PushDeviceSettings>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_guest_idx').on(t.guestId)],
);
