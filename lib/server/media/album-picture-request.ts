import 'server-only';
import * as z from 'zod';
import { IMAGE_SIZES, imageHeight, imageWidth } from '@/lib/media/image-urls';
import { renderCheckedPictureSvg } from '@/lib/media/svg';
import { AppError } from '@/lib/server/errors';
import { runtime } from '@/lib/server/runtime';
import { albumPictureAccess } from './album-picture-access';
import { mediaViewerCountry, requestViewer } from './media-viewer';
import { mediaRefusal, privateImageResponse } from './private-svg';
import { webpIfReady } from './raster';

const fileSchema = z
  .string()
  .regex(/^\d{1,10}-w\d{3,4}\.(svg|webp)$/)
  .transform((file) => {
    const [name = '', format = ''] = file.split('.');
    const [pictureId = '', size = ''] = name.split('-');
    return { pictureId: Number(pictureId), size, format };
  })
  .pipe(z.object({ pictureId: z.number().int().min(1).max(2_147_483_647), size: z.enum(IMAGE_SIZES), format: z.enum(['svg', 'webp']) }));

/**
 * GET /media/album-picture/{pictureId}-{size}.webp (lib/media/picture-urls.ts; .svg: the same picture as drawn). Session-bound like
 * the stills: an <img> sends the page's `sid` cookie, and the guest's purchase, avs state and
 * country are read now, so a URL copied out of the page opens nothing for anyone else. The image
 * is cached privately (private-svg.ts); refusals are the one JSON error body, never cached.
 */
export async function serveAlbumPicture(request: Request, file: string): Promise<Response> {
  try {
    const parsed = fileSchema.safeParse(file);
    if (!parsed.success) throw new AppError('NOT_FOUND', 'No such picture.');
    const { pictureId, size, format } = parsed.data;
    const { db } = runtime();
    const viewer = await requestViewer(db, request);
    const { imageSeed } = await albumPictureAccess(db, viewer, pictureId, mediaViewerCountry(viewer, request));
    const svg = () => renderCheckedPictureSvg(imageSeed, imageWidth(size), imageHeight('picture', size));
    // The bytes depend on the picture alone (the access was checked above): one cache for all guests.
    const webp = format === 'webp' ? await webpIfReady(`album-picture/${imageSeed}-${size}`, svg) : null;
    // Not drawn yet (the drawing slots are busy): the drawing itself this once.
    return privateImageResponse(webp ? { webp } : { svg: svg() });
  } catch (error) {
    return mediaRefusal(error);
  }
}
