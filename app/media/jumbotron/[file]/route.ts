// GET /media/jumbotron/clip-{n}.mp4 – the home page jumbotron's public, neutral trailer (a generated demo clip)
import * as z from 'zod';
import { AppError } from '@/lib/server/errors';
import { errorResponse } from '@/lib/server/http/error-response';
import { JUMBOTRON_CLIPS } from '@/lib/server/jumbotron/jumbotron-config';
import { clipBytes } from '@/lib/server/media/stream-clip';
import { clipResponse } from '@/lib/server/media/stream-request';

const fileSchema = z
  .string()
  .regex(/^clip-\d\.mp4$/)
  .transform((file) => Number(file.slice('clip-'.length, -'.mp4'.length)))
  .pipe(z.number().int().min(1).max(JUMBOTRON_CLIPS));

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const parsed = fileSchema.safeParse((await params).file);
  if (!parsed.success) return errorResponse(new AppError('NOT_FOUND', 'No such clip.'));
  // clipBytes(n) plays clip (n % 6) + 1: n = clip - 1 plays clip n. The bytes never change for a name.
  const bytes = await clipBytes(parsed.data - 1);
  return clipResponse(bytes, request.headers.get('range'), 'public, max-age=86400');
}
