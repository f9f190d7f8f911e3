import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import { dataEnvelope, errorBodySchema } from '@/lib/contracts/envelope';
import { imageSchema } from '@/lib/contracts/image';
import { videoPreviewImagesSchema, videoStarSchema, videoTileSchema } from '@/lib/contracts/video';
import { actors } from '@/lib/server/db/schema/actors';
import { videos } from '@/lib/server/db/schema/catalog';
import { toErrorBody } from '@/lib/server/http/error-response';
import { galleryVideoCalls } from '@/lib/server/rest/areas/gallery-videos';
import type { RestContext } from '@/lib/server/rest/call';
import { matchCall } from '@/lib/server/rest/match-call';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { guestTokenFromCountry } from './guest-token';

let rt: AppRuntime;
let banned: { id: number; name: string; country: string };
let videoId: number;

beforeAll(async () => {
  rt = await startTestRuntime();
  const [row] = await rt.db
    .select({ id: actors.id, name: actors.name, codes: actors.bannedCountryCodes })
    .from(actors)
    .where(sql`cardinality(${actors.bannedCountryCodes}) > 0 and exists (select 1 from videos v where v.actor_id = ${actors.id})`)
    .limit(1);
  if (!row?.codes[0]) throw new Error('the seed needs a banned performer with videos');
  banned = { id: row.id, name: row.name, country: row.codes[0] };
  const [video] = await rt.db.select({ id: videos.id }).from(videos).where(sql`${videos.actorId} = ${row.id}`).limit(1);
  if (!video) throw new Error('no video');
  videoId = video.id;
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

function get(path: string, init: RequestInit = {}) {
  const url = new URL(`http://localhost/rest/v1/${path}`);
  const [area = '', ...rest] = url.pathname.slice('/rest/v1/'.length).split('/').filter(Boolean);
  return GET(new Request(url, init), { params: Promise.resolve({ area, call: rest.map(decodeURIComponent) }) });
}

const grid = (type: string, payload: unknown) => get(`tileGrid/get/${type}/${encodeURIComponent(typeof payload === 'string' ? payload : JSON.stringify(payload))}`);

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = errorBodySchema.parse(await response.json());
  expect(body.error.code).toBe(code);
  return body;
}

const videoGrid = dataEnvelope(
  z.object({
    type: z.literal('videos'),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
    hasMore: z.boolean(),
    items: z.array(videoTileSchema),
  }),
);

describe('GET /rest/v1/tileGrid/get/{type}/{payload} (§7)', () => {
  it('a page of a §5 category in its §9 default sort; 16 per grid by default', async () => {
    const response = await grid('videos', { category: 'freeVideos', page: 1 });
    expect(response.status).toBe(200);
    const body = videoGrid.parse(await response.json());
    expect(body.success).toBe(true);
    expect(body.data.items.length).toBe(Math.min(16, body.data.total));
    expect(body.data.items.every((v) => v.free)).toBe(true);
    expect(body.data.pageCount).toBe(Math.max(1, Math.ceil(body.data.total / 16)));
  });

  it('sort, page, pageSize and filter are honoured; the next page follows on', async () => {
    const one = videoGrid.parse(await (await grid('videos', { sort: 'cheapest', pageSize: 5, page: 1 })).json()).data;
    const two = videoGrid.parse(await (await grid('videos', { sort: 'cheapest', pageSize: 5, page: 2 })).json()).data;
    const both = videoGrid.parse(await (await grid('videos', { sort: 'cheapest', pageSize: 10, page: 1 })).json()).data;
    expect([...one.items, ...two.items].map((v) => v.id)).toEqual(both.items.map((v) => v.id));
    // §9 tile sort names work as sorts too.
    const byPrice = videoGrid.parse(await (await grid('videos', { sort: 'price', pageSize: 10 })).json()).data;
    expect(byPrice.items.map((v) => v.id)).toEqual(both.items.map((v) => v.id));
    const mine = videoGrid.parse(await (await grid('videos', { filter: { modelIds: [banned.id] } })).json()).data;
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((v) => v.model.id === banned.id)).toBe(true);
  });

  it('§6: the guest country hides banned performers', async () => {
    const token = await guestTokenFromCountry(rt, banned.country);
    const path = `tileGrid/get/videos/${encodeURIComponent(JSON.stringify({ filter: { modelIds: [banned.id] } }))}`;
    const body = videoGrid.parse(await (await get(path, { headers: { Authorization: `Bearer ${token}` } })).json());
    expect(body.data.total).toBe(0);
  });

  it('video stars: 100 per page', async () => {
    const response = await grid('videoStars', { page: 1 });
    expect(response.status).toBe(200);
    const body = dataEnvelope(z.object({ items: z.array(videoStarSchema), pageSize: z.literal(100), total: z.number() })).parse(await response.json());
    expect(body.data.items.length).toBe(Math.min(100, body.data.total));
  });

  it('video recommendations by album', async () => {
    const body = dataEnvelope(z.object({ items: z.array(videoTileSchema) })).parse(await (await grid('videoRecommendations', { albumId: videoId })).json());
    expect(body.data.items).toHaveLength(8);
    expect(body.data.items.map((v) => v.id)).not.toContain(videoId);
  });

  it("§5: an unmapped category is a 422 'Unmapped category'", async () => {
    const body = await expectError(await grid('videos', { category: 'popularVideos' }), 422, 'UNMAPPED_CATEGORY');
    expect(body.error.message).toBe('Unmapped category');
  });

  it('unknown type → 404; payload that is not JSON → 400; wrong fields → 422; never a 500', async () => {
    await expectError(await grid('contests', {}), 404, 'NOT_FOUND');
    await expectError(await grid('videos', '{not json'), 400, 'BAD_REQUEST');
    await expectError(await grid('videos', { page: 0 }), 422, 'VALIDATION_FAILED');
    await expectError(await grid('videos', { sort: 'random' }), 422, 'VALIDATION_FAILED');
    await expectError(await grid('videos', { pageSize: 101 }), 422, 'VALIDATION_FAILED');
    await expectError(await grid('videos', { filter: { types: ['stolen'] } }), 422, 'VALIDATION_FAILED');
    await expectError(await grid('videos', [1, 2]), 422, 'VALIDATION_FAILED');
    await expectError(await grid('videos', "'; drop table videos; --"), 400, 'BAD_REQUEST');
    await expectError(await grid('videoRecommendations', {}), 422, 'VALIDATION_FAILED');
    await expectError(await grid('videoRecommendations', { albumId: 1 }), 404, 'NOT_FOUND');
  });
});

describe('GET /rest/v1/tileGrid/getVideoPictures/{albumId} (§7)', () => {
  it("a video's preview thumbnails, at most 100 (§9)", async () => {
    const response = await get(`tileGrid/getVideoPictures/${videoId}`);
    expect(response.status).toBe(200);
    const body = dataEnvelope(z.object({ albumId: z.number(), pictures: z.array(imageSchema).min(1).max(100) })).parse(await response.json());
    expect(body.data.albumId).toBe(videoId);
  });

  it('404 for an unknown video, 422 for a bad id', async () => {
    await expectError(await get('tileGrid/getVideoPictures/1'), 404, 'NOT_FOUND');
    await expectError(await get('tileGrid/getVideoPictures/abc'), 422, 'VALIDATION_FAILED');
    await expectError(await get('tileGrid/getVideoPictures/99999999999'), 422, 'VALIDATION_FAILED');
  });
});

/**
 * The gallery video calls are spread into the gallery area by its owner; here they run through
 * the same steps as the dispatcher (match, zod input, handler, error mapping).
 */
async function gallery(path: string, viewerCountry: string | null = null) {
  const url = new URL(`http://localhost/rest/v1/gallery/${path}`);
  const segments = url.pathname.split('/').slice(4).filter(Boolean).map(decodeURIComponent);
  try {
    const match = matchCall(galleryVideoCalls, segments, 'GET');
    if (match.kind !== 'found') return { status: 404, body: { success: false } as unknown };
    const input = match.call.input.parse({ ...Object.fromEntries(url.searchParams), ...match.params });
    const context = { db: rt.db, language: 'en', ver: null, guest: null, viewerCountry, request: new Request(url) } as RestContext<'optional'>;
    return { status: 200, body: await (match.call.handler as (i: unknown, c: unknown) => Promise<unknown>)(input, context) };
  } catch (error) {
    return toErrorBody(error);
  }
}

describe('gallery video calls (§7)', () => {
  it('getTopVideos by name or id: her best sellers', async () => {
    for (const key of [banned.name.toUpperCase(), String(banned.id)]) {
      const { status, body } = await gallery(`getTopVideos/${encodeURIComponent(key)}`);
      expect(status).toBe(200);
      const data = dataEnvelope(z.object({ actorId: z.number(), items: z.array(videoTileSchema) })).parse(body).data;
      expect(data.actorId).toBe(banned.id);
      expect(data.items.every((v) => v.model.id === banned.id)).toBe(true);
    }
    expect((await gallery('getTopVideos/nobody-here')).status).toBe(404);
    expect((await gallery(`getTopVideos/${banned.id}`, banned.country)).status).toBe(404);
  });

  it('getpromotedvideo: a video of hers; isFavoriteAlbum false for an anonymous viewer', async () => {
    const { status, body } = await gallery(`getpromotedvideo/${banned.id}`);
    expect(status).toBe(200);
    const data = dataEnvelope(z.object({ video: videoTileSchema.nullable(), isFavoriteAlbum: z.literal(false) })).parse(body).data;
    expect(data.video?.model.id).toBe(banned.id);
    expect((await gallery('getpromotedvideo/abc')).status).toBe(422);
    expect((await gallery('getpromotedvideo/1')).status).toBe(404);
  });

  it('getPreview: poster sizes and the first stills of a video', async () => {
    const { status, body } = await gallery(`getPreview?albumId=${videoId}`);
    expect(status).toBe(200);
    const data = dataEnvelope(
      z.object({ albumId: z.number(), title: z.string(), duration: z.number(), previewImages: videoPreviewImagesSchema, previewThumbnails: z.array(imageSchema).max(10) }),
    ).parse(body).data;
    expect(data.albumId).toBe(videoId);
    expect((await gallery('getPreview')).status).toBe(422);
    expect((await gallery('getPreview?albumId=1')).status).toBe(404);
  });
});
