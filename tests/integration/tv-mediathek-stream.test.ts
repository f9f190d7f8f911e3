import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tvVideoResponseSchema } from '@/lib/contracts/tv-mediathek';
import { subscriptions } from '@/lib/server/db/schema/subscriptions';
import { clipBytes } from '@/lib/server/media/stream-clip';
import type { AppRuntime } from '@/lib/server/runtime';
import { episodeKey, episodePath } from '@/lib/server/tv/mediathek/episode-signature';
import { grantEpisodeStream } from '@/lib/server/tv/mediathek/grant-episode-stream';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { mediathekFixtures } from './tv-mediathek-fixtures';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

const { rest, media, guest, episode, code } = mediathekFixtures(() => rt);

async function video(id: number, token?: string) {
  const response = await rest(`tv/video/${id}`, { token });
  expect(response.status).toBe(200);
  return tvVideoResponseSchema.parse(await response.json()).data;
}

async function expectBytesOf(response: Response, clip: number) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('video/mp4');
  expect(Buffer.from(await response.arrayBuffer()).equals(await clipBytes(clip - 1))).toBe(true);
}

async function expectRefused(response: Response, errorCode: string) {
  expect(response.status).toBe(403);
  expect(response.headers.get('content-type')).toContain('application/json');
  expect(await code(response)).toBe(errorCode);
}

describe('GET tv/video/{videoId} (§6: what each viewer may do, never a 403)', () => {
  it('a visitor: a free fsk-16 episode plays (URL for anyone), a premium one asks to log in, fsk 18 too', async () => {
    const free = await episode({ premium: false, fsk: 16 });
    const open = await video(free.id);
    expect(open).toMatchObject({ access: 'watch', kept: false });
    expect(open.stream?.url).toContain('g=0');
    await expectBytesOf(await media(open.stream!.url), free.clip);

    for (const locked of [await episode({ premium: true, fsk: 16 }), await episode({ premium: false, fsk: 18 })]) {
      expect(await video(locked.id)).toMatchObject({ access: 'login', stream: null });
    }
  });

  it('a guest without subscription is offered the subscription for a premium episode, and gets no URL', async () => {
    const plain = await guest();
    const premium = await episode({ premium: true, fsk: 16 });
    expect(await video(premium.id, plain.token)).toMatchObject({ access: 'subscribe', stream: null });
    await expect(grantEpisodeStream(rt.db, rt.tokenKey, premium.id, { guestId: plain.guestId, avsAccepted: false })).rejects.toMatchObject({
      code: 'TV_SUBSCRIPTION_REQUIRED',
    });
  });

  it.each(['tv', 'vip'] as const)('a %s subscriber plays a premium episode with their own session only', async (subscription) => {
    const subscriber = await guest({ subscription });
    const premium = await episode({ premium: true, fsk: 16 });
    const view = await video(premium.id, subscriber.token);
    expect(view.access).toBe('watch');
    expect(view.stream).toMatchObject({ access: 'flatrate' });
    expect(view.stream!.url).toContain(`g=${subscriber.guestId}`);
    await expectBytesOf(await media(view.stream!.url, subscriber.cookie), premium.clip);

    // Passed on: no session, or another guest's — refused with JSON, no bytes.
    const other = await guest({ subscription: 'tv' });
    for (const cookie of [undefined, other.cookie]) {
      const refused = await media(view.stream!.url, cookie);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('content-type')).toContain('application/json');
    }
  });

  it('a subscription that ended stops the next request of an already granted URL (read live)', async () => {
    const subscriber = await guest({ subscription: 'tv' });
    const premium = await episode({ premium: true, fsk: 16 });
    const { stream } = await video(premium.id, subscriber.token);
    await rt.db.update(subscriptions).set({ status: 'expired' }).where(eq(subscriptions.guestId, subscriber.guestId));
    await expectRefused(await media(stream!.url, subscriber.cookie), 'TV_SUBSCRIPTION_REQUIRED');
  });

  it('fsk 18 needs a verified guest (AVS), subscriber or not', async () => {
    const adult = await episode({ premium: false, fsk: 18 });
    const unverified = await guest({ subscription: 'vip' });
    expect(await video(adult.id, unverified.token)).toMatchObject({ access: 'verify', stream: null });
    await expect(grantEpisodeStream(rt.db, rt.tokenKey, adult.id, { guestId: unverified.guestId, avsAccepted: false })).rejects.toMatchObject({
      code: 'AGE_VERIFICATION_REQUIRED',
    });
    // A URL signed for the guest (as if handed out before) still opens nothing without avs.
    const forged = episodePath(episodeKey(rt.tokenKey), { episodeId: adult.id, guestId: unverified.guestId, expiresAt: Math.floor(Date.now() / 1000) + 60 });
    await expectRefused(await media(forged, unverified.cookie), 'AGE_VERIFICATION_REQUIRED');

    const verified = await guest({ avs: true });
    const view = await video(adult.id, verified.token);
    expect(view.access).toBe('watch');
    await expectBytesOf(await media(view.stream!.url, verified.cookie), adult.clip);
  });

  it('a premium URL signed for guest 0 (as a visitor would need) is refused: the gate is asked again', async () => {
    const premium = await episode({ premium: true, fsk: 16 });
    const forged = episodePath(episodeKey(rt.tokenKey), { episodeId: premium.id, guestId: 0, expiresAt: Math.floor(Date.now() / 1000) + 60 });
    await expectRefused(await media(forged), 'TV_SUBSCRIPTION_REQUIRED');
  });

  it('a tampered, expired or video-stream signature opens nothing', async () => {
    const free = await episode({ premium: false, fsk: 16 });
    const { stream } = await video(free.id);
    const url = new URL(stream!.url, 'http://localhost');
    const other = new URL(url);
    other.pathname = `/media/tv-episode/${free.id + 1}.mp4`;
    await expectRefused(await media(other.pathname + other.search), 'FORBIDDEN');
    const expired = episodePath(episodeKey(rt.tokenKey), { episodeId: free.id, guestId: 0, expiresAt: Math.floor(Date.now() / 1000) - 1 });
    await expectRefused(await media(expired), 'FORBIDDEN');
    await expectRefused(await media(`/media/tv-episode/abc.mp4${url.search}`), 'FORBIDDEN');
  });

  it('unknown ids: 404 from tv/video, bad ids: 422', async () => {
    const unknown = await rest('tv/video/2000000000');
    expect(unknown.status).toBe(404);
    expect(await code(unknown)).toBe('NOT_FOUND');
    expect((await rest('tv/video/abc')).status).toBe(422);
    expect((await rest('tv/video/99999999999')).status).toBe(422);
  });
});
