import 'server-only';
import * as z from 'zod';
import { IMAGE_SIZES, imageHeight, imageWidth } from '@/lib/media/image-urls';
import { stillSeed } from '@/lib/media/still-urls';
import { renderStillSvg } from '@/lib/media/svg';
import { AppError } from '@/lib/server/errors';
import { runtime } from '@/lib/server/runtime';
import { mediaViewerCountry, requestViewer } from './media-viewer';
import { mediaRefusal, privateImageResponse } from './private-svg';
import { webpIfReady } from './raster';
import { stillAccess } from './still-access';

const fileSchema = z
  .string()
  .regex(/^\d{1,10}-\d{1,3}-w\d{3,4}\.(svg|webp)$/)
  .transform((file) => {
    const [name = '', format = ''] = file.split('.');
    const [videoId = '', index = '', size = ''] = name.split('-');
    return { videoId: Number(videoId), index: Number(index), size, format };
  })
  .pipe(
    z.object({ videoId: z.number().int().min(1).max(2_147_483_647), index: z.number().int().min(0), size: z.enum(IMAGE_SIZES), format: z.enum(['svg', 'webp']) }),
  );

/**
 * GET /media/still/{videoId}-{index}-{size}.webp (lib/media/still-urls.ts; .svg: the same frame as drawn). Session-bound: an
 * <img> sends the page's `sid` cookie, and the guest's avs state and country are read now, so a
 * URL copied out of the page opens nothing for anyone else. Cached by the one browser only, for
 * as long as a stream URL lives (a revoked verification ends within it); refusals are the one
 * JSON error body and never cached.
 */
export async function serveStill(request: Request, file: string): Promise<Response> {
  try {
    const parsed = fileSchema.safeParse(file);
    if (!parsed.success) throw new AppError('NOT_FOUND', 'No such still.');
    const { videoId, index, size, format } = parsed.data;
    const { db } = runtime();
    const viewer = await requestViewer(db, request);
    const { count } = await stillAccess(db, viewer, { videoId, index }, mediaViewerCountry(viewer, request));
    const svg = () => renderStillSvg(stillSeed(videoId, index), index, count, imageWidth(size), imageHeight('video', size));
    // The bytes depend on the frame alone (the access was checked above): one cache for all guests.
    const webp = format === 'webp' ? await webpIfReady(`still/${videoId}-${index}-${count}-${size}`, svg) : null;
    // Not drawn yet (the drawing slots are busy): the drawing itself this once.
    return privateImageResponse(webp ? { webp } : { svg: svg() });
  } catch (error) {
    return mediaRefusal(error);
  }
}
