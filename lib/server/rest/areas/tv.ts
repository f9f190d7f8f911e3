import 'server-only';
import * as z from 'zod';
import { AppError } from '@/lib/server/errors';
import { runtime } from '@/lib/server/runtime';
import { grantTvStream } from '@/lib/server/tv/grant-tv-stream';
import { parseChannel } from '@/lib/server/tv/load-schedule';
import { programNow } from '@/lib/server/tv/program-now';
import { type RestArea, restCall } from '../call';
import { tvMediathekCalls } from './tv-mediathek';

/** §7 "GETs with time stamp": the client's cache buster is accepted and not used. */
const input = z.object({ type: z.string().min(1).max(32), t: z.string().max(20).optional() });

function channelOf(type: string) {
  const channel = parseChannel(type);
  if (!channel) throw new AppError('NOT_FOUND', 'No such TV channel.');
  return channel;
}

/**
 * §7 tv area, the live channel's calls (the media centre's calls join this table in their own
 * file). program is public (§2: everybody sees what is on); stream hands out the signed live
 * playlist only with access (§6: premium for TV or VIP subscribers, 403 TV_SUBSCRIPTION_REQUIRED).
 */
export const tvArea: RestArea = {
  // GET /rest/v1/tv/program/{type} – the current and next program of livestream or premium
  'program/{type}': restCall({
    method: 'GET',
    auth: 'optional',
    input,
    handler: async ({ type }, { db, language, viewerCountry }) => ({ success: true, data: await programNow(db, channelOf(type), language, viewerCountry) }),
  }),

  // GET /rest/v1/tv/stream/{type} – a signed, 10-minute live playlist URL (premium: TV or VIP only)
  'stream/{type}': restCall({
    method: 'GET',
    auth: 'optional',
    input,
    handler: async ({ type }, { db, guest }) => ({
      success: true,
      data: await grantTvStream(db, runtime().tokenKey, channelOf(type), guest && { guestId: guest.guestId, avsAccepted: guest.avsAccepted }),
    }),
  }),
  ...tvMediathekCalls,
};
