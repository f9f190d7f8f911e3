// GET /media/{kind}/{seed}-{size}.svg – the generated, abstract artwork behind every image URL
import * as z from 'zod';
import { IMAGE_KINDS, IMAGE_SIZES, MAX_IMAGE_SEED, imageHeight, imageWidth } from '@/lib/media/image-urls';
import { renderImageSvg } from '@/lib/media/svg';
import { AppError } from '@/lib/server/errors';
import { errorResponse } from '@/lib/server/http/error-response';

const fileSchema = z
  .string()
  .regex(/^\d{1,10}-w\d{3,4}\.svg$/)
  .transform((file) => {
    const [seed = '', size = ''] = file.slice(0, -'.svg'.length).split('-');
    return { seed: Number(seed), size };
  })
  .pipe(z.object({ seed: z.number().int().min(0).max(MAX_IMAGE_SEED), size: z.enum(IMAGE_SIZES) }));

const paramsSchema = z.object({ kind: z.enum(IMAGE_KINDS), file: fileSchema });

export async function GET(_request: Request, { params }: { params: Promise<{ kind: string; file: string }> }) {
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) return errorResponse(new AppError('NOT_FOUND', 'No such image.'));
  const { kind, file } = parsed.data;
  const svg = renderImageSvg(kind, file.seed, imageWidth(file.size), imageHeight(kind, file.size));
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      // The URL names the seed and size, and the bytes never change for them.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    },
  });
}
