import 'server-only';
import * as z from 'zod';
import { renderCheckedPictureSvg } from '@/lib/media/svg';
import { AppError } from '@/lib/server/errors';
import { requestViewer } from '@/lib/server/media/media-viewer';
import { mediaRefusal, privateImageResponse } from '@/lib/server/media/private-svg';
import { clipBytes } from '@/lib/server/media/stream-clip';
import { clipResponse } from '@/lib/server/media/stream-request';
import { runtime } from '@/lib/server/runtime';
import { feedMediaAccess } from './feed-media-access';
import { checkFeedMediaSignature, FEED_MEDIA_TTL_SECONDS, feedMediaKey } from './feed-media-signature';

const pgInt = z.coerce.number().int().min(0).max(2_147_483_647);
const dbInt = z.number().int().min(1).max(2_147_483_647);
const fileSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}-(clip-[1-9]\d{0,9}\.mp4|photo-[1-9]\d{0,9}\.svg)$/)
  .transform((file) => {
    const [postId = '', kind = '', rest = ''] = file.split('-');
    return { postId: Number(postId), kind, mediaId: Number(rest.split('.')[0]) };
  })
  .pipe(z.object({ postId: dbInt, kind: z.enum(['clip', 'photo']), mediaId: dbInt }));
const querySchema = z.object({ g: pgInt, exp: pgInt, sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

const PHOTO_WIDTH = 640;
const PHOTO_HEIGHT = 853;

/**
 * GET /media/feed/<postId>-<clip|photo>-<mediaId>.<mp4|svg>?g=&exp=&sig=. The URL is not enough:
 * signature and expiry, then the request's `sid` session must be guest g (g = 0 only on a free
 * post's URL), then purchase and fsk/avsRequired are read again now (feed-media-access.ts). Every
 * refusal is the one JSON error body with 403 and no bytes.
 */
export async function serveFeedMedia(request: Request, file: string, now = new Date()): Promise<Response> {
  try {
    const medium = fileSchema.safeParse(file);
    const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!medium.success || !query.success) throw new AppError('FORBIDDEN', 'The media URL is not valid.');
    const { postId, kind, mediaId } = medium.data;
    const { g: guestId, exp: expiresAt, sig } = query.data;
    const { db, tokenKey } = runtime();
    const nowSeconds = Math.floor(now.getTime() / 1000);
    const check = checkFeedMediaSignature(feedMediaKey(tokenKey), { postId, kind, mediaId, guestId, expiresAt }, sig, nowSeconds);
    if (check === 'bad-signature') throw new AppError('FORBIDDEN', 'The media URL is not valid.');
    if (check === 'expired') throw new AppError('FORBIDDEN', 'The media URL has expired.');
    const session = await requestViewer(db, request);
    if (guestId !== 0 && session?.guestId !== guestId) throw new AppError('FORBIDDEN', 'The media URL belongs to another guest.');
    const found = await feedMediaAccess(db, session, postId, { kind, mediaId }, now);
    if (kind === 'photo') return privateImageResponse({ svg: renderCheckedPictureSvg(found.seed, PHOTO_WIDTH, PHOTO_HEIGHT) });
    const maxAge = Math.max(0, Math.min(FEED_MEDIA_TTL_SECONDS, expiresAt - nowSeconds));
    return clipResponse(await clipBytes(found.videoId), request.headers.get('range'), `private, max-age=${maxAge}`);
  } catch (error) {
    return mediaRefusal(error);
  }
}
