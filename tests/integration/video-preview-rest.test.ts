import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as mediaGet } from '@/app/media/stream/[file]/route';
import { GET as restGet, POST as restPost } from '@/app/rest/v1/[area]/[...call]/route';
import { createSession } from '@/lib/server/accounts/sessions';
import { videos } from '@/lib/server/db/schema/catalog';
import { guestVideoPreviews } from '@/lib/server/db/schema/video-previews';
import { videoWatches } from '@/lib/server/db/schema/watches';
import { streamAccess } from '@/lib/server/media/stream-access';
import { previewEnd, startVideoPreview } from '@/lib/server/previews/video-preview';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

const MINUTE = 60_000;

async function findVideo(where: { free: boolean; ageRating: number }): Promise<number> {
  const [video] = await rt.db
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.isFree, where.free), eq(videos.ageRating, where.ageRating), eq(videos.isVip, false), sql`${videos.releasedAt} <= now()`))
    .limit(1);
  if (!video) throw new Error(`the small seed has no released video ${JSON.stringify(where)}`);
  return video.id;
}

async function guestWithSession() {
  const { guestId, token } = await freshGuest(rt);
  const { sessionToken } = await createSession(rt.db, guestId, { userAgent: 'test', ip: null }, new Date());
  return { guestId, token, cookie: `sid=${sessionToken}` };
}

type Answer = { status: number; body: { data?: { videoId: number; startedAt: string; endsAt: string; url: string; expiresAt: number; access: string }; error?: { code: string } } };

async function call(method: 'GET' | 'POST', area: string, name: string, input: object, token?: string): Promise<Answer> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const query = method === 'GET' ? `?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]))}` : '';
  const request = new Request(`http://localhost/rest/v1/${area}/${name}/${query}`, {
    method,
    headers: method === 'POST' ? { ...headers, 'Content-Type': 'application/json' } : headers,
    ...(method === 'POST' ? { body: JSON.stringify(input) } : {}),
  });
  const response = await (method === 'GET' ? restGet : restPost)(request, { params: Promise.resolve({ area, call: [name] }) });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const startPreview = (videoId: number, token?: string) => call('POST', 'guest', 'videoPreview', { videoId }, token);

describe('§2 fifteen-minutes-preview: POST /rest/v1/guest/videoPreview and the stream rule', () => {
  it('a guest starts the preview of a paid video: the stream opens for 15 minutes (access "preview", the URL ending with it) and plays with her cookie', async () => {
    const videoId = await findVideo({ free: false, ageRating: 16 });
    const guest = await guestWithSession();
    expect((await call('GET', 'gallery', 'stream', { videoId }, guest.token)).status).toBe(403);

    const started = await startPreview(videoId, guest.token);
    expect(started.status).toBe(200);
    const { startedAt, endsAt } = started.body.data ?? { startedAt: '', endsAt: '' };
    expect(Date.parse(endsAt) - Date.parse(startedAt)).toBe(15 * MINUTE);

    const stream = await call('GET', 'gallery', 'stream', { videoId }, guest.token);
    expect(stream.status).toBe(200);
    expect(stream.body.data?.access).toBe('preview');
    expect(stream.body.data?.expiresAt).toBeLessThanOrEqual(Math.floor(Date.parse(endsAt) / 1000));
    const url = new URL(stream.body.data?.url ?? '', 'http://localhost');
    const media = await mediaGet(new Request(url, { headers: { cookie: guest.cookie } }), { params: Promise.resolve({ file: url.pathname.split('/').pop() ?? '' }) });
    expect(media.status).toBe(200);

    // watch/start records the playback with the preview as its reason.
    expect((await call('POST', 'watch', 'start', { videoId }, guest.token)).status).toBe(200);
    const [watch] = await rt.db.select({ access: videoWatches.access }).from(videoWatches).where(eq(videoWatches.guestId, guest.guestId));
    expect(watch?.access).toBe('preview');
  });

  it('once per guest per video: a second start answers the same window, and after 15 minutes the stream is closed and the preview is not given again (409)', async () => {
    const videoId = await findVideo({ free: false, ageRating: 16 });
    const guest = await guestWithSession();
    const first = await startPreview(videoId, guest.token);
    const again = await startPreview(videoId, guest.token);
    expect(again.status).toBe(200);
    expect(again.body.data?.startedAt).toBe(first.body.data?.startedAt);

    const later = new Date(Date.parse(first.body.data?.endsAt ?? '') + MINUTE);
    expect(await previewEnd(rt.db, guest.guestId, videoId, later)).toBeNull();
    await expect(streamAccess(rt.db, { guestId: guest.guestId, avsAccepted: false }, videoId, null, later)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(startVideoPreview(rt.db, { guestId: guest.guestId, avsAccepted: false, videoId, viewerCountry: null }, later)).rejects.toMatchObject({ code: 'CONFLICT' });
    const rows = await rt.db.select().from(guestVideoPreviews).where(and(eq(guestVideoPreviews.guestId, guest.guestId), eq(guestVideoPreviews.videoId, videoId)));
    expect(rows).toHaveLength(1);
  });

  it('the grant is the guest\'s own: another guest\'s stream stays closed until she starts hers', async () => {
    const videoId = await findVideo({ free: false, ageRating: 16 });
    const first = await guestWithSession();
    const other = await guestWithSession();
    await startPreview(videoId, first.token);
    expect((await call('GET', 'gallery', 'stream', { videoId }, other.token)).body.error?.code).toBe('FORBIDDEN');
  });

  it('refusals: a visitor 401, an unknown video 404, a free video 409 (open anyway), fsk 18 without age check 403 AGE_VERIFICATION_REQUIRED, a malformed id 422 — nothing written', async () => {
    const paid = await findVideo({ free: false, ageRating: 16 });
    const free = await findVideo({ free: true, ageRating: 16 });
    const adult = await findVideo({ free: false, ageRating: 18 });
    const guest = await guestWithSession();
    expect((await startPreview(paid)).status).toBe(401);
    expect((await startPreview(99_999_999, guest.token)).status).toBe(404);
    expect((await startPreview(free, guest.token)).status).toBe(409);
    const adultAnswer = await startPreview(adult, guest.token);
    expect(adultAnswer.status).toBe(403);
    expect(adultAnswer.body.error?.code).toBe('AGE_VERIFICATION_REQUIRED');
    expect((await call('POST', 'guest', 'videoPreview', { videoId: 'x' }, guest.token)).status).toBe(422);
    expect(await rt.db.select().from(guestVideoPreviews).where(eq(guestVideoPreviews.guestId, guest.guestId))).toEqual([]);
  });
});
