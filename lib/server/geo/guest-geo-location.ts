import 'server-only';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { type GeoLocation, usesBrowserLocation } from '@/lib/geo/geo-location';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestGeoLocations } from '@/lib/server/db/schema/geo';
import { geoLocationByZip } from './postal-codes';

/** §3 guest session geoLocation, or null before the guest gave one. */
export async function getGuestGeoLocation(db: DbOrTx, guestId: number): Promise<GeoLocation | null> {
  const [row] = await db
    .select({ lat: guestGeoLocations.lat, long: guestGeoLocations.long, source: guestGeoLocations.source, zip: guestGeoLocations.zip })
    .from(guestGeoLocations)
    .where(eq(guestGeoLocations.guestId, guestId))
    .limit(1);
  return row ?? null;
}

export type SetGeoLocationInput = { zip: string } | { lat: number; long: number; source: 'browser' | 'user' };

async function store(db: DbOrTx, guestId: number, value: GeoLocation & { country: string | null }): Promise<void> {
  const row = { ...value, updatedAt: new Date() };
  await db
    .insert(guestGeoLocations)
    .values({ guestId, ...row })
    .onConflictDoUpdate({ target: guestGeoLocations.guestId, set: row });
}

/**
 * Stores the guest's location. A zip is looked up (§8 'no geoLocation found' when unknown, nothing
 * written). §4: a browser position replaces only a location whose source is neither zip nor user
 * input; otherwise the stored one stays and is returned.
 */
export async function setGuestGeoLocation(db: DbOrTx, guestId: number, input: SetGeoLocationInput, language: Locale): Promise<GeoLocation> {
  if ('zip' in input) {
    const hit = geoLocationByZip(input.zip, language);
    const value = { lat: hit.lat, long: hit.long, source: 'zip' as const, zip: hit.zip, country: hit.country };
    await store(db, guestId, value);
    return { lat: value.lat, long: value.long, source: value.source, zip: value.zip };
  }
  if (input.source === 'browser') {
    const stored = await getGuestGeoLocation(db, guestId);
    if (stored && !usesBrowserLocation(stored)) return stored;
  }
  const value = { lat: input.lat, long: input.long, source: input.source, zip: null, country: null };
  await store(db, guestId, value);
  return { lat: value.lat, long: value.long, source: value.source, zip: null };
}
