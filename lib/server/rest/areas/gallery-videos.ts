import 'server-only';
import * as z from 'zod';
import { actorPromotedVideo, actorTopVideos, findActorRef } from '@/lib/server/catalog/videos/actor-videos';
import { getVideoDetail } from '@/lib/server/catalog/videos/get-video';
import { videoGuestInfo } from '@/lib/server/catalog/videos/video-guest-info';
import { videoGuestInfoInputSchema } from '@/lib/contracts/video-guest-info';
import { AppError } from '@/lib/server/errors';
import { type RestArea, restCall } from '../call';

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** Stills shown by a hover preview. */
const PREVIEW_STILLS = 10;

/** The video calls of the §7 gallery area; gallery.ts spreads them into its table. */
export const galleryVideoCalls: RestArea = {
  // GET /rest/v1/gallery/getTopVideos/{actorIdOrName} – a performer's best-selling videos (§3 top videos)
  'getTopVideos/{actorIdOrName}': restCall({
    method: 'GET',
    auth: 'optional',
    input: z.object({ actorIdOrName: z.string().trim().min(1).max(100) }),
    handler: async ({ actorIdOrName }, { db, viewerCountry }) => {
      const actor = await findActorRef(db, actorIdOrName, viewerCountry);
      if (!actor) throw new AppError('NOT_FOUND', 'No such actor.');
      return { success: true, data: { actorId: actor.id, items: await actorTopVideos(db, { actorId: actor.id, viewerCountry }) } };
    },
  }),

  // GET /rest/v1/gallery/getpromotedvideo/{actorId} – a performer's promoted video, or null
  'getpromotedvideo/{actorId}': restCall({
    method: 'GET',
    auth: 'optional',
    input: z.object({ actorId: idSchema }),
    handler: async ({ actorId }, { db, viewerCountry }) => {
      const actor = await findActorRef(db, String(actorId), viewerCountry);
      if (!actor) throw new AppError('NOT_FOUND', 'No such actor.');
      const video = await actorPromotedVideo(db, { actorId: actor.id, viewerCountry });
      // §3 isFavoriteAlbum on a promoted video: favourites need a logged-in guest; false until then.
      return { success: true, data: { actorId: actor.id, video, isFavoriteAlbum: false } };
    },
  }),

  // GET /rest/v1/gallery/getPreview?albumId= – a video's preview: poster sizes and the first stills
  getPreview: restCall({
    method: 'GET',
    auth: 'optional',
    input: z.object({ albumId: idSchema }),
    handler: async ({ albumId }, { db, language, viewerCountry }) => {
      const video = await getVideoDetail(db, { videoId: albumId, language, viewerCountry });
      if (!video) throw new AppError('NOT_FOUND', 'No such video.');
      return {
        success: true,
        data: {
          albumId: video.id,
          title: video.title,
          duration: video.duration,
          previewImages: video.previewImages,
          previewThumbnails: video.previewThumbnails.slice(0, PREVIEW_STILLS),
        },
      };
    },
  }),

  // GET /rest/v1/gallery/videoGuestInfo?ids=1,2,3 – §3 guestInfo per video for the caller (anonymous: all false); flatrate = VIP video for a VIP guest
  videoGuestInfo: restCall({
    method: 'GET',
    auth: 'optional',
    input: videoGuestInfoInputSchema,
    handler: async ({ ids }, { db, guest, viewerCountry }) => ({ success: true, data: await videoGuestInfo(db, guest?.guestId ?? null, ids, viewerCountry) }),
  }),
};
