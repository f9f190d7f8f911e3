import 'server-only';
import { videoPreviewInputSchema } from '@/lib/contracts/video-preview';
import { startVideoPreview } from '@/lib/server/previews/video-preview';
import { type RestArea, restCall } from '../call';

/** §2 fifteen-minutes-preview in the §7 guest area (the box's "watch 15 minutes free"). */
export const guestVideoPreviewCalls: RestArea = {
  // POST /rest/v1/guest/videoPreview {videoId} – starts the guest's 15-minute free preview of a paid video, once per guest per video (409 used)
  videoPreview: restCall({
    method: 'POST',
    auth: 'guest',
    input: videoPreviewInputSchema,
    handler: async ({ videoId }, { db, guest, viewerCountry }) => ({
      success: true,
      data: await startVideoPreview(db, { guestId: guest.guestId, avsAccepted: guest.avsAccepted, videoId, viewerCountry }),
    }),
  }),
};
