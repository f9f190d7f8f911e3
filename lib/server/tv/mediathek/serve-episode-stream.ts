import 'server-only';
import * as z from 'zod';
import { AppError } from '@/lib/server/errors';
import { errorResponse } from '@/lib/server/http/error-response';
import { requestViewer } from '@/lib/server/media/media-viewer';
import { clipBytes } from '@/lib/server/media/stream-clip';
import { clipResponse } from '@/lib/server/media/stream-request';
import { runtime } from '@/lib/server/runtime';
import { assertEpisodeAccess } from './episode-access';
import { EPISODE_URL_TTL_SECONDS, checkEpisodeSignature, episodeKey } from './episode-signature';

const pgInt = z.coerce.number().int().min(0).max(2_147_483_647);
const fileSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}\.mp4$/)
  .transform((file) => Number(file.slice(0, -'.mp4'.length)))
  .pipe(z.number().int().max(2_147_483_647));
const querySchema = z.object({ g: pgInt, exp: pgInt, sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

const invalid = () => new AppError('FORBIDDEN', 'The episode URL is not valid.');

/**
 * GET /media/tv-episode/<episodeId>.mp4?g=&exp=&sig=. Checked again on every request like the
 * video streams (lib/server/media/stream-request.ts): the signature (constant time), the expiry,
 * the `sid` session is the URL's guest (g > 0), then §6 the subscription of a premium episode and
 * the age rating, read now — a URL passed on, kept past its time or after the subscription ended
 * opens nothing: 403 JSON with a code, never media bytes. The bytes are the episode's demo clip.
 */
export async function serveEpisodeStream(request: Request, file: string, now = new Date()): Promise<Response> {
  try {
    const episodeId = fileSchema.safeParse(file);
    const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!episodeId.success || !query.success) throw invalid();
    const { g: guestId, exp: expiresAt, sig } = query.data;
    const { db, tokenKey } = runtime();
    const nowSeconds = Math.floor(now.getTime() / 1000);
    const check = checkEpisodeSignature(episodeKey(tokenKey), { episodeId: episodeId.data, guestId, expiresAt }, sig, nowSeconds);
    if (check === 'bad-signature') throw invalid();
    if (check === 'expired') throw new AppError('FORBIDDEN', 'The episode URL has expired.');

    const session = await requestViewer(db, request);
    if (guestId !== 0 && session?.guestId !== guestId) throw new AppError('FORBIDDEN', 'The episode URL belongs to another guest.');
    const gate = await assertEpisodeAccess(db, episodeId.data, guestId === 0 ? null : session, now);

    // clipBytes(n) plays clip (n % 6) + 1: n = clip - 1 plays the episode's own clip.
    const bytes = await clipBytes(gate.clip - 1);
    const maxAge = Math.max(0, Math.min(EPISODE_URL_TTL_SECONDS, expiresAt - nowSeconds));
    return clipResponse(bytes, request.headers.get('range'), `private, max-age=${maxAge}`);
  } catch (error) {
    const response = errorResponse(error);
    response.headers.set('Cache-Control', 'no-store');
    return response;
  }
}
