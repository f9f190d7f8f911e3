import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as mediaGet } from '@/app/media/stream/[file]/route';
import { GET as restGet, POST as restPost } from '@/app/rest/v1/[area]/[...call]/route';
import { createSession } from '@/lib/server/accounts/sessions';
import { guests } from '@/lib/server/db/schema/accounts';
import { videos } from '@/lib/server/db/schema/catalog';
import { purchases } from '@/lib/server/db/schema/purchases';
import { videoWatches } from '@/lib/server/db/schema/watches';
import { clipBytes } from '@/lib/server/media/stream-clip';
import { streamKey, streamPath } from '@/lib/server/media/stream-signature';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

async function findVideo(where: { free: boolean; ageRating: number; vip?: boolean }): Promise<number> {
  const [video] = await rt.db
    .select({ id: videos.id })
    .from(videos)
    .where(
      and(
        eq(videos.isFree, where.free),
        eq(videos.ageRating, where.ageRating),
        eq(videos.isVip, where.vip ?? false),
        sql`${videos.releasedAt} <= now()`,
      ),
    )
    .limit(1);
  if (!video) throw new Error(`the small seed has no released video ${JSON.stringify(where)}`);
  return video.id;
}

/** A guest with a token (REST) and a session cookie (the media route), optionally age-verified. */
async function guestWithSession(options: { avs?: boolean } = {}) {
  const { guestId, token } = await freshGuest(rt);
  if (options.avs) await rt.db.update(guests).set({ avsStatus: 'accepted' }).where(eq(guests.id, guestId));
  const { sessionToken } = await createSession(rt.db, guestId, { userAgent: 'test', ip: null }, new Date());
  return { guestId, token, cookie: `sid=${sessionToken}` };
}

async function buy(guestId: number, videoId: number) {
  await rt.db.insert(purchases).values({ guestId, itemType: 'video', itemId: videoId, source: 'money', price: 499 });
}

async function askStream(videoId: number, token?: string) {
  const request = new Request(`http://localhost/rest/v1/gallery/stream/?videoId=${videoId}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const response = await restGet(request, { params: Promise.resolve({ area: 'gallery', call: ['stream'] }) });
  return { status: response.status, body: (await response.json()) as { data?: { url: string; expiresAt: number; access: string }; error?: { code: string } } };
}

async function fetchStream(path: string, headers: Record<string, string> = {}) {
  const url = new URL(path, 'http://localhost');
  const file = url.pathname.split('/').pop() ?? '';
  return mediaGet(new Request(url, { headers }), { params: Promise.resolve({ file }) });
}

async function errorCode(response: Response) {
  return ((await response.json()) as { error: { code: string } }).error.code;
}

async function startWatching(videoId: number, token: string) {
  const request = new Request('http://localhost/rest/v1/watch/start/', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ videoId }),
  });
  const response = await restPost(request, { params: Promise.resolve({ area: 'watch', call: ['start'] }) });
  return { status: response.status, body: (await response.json()) as { success: boolean; error?: { code: string } } };
}

describe('GET /rest/v1/gallery/stream: a signed, expiring URL only for those who may watch', () => {
  it('a free video: a visitor gets a URL for anyone (g=0), valid 10 minutes, and the clip plays without a cookie', async () => {
    const videoId = await findVideo({ free: true, ageRating: 16 });
    const { status, body } = await askStream(videoId);
    expect(status).toBe(200);
    expect(body.data?.access).toBe('free');
    expect(body.data?.url).toMatch(new RegExp(`^/media/stream/${videoId}\\.mp4\\?g=0&exp=\\d+&sig=[A-Za-z0-9_-]{43}$`));
    const now = Math.floor(Date.now() / 1000);
    expect(body.data?.expiresAt).toBeGreaterThanOrEqual(now + 590);
    expect(body.data?.expiresAt).toBeLessThanOrEqual(now + 600);

    const response = await fetchStream(body.data?.url ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('cache-control')).toMatch(/^private, max-age=(59\d|600)$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(await clipBytes(videoId))).toBe(true);
    // An MP4 with its moov first (+faststart): 'ftyp' box at offset 4.
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it('a paid video: a visitor gets 401, a guest who has not bought it 403 FORBIDDEN', async () => {
    const videoId = await findVideo({ free: false, ageRating: 16 });
    expect((await askStream(videoId)).body.error?.code).toBe('UNAUTHORIZED');
    expect((await askStream(videoId)).status).toBe(401);
    const { token } = await guestWithSession();
    const answer = await askStream(videoId, token);
    expect(answer.status).toBe(403);
    expect(answer.body.error?.code).toBe('FORBIDDEN');
  });

  it('a bought video: the buyer gets a URL signed for them, and it plays with their session cookie', async () => {
    const videoId = await findVideo({ free: false, ageRating: 16 });
    const buyer = await guestWithSession();
    await buy(buyer.guestId, videoId);
    const { status, body } = await askStream(videoId, buyer.token);
    expect(status).toBe(200);
    expect(body.data?.access).toBe('bought');
    expect(body.data?.url).toContain(`g=${buyer.guestId}&`);
    const response = await fetchStream(body.data?.url ?? '', { cookie: buyer.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
  });

  it('unknown video: 404', async () => {
    expect((await askStream(99_999_999)).status).toBe(404);
  });
});

describe('"A stream URL with a wrong signature, for another guest or expired: 403"', () => {
  it('a wrong signature: 403 with the one JSON error body', async () => {
    const videoId = await findVideo({ free: true, ageRating: 16 });
    const { body } = await askStream(videoId);
    const url = body.data?.url ?? '';
    const sig = new URL(url, 'http://localhost').searchParams.get('sig') ?? '';
    const forged = url.replace(sig, `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`);
    const response = await fetchStream(forged);
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });
    // Another video under the same signature, or the guest id changed: the same refusal.
    expect((await fetchStream(url.replace(`/${videoId}.mp4`, `/${videoId + 1}.mp4`))).status).toBe(403);
    expect((await fetchStream(url.replace('g=0', 'g=1'))).status).toBe(403);
    expect((await fetchStream(`/media/stream/${videoId}.mp4`)).status).toBe(403);
  });

  it('for another guest: the URL of the buyer does not play with another guest\'s session, nor without one', async () => {
    const videoId = await findVideo({ free: false, ageRating: 16 });
    const buyer = await guestWithSession();
    await buy(buyer.guestId, videoId);
    const url = (await askStream(videoId, buyer.token)).body.data?.url ?? '';
    const other = await guestWithSession();
    await buy(other.guestId, videoId);
    const attempts: Record<string, string>[] = [{ cookie: other.cookie }, {}, { cookie: 'sid=not-a-session-not-a-session-0000' }];
    for (const headers of attempts) {
      const response = await fetchStream(url, headers);
      expect(response.status).toBe(403);
      expect(await errorCode(response)).toBe('FORBIDDEN');
    }
    expect((await fetchStream(url, { cookie: buyer.cookie })).status).toBe(200);
  });

  it('expired: a correctly signed URL past its end is refused', async () => {
    const videoId = await findVideo({ free: true, ageRating: 16 });
    const past = Math.floor(Date.now() / 1000) - 1;
    const response = await fetchStream(streamPath(streamKey(rt.tokenKey), { videoId, guestId: 0, expiresAt: past }));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'FORBIDDEN', message: 'The stream URL has expired.' } });
  });

  it('a correctly signed URL for anyone (g=0) does not open a paid video', async () => {
    const videoId = await findVideo({ free: false, ageRating: 16 });
    const future = Math.floor(Date.now() / 1000) + 300;
    const response = await fetchStream(streamPath(streamKey(rt.tokenKey), { videoId, guestId: 0, expiresAt: future }));
    expect(response.status).toBe(403);
  });
});

describe('"a guest without AVS cannot fetch an fsk 18 stream even with its URL"', () => {
  it('no URL without accepted avs (403 AGE_VERIFICATION_REQUIRED), even for a bought video', async () => {
    const videoId = await findVideo({ free: false, ageRating: 18 });
    const guest = await guestWithSession();
    await buy(guest.guestId, videoId);
    const answer = await askStream(videoId, guest.token);
    expect(answer.status).toBe(403);
    expect(answer.body.error?.code).toBe('AGE_VERIFICATION_REQUIRED');
  });

  it('the age check comes before the purchase (§6 order: log in, verify the age, buy)', async () => {
    const videoId = await findVideo({ free: false, ageRating: 18 });
    const { token } = await guestWithSession();
    expect((await askStream(videoId, token)).body.error?.code).toBe('AGE_VERIFICATION_REQUIRED');
    expect((await askStream(videoId)).body.error?.code).toBe('UNAUTHORIZED');
  });

  it('a URL handed out while verified stops working when the verification is revoked', async () => {
    const videoId = await findVideo({ free: false, ageRating: 18 });
    const guest = await guestWithSession({ avs: true });
    await buy(guest.guestId, videoId);
    const url = (await askStream(videoId, guest.token)).body.data?.url ?? '';
    expect((await fetchStream(url, { cookie: guest.cookie })).status).toBe(200);

    await rt.db.update(guests).set({ avsStatus: 'unknown' }).where(eq(guests.id, guest.guestId));
    const response = await fetchStream(url, { cookie: guest.cookie });
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe('AGE_VERIFICATION_REQUIRED');
  });

  it('a signed URL for an fsk 18 video made for a guest without avs is refused by the media route itself', async () => {
    const videoId = await findVideo({ free: false, ageRating: 18 });
    const guest = await guestWithSession();
    await buy(guest.guestId, videoId);
    const future = Math.floor(Date.now() / 1000) + 300;
    const response = await fetchStream(streamPath(streamKey(rt.tokenKey), { videoId, guestId: guest.guestId, expiresAt: future }), { cookie: guest.cookie });
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe('AGE_VERIFICATION_REQUIRED');
  });
});

describe('byte ranges (the player seeks)', () => {
  it('Range: 206 with Content-Range and exactly those bytes; past the end: 416', async () => {
    const videoId = await findVideo({ free: true, ageRating: 16 });
    const url = (await askStream(videoId)).body.data?.url ?? '';
    const whole = await clipBytes(videoId);

    const part = await fetchStream(url, { range: 'bytes=100-1099' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1099/${whole.length}`);
    expect(part.headers.get('content-length')).toBe('1000');
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(100, 1100))).toBe(true);

    const open = await fetchStream(url, { range: 'bytes=0-' });
    expect(open.status).toBe(206);
    expect(open.headers.get('content-range')).toBe(`bytes 0-${whole.length - 1}/${whole.length}`);

    const beyond = await fetchStream(url, { range: `bytes=${whole.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${whole.length}`);
  });
});

describe('POST /rest/v1/watch/start', () => {
  it('records a started playback for a guest who may watch; refuses one who may not, and visitors', async () => {
    const free = await findVideo({ free: true, ageRating: 16 });
    const paid = await findVideo({ free: false, ageRating: 16 });
    const guest = await guestWithSession();

    expect(await startWatching(free, guest.token)).toEqual({ status: 200, body: { success: true } });
    expect((await startWatching(paid, guest.token)).status).toBe(403);
    await buy(guest.guestId, paid);
    expect((await startWatching(paid, guest.token)).status).toBe(200);

    const rows = await rt.db.select({ videoId: videoWatches.videoId, access: videoWatches.access }).from(videoWatches).where(eq(videoWatches.guestId, guest.guestId));
    expect(rows).toEqual(
      expect.arrayContaining([
        { videoId: free, access: 'free' },
        { videoId: paid, access: 'bought' },
      ]),
    );
    expect(rows).toHaveLength(2);

    const anonymous = await restPost(
      new Request('http://localhost/rest/v1/watch/start/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ videoId: free }) }),
      { params: Promise.resolve({ area: 'watch', call: ['start'] }) },
    );
    expect(anonymous.status).toBe(401);
  });
});
