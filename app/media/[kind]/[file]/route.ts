// GET /media/{kind}/{seed}-{size}.webp – the generated, abstract artwork behind every image URL
// (.svg: the same picture as drawn, for URLs handed out before the images became WebP)
import * as z from 'zod';
import { IMAGE_KINDS, IMAGE_SIZES, MAX_IMAGE_SEED, imageHeight, imageWidth } from '@/lib/media/image-urls';
import { renderImageSvg } from '@/lib/media/svg';
import { AppError } from '@/lib/server/errors';
import { errorResponse } from '@/lib/server/http/error-response';
import { webpIfReady } from '@/lib/server/media/raster';

const fileSchema = z
  .string()
  .regex(/^\d{1,10}-w\d{3,4}\.(svg|webp)$/)
  .transform((file) => {
    const [name = '', format = ''] = file.split('.');
    const [seed = '', size = ''] = name.split('-');
    return { seed: Number(seed), size, format };
  })
  .pipe(z.object({ seed: z.number().int().min(0).max(MAX_IMAGE_SEED), size: z.enum(IMAGE_SIZES), format: z.enum(['svg', 'webp']) }));

const paramsSchema = z.object({ kind: z.enum(IMAGE_KINDS), file: fileSchema });

const headers = (contentType: string, cacheControl = 'public, max-age=31536000, immutable') => ({
  'Content-Type': contentType,
  // The URL names the seed and size, and the bytes never change for them.
  'Cache-Control': cacheControl,
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'",
});

export async function GET(_request: Request, { params }: { params: Promise<{ kind: string; file: string }> }) {
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) return errorResponse(new AppError('NOT_FOUND', 'No such image.'));
  const { kind, file } = parsed.data;
  const svg = () => renderImageSvg(kind, file.seed, imageWidth(file.size), imageHeight(kind, file.size));
  if (file.format === 'svg') return new Response(svg(), { headers: headers('image/svg+xml') });
  const webp = await webpIfReady(`${kind}/${file.seed}-${file.size}`, svg);
  // Still being drawn: the drawing itself this once, kept briefly so the next load gets the WebP.
  if (!webp) return new Response(svg(), { headers: headers('image/svg+xml', 'public, max-age=60') });
  return new Response(new Uint8Array(webp), { headers: headers('image/webp') });
}
