import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { POST } from '@/app/rest/v1/[area]/[...call]/route';
import { dataEnvelope, errorBodySchema } from '@/lib/contracts/envelope';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, videos } from '@/lib/server/db/schema/catalog';
import { publicOrigin } from '@/lib/server/env';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

let rt: AppRuntime;
let origin: string;
let video: { id: number; title: string; name: string; slug: string };
let album: { id: number; title: string; slug: string };
let sedcardId: number;
let banned: { id: number; name: string; country: string };

beforeAll(async () => {
  rt = await startTestRuntime();
  origin = publicOrigin();
  const free = sql`cardinality(${actors.bannedCountryCodes}) = 0`;
  const [v] = await rt.db
    .select({ id: videos.id, title: videos.title, name: actors.name, slug: actors.slug })
    .from(videos)
    .innerJoin(actors, eq(actors.id, videos.actorId))
    .where(and(free, sql`${videos.releasedAt} <= now()`))
    .orderBy(asc(videos.id))
    .limit(1);
  const [a] = await rt.db
    .select({ id: albums.id, title: albums.title, slug: actors.slug })
    .from(albums)
    .innerJoin(actors, eq(actors.id, albums.actorId))
    .where(and(free, eq(albums.type, 'album'), sql`${albums.releasedAt} <= now()`))
    .limit(1);
  const [s] = await rt.db.select({ id: albums.id }).from(albums).where(eq(albums.type, 'sedcard')).limit(1);
  const [b] = await rt.db.select({ id: actors.id, name: actors.name, codes: actors.bannedCountryCodes }).from(actors).where(sql`cardinality(${actors.bannedCountryCodes}) > 0`).limit(1);
  if (!v || !a || !s || !b?.codes[0]) throw new Error('the seed needs a video, an album, a sedcard and a banned performer');
  video = v;
  album = a;
  sedcardId = s.id;
  banned = { id: b.id, name: b.name, country: b.codes[0] };
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

function post(type: string, body: unknown, query = '', headers: Record<string, string> = {}) {
  const url = new URL(`http://localhost/rest/v1/breadcrumb/${encodeURIComponent(type)}${query}`);
  const request = new Request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return POST(request, { params: Promise.resolve({ area: 'breadcrumb', call: [type] }) });
}

const breadcrumbEnvelope = dataEnvelope(z.object({ breadcrumb: z.array(z.object({ name: z.string(), url: z.string().url() })) }));

async function trail(type: string, body: unknown, query = '', headers: Record<string, string> = {}) {
  const response = await post(type, body, query, headers);
  expect(response.status, JSON.stringify(body)).toBe(200);
  return breadcrumbEnvelope.parse(await response.json()).data.breadcrumb;
}

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(errorBodySchema.parse(await response.json()).error.code).toBe(code);
}

describe('POST /rest/v1/breadcrumb/{breadcrumbType} (§7 breadcrumb, response data.breadcrumb)', () => {
  it('video: home › performer › videos › the video, absolute localized URLs', async () => {
    expect(await trail('video', { videoId: video.id }, '?language=de')).toEqual([
      { name: 'Startseite', url: `${origin}/de/` },
      { name: video.name, url: `${origin}/de/amateur/${video.slug}/` },
      { name: 'Videos', url: `${origin}/de/amateur/${video.slug}/videos/` },
      { name: video.title, url: `${origin}/de/amateur/${video.slug}/video/${video.id}/` },
    ]);
  });

  it('the payload may come nested in `payload`, as §7 names it', async () => {
    const crumbs = await trail('album', { payload: { albumId: album.id } }, '?language=es');
    expect(crumbs.at(-1)).toEqual({ name: album.title, url: `${origin}/es/amateur/${album.slug}/fotos/${album.id}/` });
  });

  it('performer pages by id or by name (any case)', async () => {
    const byId = await trail('actorProfile', { actorId: banned.id });
    expect(byId.map((c) => c.name)).toEqual(['Home', banned.name]);
    const about = await trail('aboutMe', { actorName: video.name.toUpperCase() }, '?language=de');
    expect(about.at(-1)?.url).toBe(`${origin}/de/amateur/${video.slug}/ueber-mich/`);
    const tag = await trail('actorVideosByTag', { actorName: video.slug, tagGroup: 'dance' }, '?language=nl');
    expect(tag.map((c) => c.name)).toEqual(['Home', video.name, "Video's", 'Dans']);
  });

  it('listing pages, video areas, categories and a search', async () => {
    expect((await trail('page', { page: 'newGirls' }, '?language=es')).map((c) => c.url)).toEqual([`${origin}/es/`, `${origin}/es/nuevas-chicas/`]);
    expect((await trail('videoArea', { area: 'onSale' }, '?language=de')).map((c) => c.name)).toEqual(['Startseite', 'Videos', 'Im Angebot']);
    expect((await trail('category', { categorySlug: 'Blonde' }, '?language=es')).at(-1)).toEqual({ name: 'Rubias', url: `${origin}/es/categorias/blonde/` });
    expect((await trail('videoSearch', { searchPattern: '<b>luna</b>' })).at(-1)?.url).toBe(`${origin}/en/search/videos/%3Cb%3Eluna%3C%2Fb%3E/`);
    expect(await trail('home', {})).toEqual([{ name: 'Home', url: `${origin}/en/` }]);
  });

  it('unknown things are 404; a performer banned for the viewer’s country too (§6)', async () => {
    await expectError(await post('video', { videoId: 1 }), 404, 'NOT_FOUND');
    await expectError(await post('album', { albumId: sedcardId }), 404, 'NOT_FOUND');
    await expectError(await post('actorProfile', { actorName: 'nobody-here' }), 404, 'NOT_FOUND');
    await expectError(await post('actorVideosByTag', { actorName: video.slug, tagGroup: 'no-such-tag' }), 404, 'NOT_FOUND');
    await expectError(await post('actorProfile', { actorId: banned.id }, '', { 'x-country-code': banned.country }), 404, 'NOT_FOUND');
  });

  it('§5: a category outside the list is Unmapped category', async () => {
    await expectError(await post('category', { categorySlug: 'no-such-category' }), 422, 'UNMAPPED_CATEGORY');
  });

  it('zod rejects unknown types, missing or malformed fields (422)', async () => {
    await expectError(await post('nonsense', {}), 422, 'VALIDATION_FAILED');
    await expectError(await post('video', { videoId: 'x' }), 422, 'VALIDATION_FAILED');
    await expectError(await post('actorProfile', {}), 422, 'VALIDATION_FAILED');
    await expectError(await post('page', { page: 'myAccount' }), 422, 'VALIDATION_FAILED');
    await expectError(await post('videoArea', { area: 'cams' }), 422, 'VALIDATION_FAILED');
    await expectError(await post('category', { categorySlug: 'x'.repeat(101) }), 422, 'VALIDATION_FAILED');
  });

  it('GET is not the method (405)', async () => {
    const { GET } = await import('@/app/rest/v1/[area]/[...call]/route');
    const response = await GET(new Request('http://localhost/rest/v1/breadcrumb/video'), { params: Promise.resolve({ area: 'breadcrumb', call: ['video'] }) });
    expect(response.status).toBe(405);
  });
});
