import 'server-only';
import { keepTvEpisodeInputSchema } from '@/lib/contracts/tv-mediathek';
import { keepEpisode, unkeepEpisode } from '@/lib/server/tv/mediathek/keep-episode';
import { type RestArea, restCall } from '../call';

/** §2 media library: keeping TV episodes (the pinned section of the videos), in the §7 guest area. */
export const guestTvMediathekCalls: RestArea = {
  // POST /rest/v1/guest/mediathek/keepTvEpisode {episodeId} – into the media library (idempotent; 404 unknown)
  'mediathek/keepTvEpisode': restCall({
    method: 'POST',
    auth: 'guest',
    input: keepTvEpisodeInputSchema,
    handler: async ({ episodeId }, { db, guest }) => {
      await keepEpisode(db, guest.guestId, episodeId);
      return { success: true, data: { episodeId, kept: true } };
    },
  }),

  // POST /rest/v1/guest/mediathek/deleteTvEpisode {episodeId} – out of the media library (idempotent)
  'mediathek/deleteTvEpisode': restCall({
    method: 'POST',
    auth: 'guest',
    input: keepTvEpisodeInputSchema,
    handler: async ({ episodeId }, { db, guest }) => {
      await unkeepEpisode(db, guest.guestId, episodeId);
      return { success: true, data: { episodeId, kept: false } };
    },
  }),
};
