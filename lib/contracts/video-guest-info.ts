import * as z from 'zod';
import { dataEnvelope } from './envelope';
import { videoGuestInfoSchema } from './video';

/** At most this many videos per guestInfo request (one grid page and more). */
export const VIDEO_GUEST_INFO_MAX_IDS = 100;

// GET /rest/v1/gallery/videoGuestInfo?ids=1,2,3 – §3 guestInfo (bought, gifted, flatrate, liked) of each visible video for the caller
export const videoGuestInfoInputSchema = z.object({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'ids is a comma-separated list of video ids.')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .pipe(z.array(z.number().int().positive().max(2_147_483_647)).max(VIDEO_GUEST_INFO_MAX_IDS)),
});

export const videoGuestInfoItemSchema = videoGuestInfoSchema.extend({ id: z.number().int(), vip: z.boolean() });
export type VideoGuestInfoItem = z.infer<typeof videoGuestInfoItemSchema>;
export const videoGuestInfoResponseSchema = dataEnvelope(z.object({ isVip: z.boolean(), items: z.array(videoGuestInfoItemSchema) }));
