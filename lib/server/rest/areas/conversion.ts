import 'server-only';
import {
  type CloseIncentiveResponse,
  closeIncentiveInputSchema,
  type PageLoadIncentivesResponse,
  pageLoadIncentivesInputSchema,
  type SetRefillWindowHiddenResponse,
  setRefillWindowHiddenInputSchema,
} from '@/lib/contracts/incentive';
import {
  buyImageAlbumIncentivesInputSchema,
  incentivesByEventInputSchema,
  videoPreviewEndIncentivesInputSchema,
} from '@/lib/contracts/incentive-events';
import { guestInfoInputSchema, type SetGuestInfoResponse } from '@/lib/contracts/conversion-guest-info';
import { buyAlbumIncentives } from '@/lib/server/conversion/buy-album-incentives';
import { closeIncentive } from '@/lib/server/conversion/close-incentive';
import { hideRefillWindow } from '@/lib/server/conversion/hide-refill-window';
import { eventIncentives } from '@/lib/server/conversion/event-incentives';
import { setGuestInfo } from '@/lib/server/conversion/set-guest-info';
import { pageLoadIncentives } from '@/lib/server/conversion/page-load-incentives';
import { videoPreviewEndIncentives } from '@/lib/server/conversion/video-preview-end-incentives';
import { type RestArea, restCall } from '../call';

/** The §7 conversion area: page-load incentives, hiding the refill window, closing an incentive. */
export const conversionArea: RestArea = {
  // POST /rest/v1/conversion/getPageLoadIncentives {routeName, routeArgs} – the incentives for this guest (or visitor) on this page
  getPageLoadIncentives: restCall({
    method: 'POST',
    auth: 'optional',
    input: pageLoadIncentivesInputSchema,
    handler: async ({ routeName, routeArgs }, { db, guest }): Promise<PageLoadIncentivesResponse> =>
      pageLoadIncentives(db, { guestId: guest?.guestId ?? null, route: { name: routeName, args: routeArgs }, now: new Date() }),
  }),

  // POST /rest/v1/conversion/getIncentivesByEvent {event, routeName, routeArgs} – §4 events pageLoad, videoPreviewEnd, exitIntent (top one only)
  getIncentivesByEvent: restCall({
    method: 'POST',
    auth: 'optional',
    input: incentivesByEventInputSchema,
    handler: async ({ event, routeName, routeArgs }, { db, guest }): Promise<PageLoadIncentivesResponse> =>
      eventIncentives(db, { guestId: guest?.guestId ?? null, event, route: { name: routeName, args: routeArgs }, now: new Date() }),
  }),

  // GET /rest/v1/conversion/getVideoPreviewEndIncentives/{albumId} – the offers when a video's preview ends (unknown video 404)
  'getVideoPreviewEndIncentives/{albumId}': restCall({
    method: 'GET',
    auth: 'optional',
    input: videoPreviewEndIncentivesInputSchema,
    handler: async ({ albumId }, { db, guest }): Promise<PageLoadIncentivesResponse> =>
      videoPreviewEndIncentives(db, { guestId: guest?.guestId ?? null, videoId: albumId, now: new Date() }),
  }),

  // GET /rest/v1/conversion/getBuyImageAlbumIncentives/{albumId} – the offers beside buying a photo album (unknown album 404)
  'getBuyImageAlbumIncentives/{albumId}': restCall({
    method: 'GET',
    auth: 'optional',
    input: buyImageAlbumIncentivesInputSchema,
    handler: async ({ albumId }, { db, guest }): Promise<PageLoadIncentivesResponse> =>
      buyAlbumIncentives(db, { guestId: guest?.guestId ?? null, albumId, now: new Date() }),
  }),

  // POST /rest/v1/conversion/setGuestInfo {type, value} – one stored value per guest and type; visitors 401
  setGuestInfo: restCall({
    method: 'POST',
    auth: 'guest',
    input: guestInfoInputSchema,
    handler: async (input, { db, guest }): Promise<SetGuestInfoResponse> => {
      const updatedAt = await setGuestInfo(db, guest.guestId, input);
      return { success: true, data: { type: input.type, updatedAt: updatedAt.toISOString() } };
    },
  }),

  // POST /rest/v1/conversion/setRefillWindowHidden {incentiveType, interval} – the refill card stays away for a day or a week
  setRefillWindowHidden: restCall({
    method: 'POST',
    auth: 'guest',
    input: setRefillWindowHiddenInputSchema,
    handler: async ({ interval }, { db, guest }): Promise<SetRefillWindowHiddenResponse> => {
      const hiddenUntil = await hideRefillWindow(db, { guestId: guest.guestId, interval, now: new Date() });
      return { success: true, data: { success: true, hiddenUntil: hiddenUntil.toISOString() } };
    },
  }),

  // POST /rest/v1/conversion/closeIncentive {result, incentive} – records how it was closed; a guest's dismissal holds for the day
  closeIncentive: restCall({
    method: 'POST',
    auth: 'optional',
    input: closeIncentiveInputSchema,
    handler: async ({ result, incentive }, { db, guest }): Promise<CloseIncentiveResponse> => {
      await closeIncentive(db, { guestId: guest?.guestId ?? null, type: incentive.type, result, now: new Date() });
      return { success: true };
    },
  }),
};
