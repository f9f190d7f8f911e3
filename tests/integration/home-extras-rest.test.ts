import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/rest/v1/[area]/[...call]/route';
import { jumbotronConfigResponseSchema, jumbotronHomepageResponseSchema } from '@/lib/contracts/jumbotron';
import { teasersResponseSchema } from '@/lib/contracts/teasers';
import { jumbotrons } from '@/lib/server/db/schema/home-extras';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

function getTeasers(body: unknown, language = 'en', raw?: string): Promise<Response> {
  const request = new Request(`http://localhost/rest/v1/teaser/getTeasers/?language=${language}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: raw ?? JSON.stringify(body),
  });
  return POST(request, { params: Promise.resolve({ area: 'teaser', call: ['getTeasers'] }) });
}

function jumbotron(call: 'config' | 'homepage', language = 'en'): Promise<Response> {
  const request = new Request(`http://localhost/rest/v1/video/jumbotron/${call}/?language=${language}`);
  return GET(request, { params: Promise.resolve({ area: 'video', call: ['jumbotron', call] }) });
}

async function teasersOf(body: unknown, language = 'en') {
  const response = await getTeasers(body, language);
  expect(response.status).toBe(200);
  return teasersResponseSchema.parse(await response.json()).data.teasers;
}

describe('§7 teaser getTeasers {routeName, routeArgs}', () => {
  it('gives the home slot its cards in the page language, each a localized link with a sized image', async () => {
    const en = await teasersOf({ routeName: '/' });
    expect(en.length).toBeGreaterThan(0);
    expect(en.map((item) => item.href)).toContain('/en/vipclub/');
    for (const item of en) expect(item.image).toMatchObject({ url: expect.stringMatching(/^\/media\/video\/\d+-w640\.webp$/), width: 640, height: 360 });
    const es = await teasersOf({ routeName: '/' }, 'es');
    expect(es.map((item) => item.href)).toContain('/es/club-vip/');
    expect(es.map((item) => item.title)).not.toEqual(en.map((item) => item.title));
  });

  it('a teaser bound to route args shows only on the page with those args', async () => {
    const lunasky = await teasersOf({ routeName: '/amateur/[actorName]', routeArgs: { actorName: 'lunasky' } });
    expect(lunasky.map((item) => item.href)).toEqual(['/en/top-cams/']);
    expect(await teasersOf({ routeName: '/amateur/[actorName]', routeArgs: { actorName: 'someone-else' } })).toEqual([]);
    expect(await teasersOf({ routeName: '/amateur/[actorName]' })).toEqual([]);
  });

  it('a route without teasers, or one the site does not know, gives an empty list (not an error)', async () => {
    expect(await teasersOf({ routeName: '/messenger' })).toEqual([]);
    expect(await teasersOf({ routeName: '/no-such-page' })).toEqual([]);
  });

  it('bad input is refused: a missing or malformed route name 422, a body that is not JSON 400', async () => {
    await expectError(await getTeasers({}), 422, 'VALIDATION_FAILED');
    await expectError(await getTeasers({ routeName: 'new-girls' }), 422, 'VALIDATION_FAILED');
    await expectError(await getTeasers({ routeName: '/', routeArgs: { 'bad key': 'x' } }), 422, 'VALIDATION_FAILED');
    await expectError(await getTeasers({ routeName: '/', routeArgs: { actorName: 'x'.repeat(201) } }), 422, 'VALIDATION_FAILED');
    expect((await getTeasers(null, 'en', '{"routeName":')).status).toBe(400);
  });
});

describe('§7 misc video/jumbotron/config and /homepage', () => {
  it('config: the trailer never preloads, plays muted, starts when half in view', async () => {
    const response = await jumbotron('config');
    expect(response.status).toBe(200);
    expect(jumbotronConfigResponseSchema.parse(await response.json()).data).toEqual({ enabled: true, preload: 'none', muted: true, playWhenInView: true, inViewThreshold: 0.5 });
  });

  it('homepage: headline and call to action in the page language, a 16:9 poster and a public clip', async () => {
    const en = jumbotronHomepageResponseSchema.parse(await (await jumbotron('homepage')).json()).data;
    const de = jumbotronHomepageResponseSchema.parse(await (await jumbotron('homepage', 'de')).json()).data;
    expect(en?.cta.href).toBe('/en/cams/');
    expect(de?.cta.href).toBe('/de/cams/');
    expect(de?.headline).not.toBe(en?.headline);
    expect(en?.poster).toMatchObject({ width: 1280, height: 720 });
    expect(en?.video.url).toMatch(/^\/media\/jumbotron\/clip-[1-6]\.mp4$/);
  });

  it('homepage: data null when no jumbotron is active', async () => {
    await rt.db.update(jumbotrons).set({ active: false });
    try {
      expect(jumbotronHomepageResponseSchema.parse(await (await jumbotron('homepage')).json()).data).toBeNull();
    } finally {
      await rt.db.update(jumbotrons).set({ active: true });
    }
  });
});
