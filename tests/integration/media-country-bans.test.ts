import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '@/lib/server/db/schema/catalog';
import { videoWatches } from '@/lib/server/db/schema/watches';
import { streamKey, streamPath } from '@/lib/server/media/stream-signature';
import { videoAccess } from '@/lib/server/purchases/access';
import type { AppRuntime } from '@/lib/server/runtime';
import { bannedPerformerWithVideos } from '@/tests/helpers/banned-performer';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { buy, errorOf, fetchStill, fetchStream, findVideo, guestWithSession, restGetJson, startWatching } from './media-calls';

let rt: AppRuntime;
let banned: { id: number; country: string };
let videoId: number;
/** A country the performer is not banned in. */
const elsewhere = 'ZZ';

beforeAll(async () => {
  rt = await startTestRuntime();
  banned = await bannedPerformerWithVideos(rt.db);
  videoId = await findVideo(rt, { actorId: banned.id });
});
afterAll(() => stopTestRuntime(rt));

/** A guest who bought the video and verified their age: only the country can stand in the way. */
async function buyer(country: string | null) {
  const guest = await guestWithSession(rt, { avs: true, country: country ?? undefined });
  await buy(rt, guest.guestId, videoId);
  return guest;
}

const signedFor = (guestId: number) => streamPath(streamKey(rt.tokenKey), { videoId, guestId, expiresAt: Math.floor(Date.now() / 1000) + 300 });

describe('§3 actor bannedCountryCodes (§6): a guest in a banned country watches nothing of the performer', () => {
  it('videoAccess says no in the banned country (access null, countryBanned) and yes elsewhere', async () => {
    const guest = await buyer(banned.country);
    expect(await videoAccess(rt.db, guest.guestId, videoId, banned.country)).toMatchObject({ access: null, countryBanned: true });
    expect(await videoAccess(rt.db, guest.guestId, videoId, elsewhere)).toMatchObject({ access: 'bought', countryBanned: false });
  });

  it('gallery/stream: 403 COUNTRY_BANNED for a guest of that country, a URL for the same purchase elsewhere', async () => {
    const inBannedCountry = await buyer(banned.country);
    const refused = await restGetJson(`gallery/stream?videoId=${videoId}`, inBannedCountry.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('COUNTRY_BANNED');
    const abroad = await buyer(elsewhere);
    expect((await restGetJson(`gallery/stream?videoId=${videoId}`, abroad.token)).status).toBe(200);
  });

  it('the geo header counts for a guest without a profile country', async () => {
    const guest = await buyer(null);
    const refused = await restGetJson(`gallery/stream?videoId=${videoId}`, guest.token, { 'x-country-code': banned.country.toLowerCase() });
    expect(refused.body.error?.code).toBe('COUNTRY_BANNED');
  });

  it('the media route refuses a correctly signed stream URL in the banned country (403), plays it elsewhere', async () => {
    const guest = await buyer(banned.country);
    const response = await fetchStream(signedFor(guest.guestId), { cookie: guest.cookie });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toBe('COUNTRY_BANNED');

    const viaHeader = await buyer(null);
    const url = signedFor(viaHeader.guestId);
    expect(await errorOf(await fetchStream(url, { cookie: viaHeader.cookie, 'x-country-code': banned.country }))).toBe('COUNTRY_BANNED');
    expect((await fetchStream(url, { cookie: viaHeader.cookie, 'x-country-code': elsewhere })).status).toBe(200);
  });

  it('watch/start is refused (403) and writes nothing', async () => {
    const guest = await buyer(banned.country);
    const answer = await startWatching(videoId, guest.token);
    expect(answer.status).toBe(403);
    expect(answer.body.error?.code).toBe('COUNTRY_BANNED');
    expect(await rt.db.select().from(videoWatches).where(eq(videoWatches.guestId, guest.guestId))).toEqual([]);
  });

  it('gallery/videoGuestInfo leaves the video out for that country', async () => {
    const guest = await buyer(banned.country);
    type Info = { data: { items: { id: number; bought: boolean }[] } };
    expect((await restGetJson<Info>(`gallery/videoGuestInfo?ids=${videoId}`, guest.token)).body.data.items).toEqual([]);
    const abroad = await buyer(elsewhere);
    expect((await restGetJson<Info>(`gallery/videoGuestInfo?ids=${videoId}`, abroad.token)).body.data.items).toMatchObject([{ id: videoId, bought: true }]);
  });

  it("the performer's stills (an fsk-18 video's when she has one) are refused in the banned country even when age-verified", async () => {
    const [adult] = await rt.db
      .select({ id: videos.id })
      .from(videos)
      .where(and(eq(videos.actorId, banned.id), eq(videos.ageRating, 18), sql`${videos.releasedAt} <= now()`))
      .limit(1);
    const stillOf = adult?.id ?? videoId;
    const guest = await guestWithSession(rt, { avs: true, country: banned.country });
    const response = await fetchStill(`/media/still/${stillOf}-0-w320.webp`, { cookie: guest.cookie });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toBe('COUNTRY_BANNED');
    const abroad = await guestWithSession(rt, { avs: true, country: elsewhere });
    const served = await fetchStill(`/media/still/${stillOf}-0-w320.webp`, { cookie: abroad.cookie });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('private, max-age=600');
  });
});
