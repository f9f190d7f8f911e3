import { doublePrecision, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GeoSource } from '@/lib/geo/geo-location';
import { guests } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** §3 guest session geoLocation: one stored location per guest (drizzle/0051_geo_relations.sql). */
export const guestGeoLocations = pgTable('guest_geo_locations', {
  guestId: integer('guest_id')
    .primaryKey()
    .references(() => guests.id, { onDelete: 'cascade' }),
  lat: doublePrecision('lat').notNull(),
  long: doublePrecision('long').notNull(),
  source: text('source').$type<GeoSource>().notNull(),
  zip: text('zip'),
  country: text('country'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** §7 utility relation/addRelation: subject → relation type → object, recorded by a logged-in guest. */
export const guestRelations = pgTable(
  'guest_relations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    subjectTypeId: integer('subject_type_id').notNull(),
    subjectId: integer('subject_id').notNull(),
    relationTypeId: integer('relation_type_id').notNull(),
    objectTypeId: integer('object_type_id').notNull(),
    objectId: integer('object_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('guest_relations_unique').on(t.guestId, t.subjectTypeId, t.subjectId, t.relationTypeId, t.objectTypeId, t.objectId)],
);

/** §7 actorsearch filter: the guest's stored performer-search filter. */
export const guestActorSearchFilters = pgTable('guest_actor_search_filters', {
  guestId: integer('guest_id')
    .primaryKey()
    .references(() => guests.id, { onDelete: 'cascade' }),
  filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** §3 tileGridSettings per grid type (§7 tileGrid storeTileGridSettings). */
export const guestTileGridSettings = pgTable(
  'guest_tile_grid_settings',
  {
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.guestId, t.type] })],
);
