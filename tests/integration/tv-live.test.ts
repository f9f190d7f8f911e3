import { and, asc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as graphqlPost } from '@/app/graphql/route';
import { GET as tvMediaGet } from '@/app/media/tv/[channel]/[file]/route';
import { GET as restGet } from '@/app/rest/v1/[area]/[...call]/route';
import { actorTvLivestreamSchema } from '@/lib/contracts/profile';
import { tvProgramResponseSchema, tvStreamResponseSchema } from '@/lib/contracts/tv';
import { createSession } from '@/lib/server/accounts/sessions';
import { subscriptions } from '@/lib/server/db/schema/subscriptions';
import { tvProgramSlots } from '@/lib/server/db/schema/tv';
import { clipBytes } from '@/lib/server/media/stream-clip';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

function rest(path: string, options: { token?: string; language?: string } = {}) {
  const request = new Request(`http://localhost/rest/v1/${path}/?language=${options.language ?? 'en'}`, {
    headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
  });
  const [area = '', ...call] = path.split('/');
  return restGet(request, { params: Promise.resolve({ area, call }) });
}

function media(path: string, cookie?: string) {
  const url = new URL(path, 'http://localhost');
  const [, , , channel = '', file = ''] = url.pathname.split('/');
  return tvMediaGet(new Request(url, { headers: cookie ? { cookie } : {} }), { params: Promise.resolve({ channel, file }) });
}

async function code(response: Response) {
  return ((await response.json()) as { error: { code: string } }).error.code;
}

async function guest(subscription?: 'tv' | 'vip') {
  const { guestId, token } = await freshGuest(rt);
  const { sessionToken } = await createSession(rt.db, guestId, { userAgent: 'test', ip: null }, new Date());
  if (subscription) {
    await rt.db.insert(subscriptions).values({
      guestId,
      kind: subscription,
      flow: subscription === 'tv' ? 'vxtvabo' : 'vipabo',
      status: 'active',
      renewalPrice: 499,
      periodDays: 30,
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
      startKey: `tv-test-${guestId}`,
    });
  }
  return { guestId, token, cookie: `sid=${sessionToken}` };
}

async function slotOnAir(channel: 'livestream' | 'premium') {
  const now = new Date();
  const [slot] = await rt.db
    .select()
    .from(tvProgramSlots)
    .where(and(eq(tvProgramSlots.channel, channel), lte(tvProgramSlots.startsAt, now), gt(tvProgramSlots.endsAt, now)));
  return slot;
}

describe('GET /rest/v1/tv/program/{type} (§2 current and next program, public)', () => {
  it('answers the slot on air now from the stored schedule and the one right after it, in the language asked', async () => {
    const stored = await slotOnAir('livestream');
    expect(stored, 'the seed covers today').toBeDefined();
    const body = tvProgramResponseSchema.parse(await (await rest('tv/program/livestream', { language: 'de' })).json());
    expect(body.data.current).toMatchObject({ id: stored!.id, title: stored!.titleDe });
    expect(body.data.next?.startsAt).toBe(body.data.current?.endsAt);
  });

  it('answers the premium program to a visitor too (the stream is what is gated), and 404 for an unknown channel', async () => {
    expect((await rest('tv/program/premium')).status).toBe(200);
    const unknown = await rest('tv/program/sports');
    expect(unknown.status).toBe(404);
    expect(await code(unknown)).toBe('NOT_FOUND');
  });

  it('GraphQL tvCurrentProgram {premium} answers the same slot', async () => {
    const stored = await slotOnAir('premium');
    const response = await graphqlPost(
      new Request('http://localhost/graphql?language=en', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ tvCurrentProgram(premium: true) { channel current { id title } } }' }),
      }),
    );
    const body = (await response.json()) as { data: { tvCurrentProgram: { channel: string; current: { id: number; title: string } } } };
    expect(body.data.tvCurrentProgram).toEqual({ channel: 'premium', current: { id: stored!.id, title: stored!.titleEn } });
  });
});

describe('GET /rest/v1/tv/stream/{type} and /media/tv (§6 gating, checked per request)', () => {
  it('the free livestream: a visitor gets a live playlist and its segments are the demo clips', async () => {
    const body = tvStreamResponseSchema.parse(await (await rest('tv/stream/livestream')).json());
    const playlist = await media(body.data.playlistUrl);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('content-type')).toContain('mpegurl');
    const text = await playlist.text();
    expect(text).toMatch(/#EXT-X-MEDIA-SEQUENCE:\d+/);
    expect(text).not.toContain('#EXT-X-ENDLIST');
    const segmentUrl = text.trim().split('\n').at(-1)!;
    const segment = await media(segmentUrl);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await segment.arrayBuffer());
    const clips = await Promise.all([0, 1, 2, 3, 4, 5].map((n) => clipBytes(n)));
    expect(clips.some((clip) => clip.equals(bytes))).toBe(true);
  });

  it('the premium stream: 403 TV_SUBSCRIPTION_REQUIRED for a visitor and a guest without subscription, no URL', async () => {
    const visitor = await rest('tv/stream/premium');
    expect(visitor.status).toBe(403);
    expect(await code(visitor)).toBe('TV_SUBSCRIPTION_REQUIRED');
    const plain = await guest();
    const refused = await rest('tv/stream/premium', { token: plain.token });
    expect(refused.status).toBe(403);
    expect(await code(refused)).toBe('TV_SUBSCRIPTION_REQUIRED');
  });

  it.each(['tv', 'vip'] as const)('a %s subscriber gets the premium playlist; its bytes only with their own session', async (kind) => {
    const subscriber = await guest(kind);
    const body = tvStreamResponseSchema.parse(await (await rest('tv/stream/premium', { token: subscriber.token })).json());
    expect(body.data.playlistUrl).toContain(`g=${subscriber.guestId}`);
    const playlist = await media(body.data.playlistUrl, subscriber.cookie);
    expect(playlist.status).toBe(200);
    const segmentUrl = (await playlist.text()).trim().split('\n').at(-1)!;
    expect((await media(segmentUrl, subscriber.cookie)).status).toBe(200);

    // Passed on: no cookie, or another guest's session — refused, JSON, no media bytes.
    const other = await guest();
    for (const cookie of [undefined, other.cookie]) {
      const refused = await media(segmentUrl, cookie);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('content-type')).toContain('application/json');
    }
    // A forged signature.
    expect((await media(body.data.playlistUrl.replace(/sig=[^&]+/, `sig=${'A'.repeat(43)}`), subscriber.cookie)).status).toBe(403);
    // The subscription ends: the very next request is refused.
    await rt.db.update(subscriptions).set({ status: 'expired' }).where(eq(subscriptions.guestId, subscriber.guestId));
    const ended = await media(segmentUrl, subscriber.cookie);
    expect(ended.status).toBe(403);
    expect(await code(ended)).toBe('TV_SUBSCRIPTION_REQUIRED');
  });

  it('segments outside the live window are not served (live, not on demand); unknown files are 404', async () => {
    const body = tvStreamResponseSchema.parse(await (await rest('tv/stream/livestream')).json());
    const query = body.data.playlistUrl.split('?')[1];
    const old = Math.floor(Date.now() / 8000) - 100;
    expect((await media(`/media/tv/livestream/${old}.mp4?${query}`)).status).toBe(404);
    expect((await media(`/media/tv/livestream/${old + 200}.mp4?${query}`)).status).toBe(404);
    expect((await media(`/media/tv/livestream/clip.mp4?${query}`)).status).toBe(404);
    expect((await media(`/media/tv/sports/live.m3u8?${query}`)).status).toBe(404);
    // The free URL does not open the premium channel.
    expect((await media(`/media/tv/premium/live.m3u8?${query}`)).status).toBe(403);
  });
});

describe('GET /rest/v1/actor/getActorTVLivestreamDataById (§2 performer TV)', () => {
  it('is live with the slot on air when one of her slots runs now, else names her next airing', async () => {
    const now = new Date();
    const [appearance] = await rt.db
      .select()
      .from(tvProgramSlots)
      .where(and(isNotNull(tvProgramSlots.actorId), gt(tvProgramSlots.startsAt, now)))
      .orderBy(asc(tvProgramSlots.startsAt))
      .limit(1);
    expect(appearance, 'the seed has upcoming TV appearances').toBeDefined();
    const actorId = appearance!.actorId!;
    const [onAir] = await rt.db
      .select({ id: tvProgramSlots.id })
      .from(tvProgramSlots)
      .where(and(eq(tvProgramSlots.actorId, actorId), lte(tvProgramSlots.startsAt, now), gt(tvProgramSlots.endsAt, now)));
    const body = actorTvLivestreamSchema.parse((await (await rest(`actor/getActorTVLivestreamDataById/${actorId}`)).json()).data);
    expect(body.isLive).toBe(onAir !== undefined);
    if (onAir) expect(body.stream?.slotId).toBe(onAir.id);
    else expect(body.nextAiring).toMatchObject({ slotId: appearance!.id, startsAt: appearance!.startsAt.toISOString() });

    // Her slot on air now (the program changes only by moving her appearance to now).
    await rt.db
      .update(tvProgramSlots)
      .set({ startsAt: sql`now() - interval '1 minute'`, endsAt: sql`now() + interval '1 hour'` })
      .where(eq(tvProgramSlots.id, appearance!.id));
    const live = actorTvLivestreamSchema.parse((await (await rest(`actor/getActorTVLivestreamDataById/${actorId}`)).json()).data);
    expect(live).toMatchObject({ actorId, isLive: true, stream: { slotId: appearance!.id, channel: appearance!.channel } });
    expect(live.stream?.link).toMatch(/\/en\/tv\/(premium\/)?livestream\/$/);
  });
});
