import 'server-only';
import * as z from 'zod';
import { AppError, type ErrorCode, isAppError } from '@/lib/server/errors';
import { errorResponse } from '@/lib/server/http/error-response';
import { runtime } from '@/lib/server/runtime';
import { mediaViewerCountry, requestViewer } from './media-viewer';
import { streamAccess } from './stream-access';
import { clipBytes } from './stream-clip';
import { parseByteRange } from './stream-range';
import { STREAM_URL_TTL_SECONDS, checkStreamSignature, nowInSeconds, streamKey } from './stream-signature';

const pgInt = z.coerce.number().int().min(0).max(2_147_483_647);
const fileSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}\.mp4$/)
  .transform((file) => Number(file.slice(0, -'.mp4'.length)))
  .pipe(z.number().int().max(2_147_483_647));
const querySchema = z.object({ g: pgInt, exp: pgInt, sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/** Refusals that keep their own code: the guest can act on them (verify the age) or must know (§6 ban). */
const keptCodes = new Set<ErrorCode>(['AGE_VERIFICATION_REQUIRED', 'COUNTRY_BANNED']);

const invalid = () => new AppError('FORBIDDEN', 'The stream URL is not valid.');

/**
 * GET /media/stream/<videoId>.mp4?g=&exp=&sig=. The URL alone is not enough: the
 * signature (constant-time), the expiry, the guest (g > 0: the request's `sid` session must be
 * that guest's; g = 0: anyone, which only a free video's URL says), then the country ban (§6),
 * access and the age rating are checked again now — a URL passed to someone else, kept past its
 * time, kept after a revoked age verification or used from a banned country opens nothing.
 * Every refusal is the one JSON error body with 403.
 */
export async function serveStream(request: Request, file: string, now = new Date()): Promise<Response> {
  try {
    const videoId = fileSchema.safeParse(file);
    const url = new URL(request.url);
    const query = querySchema.safeParse(Object.fromEntries(url.searchParams));
    if (!videoId.success || !query.success) throw invalid();
    const { g: guestId, exp: expiresAt, sig } = query.data;
    const { db, tokenKey } = runtime();
    const nowSeconds = nowInSeconds(now);
    const check = checkStreamSignature(streamKey(tokenKey), { videoId: videoId.data, guestId, expiresAt }, sig, nowSeconds);
    if (check === 'bad-signature') throw invalid();
    if (check === 'expired') throw new AppError('FORBIDDEN', 'The stream URL has expired.');

    const session = await requestViewer(db, request);
    if (guestId !== 0 && session?.guestId !== guestId) throw new AppError('FORBIDDEN', 'The stream URL belongs to another guest.');
    // g = 0 plays as a visitor; the country is the session's (if any) or the geo header's (§6 bans).
    const viewer = guestId === 0 ? null : session;
    await streamAccess(db, viewer, videoId.data, mediaViewerCountry(session, request), now).catch((error: unknown) => {
      // A signed URL was only handed out with access: losing it since is a refusal, not a login prompt.
      if (isAppError(error) && !keptCodes.has(error.code)) throw new AppError('FORBIDDEN', 'This video may not be watched.');
      throw error;
    });

    const bytes = await clipBytes(videoId.data);
    // Cached by this browser only, and never past the URL's own end.
    const maxAge = Math.max(0, Math.min(STREAM_URL_TTL_SECONDS, expiresAt - nowSeconds));
    return clipResponse(bytes, request.headers.get('range'), `private, max-age=${maxAge}`);
  } catch (error) {
    const response = errorResponse(error);
    response.headers.set('Cache-Control', 'no-store');
    return response;
  }
}

/** 200 with the whole clip, 206 with one range of it, or 416 for a range it cannot satisfy (also a live TV segment's answer). */
export function clipResponse(bytes: Buffer, rangeHeader: string | null, cacheControl: string): Response {
  const size = bytes.length;
  const headers = new Headers({
    'Content-Type': 'video/mp4',
    'Accept-Ranges': 'bytes',
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
  });
  const range = parseByteRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  if (range === 'whole') {
    headers.set('Content-Length', String(size));
    return new Response(new Uint8Array(bytes), { status: 200, headers });
  }
  headers.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  headers.set('Content-Length', String(range.end - range.start + 1));
  return new Response(new Uint8Array(bytes.subarray(range.start, range.end + 1)), { status: 206, headers });
}
