import 'server-only';
import * as z from 'zod';
import { AppError } from '@/lib/server/errors';
import { errorResponse } from '@/lib/server/http/error-response';
import { requestViewer } from '@/lib/server/media/media-viewer';
import { clipBytes } from '@/lib/server/media/stream-clip';
import { runtime } from '@/lib/server/runtime';
import { parseChannel, loadSlotsAround } from './load-schedule';
import { liveWindow, renderPlaylist, segmentClip, segmentIsLive, SEGMENT_SECONDS } from './live-window';
import { programAt } from './program-at';
import { assertTvAccess } from './tv-access';
import { checkTvSignature, tvKey } from './tv-signature';
import { clipResponse } from '@/lib/server/media/stream-request';

const pgInt = z.coerce.number().int().min(0).max(2_147_483_647);
const querySchema = z.object({ g: pgInt, exp: pgInt, sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
const segmentFile = /^(\d{1,12})\.mp4$/;

const invalid = () => new AppError('FORBIDDEN', 'The TV URL is not valid.');

/**
 * GET /media/tv/<channel>/live.m3u8 and /media/tv/<channel>/<sequence>.mp4, each with ?g=&exp=&sig=.
 * Like the video streams (lib/server/media/stream-request.ts) every request is checked again:
 * signature, expiry, the `sid` session is the URL's guest, then §6 the premium channel's
 * subscription and §9 the age rating on air — a URL passed on, kept past its time or kept after
 * the subscription ended opens nothing: 403 JSON with a code, never media bytes.
 */
export async function serveTvMedia(request: Request, channelName: string, file: string, now = new Date()): Promise<Response> {
  try {
    const channel = parseChannel(channelName);
    const segment = segmentFile.exec(file);
    if (!channel || (file !== 'live.m3u8' && !segment)) throw new AppError('NOT_FOUND', 'No such TV stream.');
    const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) throw invalid();
    const { g: guestId, exp: expiresAt, sig } = query.data;
    const { db, tokenKey } = runtime();
    const check = checkTvSignature(tvKey(tokenKey), { channel, guestId, expiresAt }, sig, Math.floor(now.getTime() / 1000));
    if (check === 'bad-signature') throw invalid();
    if (check === 'expired') throw new AppError('FORBIDDEN', 'The TV URL has expired.');

    const session = await requestViewer(db, request);
    if (guestId !== 0 && session?.guestId !== guestId) throw new AppError('FORBIDDEN', 'The TV URL belongs to another guest.');
    const slots = await loadSlotsAround(db, channel, now);
    await assertTvAccess(db, channel, session, programAt(slots, now).current?.fsk ?? 16, now);

    if (!segment) {
      const urlQuery = new URLSearchParams({ g: String(guestId), exp: String(expiresAt), sig }).toString();
      const body = renderPlaylist(liveWindow(slots, now), (sequence) => `/media/tv/${channel}/${sequence}.mp4?${urlQuery}`);
      return new Response(body, {
        headers: {
          'Content-Type': 'application/vnd.apple.mpegurl; charset=utf-8',
          'Cache-Control': 'no-store',
          // The player lines the segments' #EXT-X-PROGRAM-DATE-TIME up with this clock, not its own.
          'X-Server-Time': String(now.getTime()),
        },
      });
    }
    const sequence = Number(segment[1]);
    // Live only: no archive of past segments, nothing ahead of the next one.
    if (!segmentIsLive(sequence, now)) throw new AppError('NOT_FOUND', 'This segment is not live.');
    const bytes = await clipBytes(segmentClip(slots, sequence) - 1);
    return clipResponse(bytes, request.headers.get('range'), `private, max-age=${SEGMENT_SECONDS * 8}`);
  } catch (error) {
    const response = errorResponse(error);
    response.headers.set('Cache-Control', 'no-store');
    return response;
  }
}
