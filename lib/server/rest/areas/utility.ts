import 'server-only';
import * as z from 'zod';
import { ZIP_PATTERN } from '@/lib/geo/postal-code';
import { geoLocationByZip } from '@/lib/server/geo/postal-codes';
import { addRelation, hasRelation, relationSchema } from '@/lib/server/relations/guest-relations';
import { type RestArea, restCall } from '../call';

/** §7 utility area: the postal-code lookup and the guest's relations. */
export const utilityArea: RestArea = {
  // GET /rest/v1/utility/getGeoLocationByZip/{zipCode} – {success, data: '{"lat":…,"long":…}'}; §8 'no geoLocation found' as 404
  'getGeoLocationByZip/{zipCode}': restCall({
    method: 'GET',
    auth: 'none',
    input: z.object({ zipCode: z.string().regex(ZIP_PATTERN, 'zipCode must be a postal code (letters, digits, spaces)') }),
    handler: async ({ zipCode }, { language }) => {
      const hit = geoLocationByZip(zipCode, language);
      // §7: data is JSON text, not an object.
      return { success: true, data: JSON.stringify({ lat: hit.lat, long: hit.long }) };
    },
  }),
  // POST /rest/v1/utility/relation/addRelation {subjectTypeId, subjectId, relationTypeId, objectTypeId, objectId} – data true, or false (§8)
  'relation/addRelation': restCall({
    method: 'POST',
    auth: 'guest',
    input: relationSchema,
    handler: async (relation, { db, guest }) => ({ success: true, data: await addRelation(db, guest.guestId, relation) }),
  }),
  // POST /rest/v1/utility/relation/hasRelation {…same} – data true when this guest recorded it
  'relation/hasRelation': restCall({
    method: 'POST',
    auth: 'guest',
    input: relationSchema,
    handler: async (relation, { db, guest }) => ({ success: true, data: await hasRelation(db, guest.guestId, relation) }),
  }),
};
