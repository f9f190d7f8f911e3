import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import { pageLoadIncentivesResponseSchema } from '@/lib/contracts/incentive';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, videos } from '@/lib/server/db/schema/catalog';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';
import { post } from './wallet-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

const VIDEO = { routeName: '/amateur/[actorName]/video/[videoId]', routeArgs: { actorName: 'lunasky', videoId: '100001' } };
const byEvent = (token: string | null, body: unknown) => post('getIncentivesByEvent', token, body, 'conversion');

const previewEnd = (id: string, token: string | null) => conversionGet(`getVideoPreviewEndIncentives/${id}`, token);
const albumBuy = (id: string, token: string | null) => conversionGet(`getBuyImageAlbumIncentives/${id}`, token);

function conversionGet(path: string, token: string | null): Promise<Response> {
  const request = new Request(`http://localhost/rest/v1/conversion/${path}/`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return GET(request, { params: Promise.resolve({ area: 'conversion', call: path.split('/') }) });
}

async function ok(response: Response) {
  expect(response.status).toBe(200);
  return pageLoadIncentivesResponseSchema.parse(await response.json());
}

describe('§7 getIncentivesByEvent', () => {
  it('tags the offers with the event that asked (§4 "replace earlier ones of the same event")', async () => {
    const { token } = await freshGuest(rt);
    const answer = await ok(await byEvent(token, { event: 'videoPreviewEnd', ...VIDEO }));
    expect(answer.data.incentives.map((item) => [item.type, item.event])).toEqual([
      ['firstTopUp', 'videoPreviewEnd'],
      ['vip', 'videoPreviewEnd'],
    ]);
    expect(answer.vxpayConfig).toEqual({ host: 'lunasky' });
  });

  it('§4 "Exit-intent takes the top one": only the highest-priority offer, and tracking names only it', async () => {
    const { token } = await freshGuest(rt);
    const answer = await ok(await byEvent(token, { event: 'exitIntent', ...VIDEO }));
    expect(answer.data.incentives.map((item) => [item.type, item.event])).toEqual([['firstTopUp', 'exitIntent']]);
    expect(answer.trackingData.incentiveTypes).toEqual(['firstTopUp']);
  });

  it('a visitor needs no token: page load gives the sign-up bar', async () => {
    const answer = await ok(await byEvent(null, { event: 'pageLoad', routeName: '/' }));
    expect(answer.data.incentives.map((item) => [item.type, item.event])).toEqual([['signup', 'pageLoad']]);
  });

  it('an unknown or missing event is refused like every bad input (422 VALIDATION_FAILED); a bad token a 401', async () => {
    await expectError(await byEvent(null, { event: 'albumSold', routeName: '/' }), 422, 'VALIDATION_FAILED');
    await expectError(await byEvent(null, { routeName: '/' }), 422, 'VALIDATION_FAILED');
    await expectError(await byEvent('not-a-token', { event: 'pageLoad', routeName: '/' }), 401, 'UNAUTHORIZED');
  });
});

describe('§7 getVideoPreviewEndIncentives/{albumId}', () => {
  it('decides as on the video’s page: VIP offered, the video’s performer as host, event videoPreviewEnd', async () => {
    const [video] = await rt.db
      .select({ id: videos.id, actorName: actors.name })
      .from(videos)
      .innerJoin(actors, eq(actors.id, videos.actorId))
      .limit(1);
    const { token } = await freshGuest(rt);
    const answer = await ok(await previewEnd(String(video!.id), token));
    expect(answer.data.incentives.map((item) => [item.type, item.event])).toEqual([
      ['firstTopUp', 'videoPreviewEnd'],
      ['vip', 'videoPreviewEnd'],
    ]);
    expect(answer.vxpayConfig).toEqual({ host: video!.actorName });
    expect(answer.trackingData.routeName).toBe('/amateur/[actorName]/video/[videoId]');
  });

  it('an unknown video is a 404, a malformed id a 422', async () => {
    await expectError(await previewEnd('999999999', null), 404, 'NOT_FOUND');
    await expectError(await previewEnd('abc', null), 422, 'VALIDATION_FAILED');
  });
});

describe('§7 getBuyImageAlbumIncentives/{albumId}', () => {
  it('a guest who never paid gets the first top-up (no VIP: not a video page), tagged albumBuy, the album’s performer as host', async () => {
    const [album] = await rt.db
      .select({ id: albums.id, actorName: actors.name })
      .from(albums)
      .innerJoin(actors, eq(actors.id, albums.actorId))
      .where(eq(albums.type, 'album'))
      .limit(1);
    const { token } = await freshGuest(rt);
    const answer = await ok(await albumBuy(String(album!.id), token));
    expect(answer.data.incentives.map((item) => [item.type, item.event])).toEqual([['firstTopUp', 'albumBuy']]);
    expect(answer.vxpayConfig).toEqual({ host: album!.actorName });
    const visitor = await ok(await albumBuy(String(album!.id), null));
    expect(visitor.data.incentives.map((item) => item.type)).toEqual(['signup']);
  });

  it('a sedcard set or an unknown album is a 404', async () => {
    const [sedcard] = await rt.db.select({ id: albums.id }).from(albums).where(eq(albums.type, 'sedcard')).limit(1);
    if (sedcard) await expectError(await albumBuy(String(sedcard.id), null), 404, 'NOT_FOUND');
    await expectError(await albumBuy('999999999', null), 404, 'NOT_FOUND');
  });
});
