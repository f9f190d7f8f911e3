import { and, eq, sql } from 'drizzle-orm';
import { GET as stillGet } from '@/app/media/still/[file]/route';
import { GET as streamGet } from '@/app/media/stream/[file]/route';
import { GET as restGet, POST as restPost } from '@/app/rest/v1/[area]/[...call]/route';
import { createSession } from '@/lib/server/accounts/sessions';
import { guests } from '@/lib/server/db/schema/accounts';
import { videos } from '@/lib/server/db/schema/catalog';
import { purchases } from '@/lib/server/db/schema/purchases';
import type { AppRuntime } from '@/lib/server/runtime';
import { freshGuest } from './fresh-guest';

/** The calls and fixtures of the media access tests (stills, streams, watch/start, §6 bans). */

export type Headers = Record<string, string>;
type ErrorBody = { success?: boolean; error?: { code: string; message: string } };

/** A released video of the seed; `actorId` narrows it to one performer. */
export async function findVideo(rt: AppRuntime, where: { ageRating?: number; free?: boolean; actorId?: number }): Promise<number> {
  const [video] = await rt.db
    .select({ id: videos.id })
    .from(videos)
    .where(
      and(
        sql`${videos.releasedAt} <= now()`,
        where.ageRating === undefined ? undefined : eq(videos.ageRating, where.ageRating),
        where.free === undefined ? undefined : eq(videos.isFree, where.free),
        where.actorId === undefined ? undefined : eq(videos.actorId, where.actorId),
      ),
    )
    .orderBy(videos.id)
    .limit(1);
  if (!video) throw new Error(`the small seed has no released video ${JSON.stringify(where)}`);
  return video.id;
}

/** A guest with a token (REST) and a `sid` cookie (media routes); avs and profile country as asked. */
export async function guestWithSession(rt: AppRuntime, options: { avs?: boolean; country?: string } = {}) {
  const { guestId, token } = await freshGuest(rt);
  await rt.db
    .update(guests)
    .set({ avsStatus: options.avs ? 'accepted' : 'unknown', countryCode: options.country ?? null })
    .where(eq(guests.id, guestId));
  const { sessionToken } = await createSession(rt.db, guestId, { userAgent: 'test', ip: null }, new Date());
  return { guestId, token, cookie: `sid=${sessionToken}` };
}

export async function buy(rt: AppRuntime, guestId: number, videoId: number): Promise<void> {
  await rt.db.insert(purchases).values({ guestId, itemType: 'video', itemId: videoId, source: 'money', price: 499 }).onConflictDoNothing();
}

export async function fetchStill(path: string, headers: Headers = {}): Promise<Response> {
  const url = new URL(path, 'http://localhost');
  return stillGet(new Request(url, { headers }), { params: Promise.resolve({ file: url.pathname.split('/').pop() ?? '' }) });
}

export async function fetchStream(path: string, headers: Headers = {}): Promise<Response> {
  const url = new URL(path, 'http://localhost');
  return streamGet(new Request(url, { headers }), { params: Promise.resolve({ file: url.pathname.split('/').pop() ?? '' }) });
}

/** GET /rest/v1/{path} with an optional token and headers; the JSON answer. */
export async function restGetJson<T>(path: string, token?: string, headers: Headers = {}): Promise<{ status: number; body: T & ErrorBody }> {
  const url = new URL(`http://localhost/rest/v1/${path}`);
  const [area = '', ...call] = url.pathname.slice('/rest/v1/'.length).split('/').filter(Boolean);
  const request = new Request(url, { headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  const response = await restGet(request, { params: Promise.resolve({ area, call }) });
  return { status: response.status, body: (await response.json()) as T & ErrorBody };
}

export async function startWatching(videoId: number, token: string, headers: Headers = {}): Promise<{ status: number; body: ErrorBody }> {
  const request = new Request('http://localhost/rest/v1/watch/start/', {
    method: 'POST',
    headers: { ...headers, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ videoId }),
  });
  const response = await restPost(request, { params: Promise.resolve({ area: 'watch', call: ['start'] }) });
  return { status: response.status, body: (await response.json()) as ErrorBody };
}

export async function errorOf(response: Response): Promise<string | undefined> {
  return ((await response.json()) as ErrorBody).error?.code;
}
