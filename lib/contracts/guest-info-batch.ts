import * as z from 'zod';
import { dataEnvelope } from './envelope';
import { videoGuestInfoSchema } from './video';

/** At most this many ids of each kind per request: a page of tiles and its rails, several times over. */
export const GUEST_INFO_BATCH_MAX_IDS = 200;

const idList = z
  .array(z.number().int().positive().max(2_147_483_647))
  .max(GUEST_INFO_BATCH_MAX_IDS, `At most ${GUEST_INFO_BATCH_MAX_IDS} ids per kind.`)
  .default([])
  .transform((ids) => [...new Set(ids)]);

// POST /rest/v1/gallery/guestInfos {videoIds, albumIds} – §3 guestInfo of every video and album tile a page shows, for the caller
export const guestInfoBatchInputSchema = z.object({ videoIds: idList, albumIds: idList });
export type GuestInfoBatchInput = z.output<typeof guestInfoBatchInputSchema>;

/** §3 guestInfo (bought, gifted, flatrate, liked); albums answer the same four flags as videos. */
export const guestInfoFlagsSchema = videoGuestInfoSchema;
export type GuestInfoFlags = z.infer<typeof guestInfoFlagsSchema>;

/** By id (as a JSON object key); ids that are unknown or not released are absent. */
const byIdSchema = z.record(z.string().regex(/^\d+$/), guestInfoFlagsSchema);

export const guestInfoBatchSchema = z.object({ videos: byIdSchema, albums: byIdSchema });
export type GuestInfoBatch = z.infer<typeof guestInfoBatchSchema>;
export const guestInfoBatchResponseSchema = dataEnvelope(guestInfoBatchSchema);
