import { asc, eq } from 'drizzle-orm';
import { GET, POST } from '@/app/rest/v1/[area]/[...call]/route';
import { videos } from '@/lib/server/db/schema/catalog';
import { contestMedia, contests } from '@/lib/server/db/schema/contests';
import type { AppRuntime } from '@/lib/server/runtime';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A video contest of this test with `mediaCount` released videos, window relative to now. */
export async function createContest(rt: AppRuntime, options: { startsIn?: number; endsIn?: number; fsk?: 16 | 18; mediaCount?: number } = {}) {
  const now = Date.now();
  const [contest] = await rt.db
    .insert(contests)
    .values({
      kind: 'video',
      titleDe: 'Testwettbewerb',
      titleEn: 'Test contest',
      titleEs: 'Concurso de prueba',
      titleNl: 'Testwedstrijd',
      descriptionDe: 'd',
      descriptionEn: 'e',
      descriptionEs: 's',
      descriptionNl: 'n',
      fsk: options.fsk ?? 16,
      startsAt: new Date(now + (options.startsIn ?? -DAY)),
      endsAt: new Date(now + (options.endsIn ?? DAY)),
    })
    .returning({ id: contests.id });
  const pool = await rt.db.select({ id: videos.id, actorId: videos.actorId }).from(videos).orderBy(asc(videos.id)).limit(options.mediaCount ?? 8);
  const media = await rt.db
    .insert(contestMedia)
    .values(pool.map((video, i) => ({ contestId: contest!.id, actorId: video.actorId, videoId: video.id, mediaIndex: i + 1 })))
    .returning({ id: contestMedia.id, actorId: contestMedia.actorId, videoId: contestMedia.videoId });
  return { id: contest!.id, media };
}

export async function moveContest(rt: AppRuntime, contestId: number, window: { startsAt: Date; endsAt: Date }) {
  await rt.db.update(contests).set(window).where(eq(contests.id, contestId));
}

/** A REST call as the route handler gets it. */
export function contestCall(method: 'GET' | 'POST', path: string, init: { token?: string; body?: unknown; query?: string } = {}) {
  const headers: Record<string, string> = init.token ? { Authorization: `Bearer ${init.token}` } : {};
  if (method === 'POST') headers['content-type'] = 'application/json';
  const request = new Request(`http://localhost/rest/v1/contests/${path}${init.query ?? ''}`, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(init.body ?? {}) : undefined,
  });
  return (method === 'GET' ? GET : POST)(request, { params: Promise.resolve({ area: 'contests', call: path.split('/') }) });
}

export async function errorCode(response: Response): Promise<string> {
  return ((await response.json()) as { error: { code: string } }).error.code;
}
