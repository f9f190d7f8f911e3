import 'server-only';
import * as z from 'zod';
import { legalTextDownload, parseLegalTextId } from '@/lib/server/legal/legal-download';
import { type RestArea, restCall } from '../call';

/** §7 legal area (asset/…): downloads that are files, not JSON. */
export const assetArea: RestArea = {
  // GET /rest/v1/asset/legal-text/download/{legalTextId} – one version of a legal text as an HTML attachment
  'legal-text/download/{legalTextId}': restCall({
    method: 'GET',
    auth: 'none',
    input: z.object({ legalTextId: z.string().max(40) }),
    handler: async ({ legalTextId }, { db }) => legalTextDownload(db, parseLegalTextId(legalTextId)),
  }),
};
