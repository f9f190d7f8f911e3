import * as z from 'zod';

/** §3 geoLocation sources: a typed postal code, other user input, or the browser's position. */
export const geoSourceSchema = z.enum(['zip', 'user', 'browser']);
export type GeoSource = z.infer<typeof geoSourceSchema>;

/** §3 guest session geoLocation {lat, long, source, zip}. */
export const geoLocationSchema = z.object({
  lat: z.number().min(-90).max(90),
  long: z.number().min(-180).max(180),
  source: geoSourceSchema,
  zip: z.string().nullable(),
});
export type GeoLocation = z.infer<typeof geoLocationSchema>;

/** §4: the browser location is used when the stored source is neither zip nor user input. */
export function usesBrowserLocation(stored: Pick<GeoLocation, 'source'> | null): boolean {
  return stored === null || (stored.source !== 'zip' && stored.source !== 'user');
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine); the SQL in lib/server/geo/distance-sql.ts is the same formula. */
export function distanceKm(a: { lat: number; long: number }, b: { lat: number; long: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLong = rad(b.long - a.long);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distances shown to guests: whole km below 10 km one decimal, never negative. */
export function roundDistance(km: number): number {
  return km < 10 ? Math.round(km * 10) / 10 : Math.round(km);
}
