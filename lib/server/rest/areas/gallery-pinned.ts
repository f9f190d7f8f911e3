import 'server-only';
import * as z from 'zod';
import { listPinnedPhotos } from '@/lib/server/tile-grid/pinned-photos';
import { type RestArea, restCall } from '../call';

export const galleryPinnedCalls: RestArea = {
  // GET /rest/v1/gallery/getPinnedPhotos?first&offset – the guest's pinned pictures, newest pin first (fsk-18 without image unless verified)
  getPinnedPhotos: restCall({
    method: 'GET',
    auth: 'guest',
    input: z.object({
      first: z.coerce.number().int().min(1).max(100).default(30),
      offset: z.coerce.number().int().min(0).max(100_000).default(0),
    }),
    handler: async (page, { db, guest }) => ({ success: true, data: { items: await listPinnedPhotos(db, guest, page) } }),
  }),
};
