import 'server-only';
import { closeDataProtectionInputSchema, type DataProtectionResponse } from '@/lib/contracts/legal';
import { acceptDataProtection, dataProtectionPending } from '@/lib/server/accounts/data-protection';
import type { DbOrTx } from '@/lib/server/db/client';
import { type RestArea, restCall } from '../call';

/** accepted false closes the box for now and records nothing: the box comes back next session. */
async function closeBox(db: DbOrTx, guestId: number, accepted: boolean, terms: boolean): Promise<DataProtectionResponse> {
  if (accepted) await acceptDataProtection(db, guestId, { terms });
  return { success: true, data: { showDataProtection: await dataProtectionPending(db, guestId) } };
}

/** The privacy and terms boxes of the §7 guest area. */
export const guestDataProtectionCalls: RestArea = {
  // POST /rest/v1/guest/closeDataProtection {accepted} – accept the current privacy policy
  closeDataProtection: restCall({
    method: 'POST',
    auth: 'guest',
    input: closeDataProtectionInputSchema,
    handler: ({ accepted }, { db, guest }) => closeBox(db, guest.guestId, accepted, false),
  }),

  // POST /rest/v1/guest/closeAgbAndDataProtection {accepted} – accept the current terms and privacy policy
  closeAgbAndDataProtection: restCall({
    method: 'POST',
    auth: 'guest',
    input: closeDataProtectionInputSchema,
    handler: ({ accepted }, { db, guest }) => closeBox(db, guest.guestId, accepted, true),
  }),
};
