import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as graphql } from '@/app/graphql/route';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import { videoGuestInfoResponseSchema } from '@/lib/contracts/video-guest-info';
import { guestBenefits } from '@/lib/server/db/schema/bonus';
import { videos } from '@/lib/server/db/schema/catalog';
import { subscriptions } from '@/lib/server/db/schema/subscriptions';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
let vipId: number;
let plainId: number;
beforeAll(async () => {
  rt = await startTestRuntime();
  const released = sql`${videos.releasedAt} <= now()`;
  const [vip] = await rt.db.select({ id: videos.id }).from(videos).where(and(eq(videos.isVip, true), released)).orderBy(asc(videos.id)).limit(1);
  const [plain] = await rt.db.select({ id: videos.id }).from(videos).where(and(eq(videos.isVip, false), released)).orderBy(asc(videos.id)).limit(1);
  if (!vip || !plain) throw new Error('the small seed has VIP and other videos');
  vipId = vip.id;
  plainId = plain.id;
});
afterAll(() => stopTestRuntime(rt));

function guestInfo(ids: string, token?: string) {
  const request = new Request(`http://localhost/rest/v1/gallery/videoGuestInfo/?ids=${ids}`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  return GET(request, { params: Promise.resolve({ area: 'gallery', call: ['videoGuestInfo'] }) });
}
const items = async (ids: string, token?: string) => {
  const response = await guestInfo(ids, token);
  expect(response.status).toBe(200);
  return videoGuestInfoResponseSchema.parse(await response.json()).data;
};

describe('gallery/videoGuestInfo: §3 guestInfo for the caller (VIP content unlocked)', () => {
  it('anonymous visitors and guests without VIP get no flatrate, VIP videos included', async () => {
    const anonymous = await items(`${vipId},${plainId}`);
    expect(anonymous.isVip).toBe(false);
    expect(anonymous.items.map((item) => [item.id, item.vip, item.flatrate])).toEqual([
      [vipId, true, false],
      [plainId, false, false],
    ]);
    const { token } = await freshGuest(rt);
    expect((await items(String(vipId), token)).items[0]?.flatrate).toBe(false);
  });

  it('§6 VIP: a running VIP subscription includes VIP videos (flatrate), not the others', async () => {
    const { guestId, token } = await freshGuest(rt);
    await rt.db.insert(subscriptions).values({
      guestId,
      kind: 'vip',
      flow: 'vipabo',
      status: 'active',
      renewalPrice: 999,
      periodDays: 30,
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
      startKey: `vip-${guestId}`,
    });
    const data = await items(`${plainId},${vipId}`, token);
    expect(data.isVip).toBe(true);
    expect(data.items.map((item) => [item.id, item.flatrate])).toEqual([
      [plainId, false],
      [vipId, true],
    ]);
    // The GraphQL video answers the same for this guest, and not for an anonymous viewer.
    const query = `{ vip: video(id: ${vipId}) { guestInfo { flatrate } } plain: video(id: ${plainId}) { guestInfo { flatrate } } }`;
    const ask = async (headers: Record<string, string>) => {
      const response = await graphql(new Request('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) }));
      return ((await response.json()) as { data: Record<string, { guestInfo: { flatrate: boolean } }> }).data;
    };
    expect(await ask({ Authorization: `Bearer ${token}` })).toEqual({ vip: { guestInfo: { flatrate: true } }, plain: { guestInfo: { flatrate: false } } });
    expect(await ask({})).toEqual({ vip: { guestInfo: { flatrate: false } }, plain: { guestInfo: { flatrate: false } } });
  });

  it('§3 bonus code VIP days count as VIP too', async () => {
    const { guestId, token } = await freshGuest(rt);
    await rt.db.insert(guestBenefits).values({ guestId, kind: 'vip', value: 3, validTo: new Date(Date.now() + 3 * 86_400_000) });
    expect((await items(String(vipId), token)).items[0]?.flatrate).toBe(true);
  });

  it('§3 liked: the guest\'s like (rateVideo) shows in REST and GraphQL guestInfo; a dislike does not', async () => {
    const { token } = await freshGuest(rt);
    const gql = async (query: string, bearer?: string) => {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) };
      const response = await graphql(new Request('http://localhost/graphql', { method: 'POST', headers, body: JSON.stringify({ query }) }));
      return (await response.json()) as { data: Record<string, { guestInfo: { liked: boolean } }> };
    };
    expect((await items(`${plainId},${vipId}`, token)).items.map((item) => item.liked)).toEqual([false, false]);
    await gql(`mutation { rateVideo(videoId: ${plainId}, like: true) { videoId } }`, token);
    await gql(`mutation { rateVideo(videoId: ${vipId}, like: false) { videoId } }`, token);
    expect((await items(`${plainId},${vipId}`, token)).items.map((item) => [item.id, item.liked])).toEqual([
      [plainId, true],
      [vipId, false],
    ]);
    const query = `{ plain: video(id: ${plainId}) { guestInfo { liked } } vip: video(id: ${vipId}) { guestInfo { liked } } }`;
    expect((await gql(query, token)).data).toEqual({ plain: { guestInfo: { liked: true } }, vip: { guestInfo: { liked: false } } });
    // Another guest and an anonymous visitor do not see this guest's like.
    expect((await gql(query)).data.plain?.guestInfo.liked).toBe(false);
    expect((await items(String(plainId))).items[0]?.liked).toBe(false);
    const other = await freshGuest(rt);
    expect((await items(String(plainId), other.token)).items[0]?.liked).toBe(false);
  });

  it('bad ids are a 422; unknown ids are left out', async () => {
    await expectError(await guestInfo('abc'), 422, 'VALIDATION_FAILED');
    await expectError(await guestInfo(''), 422, 'VALIDATION_FAILED');
    await expectError(await guestInfo('99999999999'), 422, 'VALIDATION_FAILED');
    await expectError(await guestInfo(Array.from({ length: 101 }, (_, i) => i + 1).join(',')), 422, 'VALIDATION_FAILED');
    expect((await items('2147483647')).items).toEqual([]);
  });
});
