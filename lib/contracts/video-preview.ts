import * as z from 'zod';
import { dbIdParamSchema as videoId } from './db-id';
import { dataEnvelope } from './envelope';

// POST /rest/v1/guest/videoPreview {videoId} – §2 fifteen-minutes-preview: starts (or answers) the guest's free preview
export const videoPreviewInputSchema = z.object({ videoId });

/**
 * The preview's window (ISO times): the stream opens for this guest and video until `endsAt`,
 * 15 minutes after the first start. Errors: 401 (a visitor), 404 NOT_FOUND, 403 COUNTRY_BANNED,
 * 403 AGE_VERIFICATION_REQUIRED, 409 CONFLICT (open anyway, or this video's preview used).
 */
export const videoPreviewResponseSchema = dataEnvelope(
  z.object({
    videoId: z.number().int().positive(),
    startedAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
  }),
);
export type VideoPreviewWire = z.infer<typeof videoPreviewResponseSchema>['data'];
