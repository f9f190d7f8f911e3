import 'server-only';
import * as z from 'zod';
import { ZIP_PATTERN } from '@/lib/geo/postal-code';
import { getGuestGeoLocation, setGuestGeoLocation } from '@/lib/server/geo/guest-geo-location';
import { type RestArea, restCall } from '../call';

const setInputSchema = z.union([
  z.object({ zip: z.string().regex(ZIP_PATTERN, 'zip must be a postal code (letters, digits, spaces)') }).strict(),
  z
    .object({
      lat: z.number().min(-90).max(90),
      long: z.number().min(-180).max(180),
      source: z.enum(['browser', 'user']).default('browser'),
    })
    .strict(),
]);

/** The guest's §3 geoLocation: read it, set it from a zip or a position (§4 browser location rule). */
export const geoArea: RestArea = {
  // GET /rest/v1/geo/getGeoLocation – {success, data: {lat, long, source, zip} | null}
  getGeoLocation: restCall({
    method: 'GET',
    auth: 'guest',
    input: z.object({}),
    handler: async (_input, { db, guest }) => ({ success: true, data: await getGuestGeoLocation(db, guest.guestId) }),
  }),
  // POST /rest/v1/geo/setGeoLocation {zip} | {lat, long, source?} – the stored location; §8 'no geoLocation found' for an unknown zip
  setGeoLocation: restCall({
    method: 'POST',
    auth: 'guest',
    input: setInputSchema,
    handler: async (input, { db, guest, language }) => ({ success: true, data: await setGuestGeoLocation(db, guest.guestId, input, language) }),
  }),
};
