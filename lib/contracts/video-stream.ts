import * as z from 'zod';
import { dataEnvelope } from './envelope';
import { dbIdParamSchema as videoId } from './db-id';


/** Why the guest may watch (lib/server/purchases/access.ts; 'preview': §2 fifteen-minutes-preview, lib/server/previews). */
export const watchAccessSchema = z.enum(['bought', 'gifted', 'free', 'flatrate', 'preview']);
export type WatchAccess = z.infer<typeof watchAccessSchema>;

// GET /rest/v1/gallery/stream?videoId= – a signed stream URL for the caller (token optional)
export const streamInputSchema = z.object({ videoId });

/**
 * `url`: `/media/stream/<videoId>.mp4?g=<guestId or 0>&exp=<unix s>&sig=<base64url HMAC>`, valid
 * until `expiresAt` (epoch seconds, 10 minutes); for g > 0 the page's `sid` cookie must be that
 * guest's. Errors: 404 NOT_FOUND; 401 UNAUTHORIZED (a visitor on a paid video); 403
 * AGE_VERIFICATION_REQUIRED (fsk 18 without accepted avs, §6); 403 FORBIDDEN (not bought).
 */
export const streamResponseSchema = dataEnvelope(
  z.object({
    url: z.string().regex(/^\/media\/stream\/\d+\.mp4\?/),
    expiresAt: z.number().int(),
    access: watchAccessSchema,
  }),
);
export type StreamGrantWire = z.infer<typeof streamResponseSchema>['data'];

// POST /rest/v1/watch/start {videoId} – records that the guest started playing (guest token)
export const watchStartInputSchema = z.object({ videoId });
export const watchStartResponseSchema = z.object({ success: z.literal(true) });
