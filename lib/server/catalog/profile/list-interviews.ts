import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Interview } from '@/lib/contracts/profile';
import type { DbOrTx } from '@/lib/server/db/client';
import { actorInterviews } from '@/lib/server/db/schema/content';
import { IMAGE_SIZES, type ImageSize, imageUrl, imageWidth } from '@/lib/media/image-urls';

/** §9 interview default image size 720. */
export const DEFAULT_INTERVIEW_IMAGE_SIZE = 720;

/** The smallest generated size at least `width` wide (never upscaled), else the largest. */
export function imageSizeFor(width: number): ImageSize {
  return IMAGE_SIZES.find((size) => imageWidth(size) >= width) ?? IMAGE_SIZES[IMAGE_SIZES.length - 1]!;
}

/**
 * §3 interviews of a performer in her order. The image is a still of the recorded answer (16:9,
 * like video posters). The caller checks the performer (unknown or banned: 404).
 */
export async function listInterviews(db: DbOrTx, actorId: number, imageWidthWanted = DEFAULT_INTERVIEW_IMAGE_SIZE): Promise<Interview[]> {
  const size = imageSizeFor(imageWidthWanted);
  const rows = await db
    .select()
    .from(actorInterviews)
    .where(eq(actorInterviews.actorId, actorId))
    .orderBy(asc(actorInterviews.position), asc(actorInterviews.id));
  return rows.map((row) => ({
    id: row.id,
    questionKey: row.questionKey,
    answer: row.answer,
    durationSeconds: row.durationSeconds,
    recordedAt: row.recordedAt.toISOString(),
    image: imageUrl('video', row.imageSeed, size),
  }));
}
