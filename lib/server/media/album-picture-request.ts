import 'server-only';
import * as z from 'zod';
import { IMAGE_SIZES, imageHeight, imageWidth } from '@/lib/media/image-urls';
import { renderCheckedPictureSvg } from '@/lib/media/svg';
import { AppError } from '@/lib/server/errors';
import { runtime } from '@/lib/server/runtime';
import { albumPictureAccess } from './album-picture-access';
import { mediaViewerCountry, requestViewer } from './media-viewer';
import { mediaRefusal, privateSvgResponse } from './private-svg';

const fileSchema = z
  .string()
  .regex(/^\d{1,10}-w\d{3,4}\.svg$/)
  .transform((file) => {
    const [pictureId = '', size = ''] = file.slice(0, -'.svg'.length).split('-');
    return { pictureId: Number(pictureId), size };
  })
  .pipe(z.object({ pictureId: z.number().int().min(1).max(2_147_483_647), size: z.enum(IMAGE_SIZES) }));

/**
 * GET /media/album-picture/{pictureId}-{size}.svg (lib/media/picture-urls.ts). Session-bound like
 * the stills: an <img> sends the page's `sid` cookie, and the guest's purchase, avs state and
 * country are read now, so a URL copied out of the page opens nothing for anyone else. The image
 * is cached privately (private-svg.ts); refusals are the one JSON error body, never cached.
 */
export async function serveAlbumPicture(request: Request, file: string): Promise<Response> {
  try {
    const parsed = fileSchema.safeParse(file);
    if (!parsed.success) throw new AppError('NOT_FOUND', 'No such picture.');
    const { pictureId, size } = parsed.data;
    const { db } = runtime();
    const viewer = await requestViewer(db, request);
    const { imageSeed } = await albumPictureAccess(db, viewer, pictureId, mediaViewerCountry(viewer, request));
    return privateSvgResponse(renderCheckedPictureSvg(imageSeed, imageWidth(size), imageHeight('picture', size)));
  } catch (error) {
    return mediaRefusal(error);
  }
}
