import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as publicImage } from '@/app/media/[kind]/[file]/route';
import { imageUrl } from '@/lib/media/image-urls';
import { isGatedStill, stillSeed } from '@/lib/media/still-urls';
import { renderStillSvg } from '@/lib/media/svg';
import { previewThumbnailCount } from '@/lib/server/catalog/videos/preview-images';
import { guests } from '@/lib/server/db/schema/accounts';
import { videos } from '@/lib/server/db/schema/catalog';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { webpSize } from '@/tests/helpers/webp';
import { errorOf, fetchStill, findVideo, guestWithSession, restGetJson } from './media-calls';

let rt: AppRuntime;
let adultId: number;
let teenId: number;
/** The first still of the fsk-18 video, as the video page lists it. */
let stillPath: string;

type Pictures = { data: { pictures: { url: string }[] } };

beforeAll(async () => {
  rt = await startTestRuntime();
  adultId = await findVideo(rt, { ageRating: 18 });
  teenId = await findVideo(rt, { ageRating: 16 });
  const { body } = await restGetJson<Pictures>(`tileGrid/getVideoPictures/${adultId}`);
  stillPath = body.data.pictures[0]?.url ?? '';
});
afterAll(() => stopTestRuntime(rt));

describe('"fsk 18 pictures, previews and streams are not served to guests without accepted age verification — the server refuses"', () => {
  it("an fsk-18 video's preview thumbnails are access-checked still URLs; a 16 video's stay public images", async () => {
    const adult = await restGetJson<Pictures>(`tileGrid/getVideoPictures/${adultId}`);
    expect(adult.body.data.pictures.length).toBeGreaterThan(0);
    expect(adult.body.data.pictures.every((picture) => isGatedStill(picture.url))).toBe(true);
    expect(stillPath).toBe(`/media/still/${adultId}-0-w320.webp`);
    const teen = await restGetJson<Pictures>(`tileGrid/getVideoPictures/${teenId}`);
    expect(teen.body.data.pictures.some((picture) => isGatedStill(picture.url))).toBe(false);
  });

  it('a visitor gets 403 AGE_VERIFICATION_REQUIRED as JSON, never cached, even with the URL', async () => {
    const response = await fetchStill(stillPath);
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ success: false, error: { code: 'AGE_VERIFICATION_REQUIRED' } });
    // The .svg form of the URL is no way round the check.
    const drawing = await fetchStill(stillPath.replace(/\.webp$/, '.svg'));
    expect(drawing.status).toBe(403);
    expect(await errorOf(drawing)).toBe('AGE_VERIFICATION_REQUIRED');
  });

  it('a logged-in guest without accepted avs gets 403 too (their session cookie is not enough)', async () => {
    const guest = await guestWithSession(rt);
    const response = await fetchStill(stillPath, { cookie: guest.cookie });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toBe('AGE_VERIFICATION_REQUIRED');
  });

  it('an age-verified guest gets the still: 200, WebP, cached privately per session; a revoke refuses it again', async () => {
    const guest = await guestWithSession(rt, { avs: true });
    const response = await fetchStill(stillPath, { cookie: guest.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('private, max-age=600');
    expect(response.headers.get('vary')).toBe('Cookie');
    expect(await webpSize(await response.arrayBuffer())).toEqual({ width: 320, height: 180 });
    // Its .svg form is the drawing the WebP was made from: this video's frame at this position.
    const [video] = await rt.db.select({ duration: videos.durationSeconds }).from(videos).where(eq(videos.id, adultId));
    const count = previewThumbnailCount(video?.duration ?? 0);
    const drawing = await fetchStill(stillPath.replace(/\.webp$/, '.svg'), { cookie: guest.cookie });
    expect(drawing.headers.get('content-type')).toBe('image/svg+xml');
    expect(await drawing.text()).toBe(renderStillSvg(stillSeed(adultId, 0), 0, count, 320, 180));

    await rt.db.update(guests).set({ avsStatus: 'unknown' }).where(eq(guests.id, guest.guestId));
    expect((await fetchStill(stillPath, { cookie: guest.cookie })).status).toBe(403);
    expect((await fetchStill(stillPath.replace(/\.webp$/, '.svg'), { cookie: guest.cookie })).status).toBe(403);
  });

  it('the public image route serves nothing that equals the still (another kind of artwork)', async () => {
    const guest = await guestWithSession(rt, { avs: true });
    // Compared as drawings (the .svg forms): each WebP is made from its drawing alone.
    const still = await (await fetchStill(stillPath.replace(/\.webp$/, '.svg'), { cookie: guest.cookie })).text();
    const { url: webpUrl } = imageUrl('video', stillSeed(adultId, 0), 'w320');
    const url = webpUrl.replace(/\.webp$/, '.svg');
    const file = url.split('/').pop() ?? '';
    const open = await publicImage(new Request(`http://localhost${url}`), { params: Promise.resolve({ kind: 'video', file }) });
    expect(open.status).toBe(200);
    expect(await open.text()).not.toBe(still);
    // And the WebP the page hands out for that public URL is not the still's WebP either.
    const stillWebp = Buffer.from(await (await fetchStill(stillPath, { cookie: guest.cookie })).arrayBuffer());
    const openWebp = await publicImage(new Request(`http://localhost${webpUrl}`), { params: Promise.resolve({ kind: 'video', file: webpUrl.split('/').pop() ?? '' }) });
    expect(openWebp.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await openWebp.arrayBuffer()).equals(stillWebp)).toBe(false);
  });

  it('unknown videos, positions past the last still and malformed names are 404', async () => {
    const guest = await guestWithSession(rt, { avs: true });
    const names = [
      '99999999-0-w320.webp',
      '99999999-0-w320.svg',
      `${adultId}-100-w320.webp`,
      `${adultId}-0-w320.png`,
      `${adultId}-0-w320.jpg`,
      `${adultId}-0-w320.svg.webp`,
      `${adultId}-0-w320.webp.svg`,
      `${adultId}-0-w100.webp`,
      `${adultId}-0-w100.svg`,
      `${adultId}-x-w320.webp`,
    ];
    for (const path of names.map((name) => `/media/still/${name}`)) {
      const response = await fetchStill(path, { cookie: guest.cookie });
      expect(response.status, path).toBe(404);
      expect(await errorOf(response)).toBe('NOT_FOUND');
    }
  });

  it('a 16 video still via the checked route is open to everyone (the rule is the age rating, not the route)', async () => {
    const response = await fetchStill(`/media/still/${teenId}-0-w320.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('private, max-age=600');
  });
});
