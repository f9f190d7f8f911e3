import 'server-only';
import { watchStartInputSchema } from '@/lib/contracts/video-stream';
import { recordWatchStart } from '@/lib/server/media/stream-watch-start';
import { type RestArea, restCall } from '../call';

/** Watch area: what the guest plays. */
export const watchArea: RestArea = {
  // POST /rest/v1/watch/start {videoId} – records a started playback of a video the guest may watch, once per 30 minutes (a replay is success, no row)
  start: restCall({
    method: 'POST',
    auth: 'guest',
    input: watchStartInputSchema,
    handler: async ({ videoId }, { db, guest, viewerCountry }) => {
      await recordWatchStart(db, { viewer: { guestId: guest.guestId, avsAccepted: guest.avsAccepted }, videoId, viewerCountry });
      return { success: true };
    },
  }),
};
