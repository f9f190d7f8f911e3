import * as z from 'zod';
import { incentiveEvents, pageLoadIncentivesInputSchema } from './incentive';

/**
 * §7 conversion calls that ask for the incentives of one §4 event (the page-load answer's shape:
 * success, data.incentives, vxpayConfig, trackingData — pageLoadIncentivesResponseSchema).
 */

// POST /rest/v1/conversion/getIncentivesByEvent {event, routeName, routeArgs}
export const incentivesByEventInputSchema = pageLoadIncentivesInputSchema.extend({
  /** §4 events: page load, the end of a video preview, the guest about to leave (exit intent). */
  event: z.enum(incentiveEvents),
});
export type IncentivesByEventInput = z.input<typeof incentivesByEventInputSchema>;

// GET /rest/v1/conversion/getVideoPreviewEndIncentives/{albumId} — §7 names the video's id `albumId`.
export const videoPreviewEndIncentivesInputSchema = z.object({
  albumId: z.coerce.number().int().positive().max(2_147_483_647),
});
export type VideoPreviewEndIncentivesInput = z.input<typeof videoPreviewEndIncentivesInputSchema>;

// GET /rest/v1/conversion/getBuyImageAlbumIncentives/{albumId}
export const buyImageAlbumIncentivesInputSchema = videoPreviewEndIncentivesInputSchema;
