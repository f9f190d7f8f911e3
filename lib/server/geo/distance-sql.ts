import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export type LatLong = { lat: number; long: number };

/**
 * Great-circle distance in km from a point to a row's (lat, long) columns: the haversine of
 * lib/geo/geo-location.ts distanceKm, computed by the database so the §9 distance sort can order
 * and page in one query. NULL when the row has no location.
 */
export function distanceKmSql(from: LatLong, lat: AnyPgColumn, long: AnyPgColumn): SQL<number | null> {
  return sql<number | null>`(2 * 6371 * asin(least(1, sqrt(
      power(sin(radians(${lat} - ${from.lat}::float8) / 2), 2)
      + cos(radians(${from.lat}::float8)) * cos(radians(${lat})) * power(sin(radians(${long} - ${from.long}::float8) / 2), 2)
    ))))`.mapWith((v: unknown) => (v === null ? null : Number(v)));
}
