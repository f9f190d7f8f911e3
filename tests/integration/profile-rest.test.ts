import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import { dataEnvelope, errorBodySchema } from '@/lib/contracts/envelope';
import { actorSalesSchema, profilePreviewSchema } from '@/lib/contracts/profile';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, videos } from '@/lib/server/db/schema/catalog';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

let rt: AppRuntime;
let demo: { id: number; name: string; slug: string };
let banned: { id: number; country: string };

beforeAll(async () => {
  rt = await startTestRuntime();
  const [first] = await rt.db.select({ id: actors.id, name: actors.name, slug: actors.slug }).from(actors).orderBy(asc(actors.id)).limit(1);
  const [withBan] = await rt.db
    .select({ id: actors.id, codes: actors.bannedCountryCodes })
    .from(actors)
    .where(sql`cardinality(${actors.bannedCountryCodes}) > 0`)
    .limit(1);
  if (!first || !withBan?.codes[0]) throw new Error('seed lacks the demo performer or a banned one');
  demo = first;
  banned = { id: withBan.id, country: withBan.codes[0] };
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

function get(path: string, headers: Record<string, string> = {}) {
  const url = new URL(`http://localhost/rest/v1/${path}`);
  const [area = '', ...rest] = url.pathname.slice('/rest/v1/'.length).split('/').filter(Boolean);
  return GET(new Request(url, { headers }), { params: Promise.resolve({ area, call: rest }) });
}

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(errorBodySchema.parse(await response.json()).error.code).toBe(code);
}

describe('GET /rest/v1/profile/phoenix/get_profile_preview/{actorId} (§7 profile previews)', () => {
  it('answers the model list item with her link and media counts', async () => {
    const body = dataEnvelope(profilePreviewSchema).parse(await (await get(`profile/phoenix/get_profile_preview/${demo.id}`)).json());
    expect(body.data).toMatchObject({ id: demo.id, name: demo.name, slug: demo.slug, link: `/amateur/${demo.slug}/` });
    const [count] = await rt.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(videos)
      .where(and(eq(videos.actorId, demo.id), sql`${videos.releasedAt} <= now()`));
    expect(body.data.videoCount).toBe(count?.n);
  });

  it('answers 422 for a bad id and 404 for an unknown or banned actor (§6)', async () => {
    await expectError(await get('profile/phoenix/get_profile_preview/lunasky'), 422, 'VALIDATION_FAILED');
    await expectError(await get('profile/phoenix/get_profile_preview/1'), 404, 'NOT_FOUND');
    await expectError(await get(`profile/phoenix/get_profile_preview/${banned.id}`, { 'x-country-code': banned.country }), 404, 'NOT_FOUND');
    expect((await get(`profile/phoenix/get_profile_preview/${banned.id}`)).status).toBe(200);
  });
});

describe('GET /rest/v1/profile/sales/actor/{actorId} (what she sells)', () => {
  it('counts her released videos and albums and the price range of the paid ones', async () => {
    const body = dataEnvelope(actorSalesSchema).parse(await (await get(`profile/sales/actor/${demo.id}`)).json());
    const released = and(eq(videos.actorId, demo.id), sql`${videos.releasedAt} <= now()`);
    const [v] = await rt.db
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        free: sql<number>`count(*) filter (where ${videos.isFree})`.mapWith(Number),
        min: sql<number>`min(${videos.price}) filter (where not ${videos.isFree})`.mapWith(Number),
        max: sql<number>`max(${videos.price}) filter (where not ${videos.isFree})`.mapWith(Number),
      })
      .from(videos)
      .where(released);
    expect(body.data.videos.count).toBe(v?.n);
    expect(body.data.videos.freeCount).toBe(v?.free);
    expect(body.data.videos.priceRange).toEqual({ min: { value: v?.min, currency: 'EUR' }, max: { value: v?.max, currency: 'EUR' } });
    const [a] = await rt.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(albums)
      .where(and(eq(albums.actorId, demo.id), eq(albums.type, 'album'), sql`${albums.releasedAt} <= now()`));
    expect(body.data.albums.count).toBe(a?.n);
  });

  it('a performer who sells nothing has zero counts and no price range', async () => {
    const [lonely] = await rt.db
      .insert(actors)
      .values({ name: 'Nobody Sells', slug: 'nobody-sells', gender: 'F', type: 'F', imageSeed: 5 })
      .returning({ id: actors.id });
    const body = dataEnvelope(actorSalesSchema).parse(await (await get(`profile/sales/actor/${lonely?.id}`)).json());
    expect(body.data.videos).toEqual({ count: 0, freeCount: 0, discountedCount: 0, vipCount: 0, priceRange: null });
    expect(body.data.albums.priceRange).toBeNull();
  });

  it('answers 422 for a bad id and 404 for an unknown actor', async () => {
    await expectError(await get('profile/sales/actor/-3'), 422, 'VALIDATION_FAILED');
    await expectError(await get('profile/sales/actor/1'), 404, 'NOT_FOUND');
    await expectError(await get('profile/sales/actors/1'), 404, 'UNKNOWN_CALL');
  });
});
