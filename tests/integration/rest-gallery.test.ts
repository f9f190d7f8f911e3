import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import { albumCommentsSchema, albumDetailSchema, sedcardsSchema } from '@/lib/contracts/album';
import { dataEnvelope, errorBodySchema } from '@/lib/contracts/envelope';
import { guests } from '@/lib/server/db/schema/accounts';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, pictures } from '@/lib/server/db/schema/catalog';
import { albumComments } from '@/lib/server/db/schema/content';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { demoGuestToken, guestTokenFromCountry } from './guest-token';

let rt: AppRuntime;
let demo: { id: number; name: string };
let album: { id: number; actorId: number };
let banned: { id: number; name: string; country: string };

beforeAll(async () => {
  rt = await startTestRuntime();
  const [first] = await rt.db.select({ id: actors.id, name: actors.name }).from(actors).orderBy(asc(actors.id)).limit(1);
  const [withAdult] = await rt.db
    .select({ id: albums.id, actorId: albums.actorId })
    .from(albums)
    .innerJoin(actors, eq(actors.id, albums.actorId))
    .where(
      and(
        eq(albums.type, 'album'),
        sql`${albums.releasedAt} <= now()`,
        sql`cardinality(${actors.bannedCountryCodes}) = 0`,
        sql`exists (select 1 from ${pictures} where ${pictures.albumId} = ${albums.id} and ${pictures.ageRating} = 18)`,
      ),
    )
    .orderBy(asc(albums.id))
    .limit(1);
  const [withBan] = await rt.db
    .select({ id: actors.id, name: actors.name, codes: actors.bannedCountryCodes })
    .from(actors)
    .where(sql`cardinality(${actors.bannedCountryCodes}) > 0`)
    .limit(1);
  if (!first || !withAdult || !withBan?.codes[0]) throw new Error('seed lacks the demo performer, an fsk-18 album or a banned performer');
  demo = first;
  album = withAdult;
  banned = { id: withBan.id, name: withBan.name, country: withBan.codes[0] };
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

function get(path: string, headers: Record<string, string> = {}) {
  const url = new URL(`http://localhost/rest/v1/${path}`);
  const [area = '', ...rest] = url.pathname.slice('/rest/v1/'.length).split('/').filter(Boolean);
  return GET(new Request(url, { headers }), { params: Promise.resolve({ area, call: rest.map(decodeURIComponent) }) });
}

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(errorBodySchema.parse(await response.json()).error.code).toBe(code);
}

const sedcardsResponse = dataEnvelope(sedcardsSchema);
const payload = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('GET /rest/v1/gallery/getsedcards/{actorIdOrName}[/{payload}] (§7, §9)', () => {
  it('§9 defaults: all pictures, any fsk, by name (any case) or id', async () => {
    const byName = sedcardsResponse.parse(await (await get(`gallery/getsedcards/${encodeURIComponent(demo.name.toUpperCase())}`)).json());
    const byId = sedcardsResponse.parse(await (await get(`gallery/getsedcards/${demo.id}`)).json());
    expect(byName.data.actorId).toBe(demo.id);
    expect(byId.data.photos).toEqual(byName.data.photos);
    expect(byName.data.photos.length).toBe(byName.data.total);
  });

  it('honours the payload {limit, fsk}, numbers as JSON numbers or strings', async () => {
    const one = sedcardsResponse.parse(await (await get(`gallery/getsedcards/${demo.id}/${payload({ limit: 1, fsk: 16 })}`)).json());
    expect(one.data.photos).toHaveLength(1);
    expect(one.data.photos.every((p) => p.ageRating <= 16)).toBe(true);
    const strings = await get(`gallery/getsedcards/${demo.id}/${payload({ limit: '2', fsk: '18' })}`);
    expect(sedcardsResponse.parse(await strings.json()).data.photos).toHaveLength(2);
    const all = await get(`gallery/getsedcards/${demo.id}/${payload({ limit: -1, fsk: 'none' })}`);
    expect(all.status).toBe(200);
  });

  it('answers 400 for a payload that is not JSON, 422 for bad limit or fsk, 404 for an unknown or banned actor', async () => {
    await expectError(await get(`gallery/getsedcards/${demo.id}/${encodeURIComponent('{limit: 1')}`), 400, 'MALFORMED_JSON');
    await expectError(await get(`gallery/getsedcards/${demo.id}/${payload({ limit: -2 })}`), 422, 'VALIDATION_FAILED');
    await expectError(await get(`gallery/getsedcards/${demo.id}/${payload({ fsk: 'adult' })}`), 422, 'VALIDATION_FAILED');
    await expectError(await get(`gallery/getsedcards/${demo.id}/${payload([1, 2])}`), 422, 'VALIDATION_FAILED');
    await expectError(await get('gallery/getsedcards/nobody-by-this-name'), 404, 'NOT_FOUND');
    await expectError(await get(`gallery/getsedcards/${banned.id}`, { 'x-country-code': banned.country }), 404, 'NOT_FOUND');
  });
});

describe('GET /rest/v1/gallery/open?albumId= (album info)', () => {
  it('answers the album; fsk-18 pictures are locked and their URLs absent', async () => {
    const response = await get(`gallery/open?albumId=${album.id}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const body = dataEnvelope(albumDetailSchema).parse(JSON.parse(text));
    expect(body.data.id).toBe(album.id);
    const adult = await rt.db.select({ seed: pictures.imageSeed }).from(pictures).where(and(eq(pictures.albumId, album.id), eq(pictures.ageRating, 18)));
    expect(adult.length).toBeGreaterThan(0);
    for (const { seed } of adult) expect(text).not.toContain(`/${seed}-`);
  });

  it('answers 422 for a missing or bad id and 404 for an unknown album or a sedcard', async () => {
    await expectError(await get('gallery/open'), 422, 'VALIDATION_FAILED');
    await expectError(await get('gallery/open?albumId=abc'), 422, 'VALIDATION_FAILED');
    await expectError(await get('gallery/open?albumId=99999999999'), 422, 'VALIDATION_FAILED');
    await expectError(await get('gallery/open?albumId=1'), 404, 'NOT_FOUND');
    const [sedcard] = await rt.db.select({ id: albums.id }).from(albums).where(eq(albums.type, 'sedcard')).limit(1);
    await expectError(await get(`gallery/open?albumId=${sedcard?.id}`), 404, 'NOT_FOUND');
  });
});

describe('GET /rest/v1/gallery/getComments {albumId, limit 500, offset} (§7, §3)', () => {
  beforeAll(async () => {
    await rt.db.delete(albumComments).where(eq(albumComments.albumId, album.id));
    const [member] = await rt.db.insert(guests).values({ email: 'commenter@example.com', screenName: 'Commenter', passwordHash: 'x' }).returning({ id: guests.id });
    const now = Date.now();
    await rt.db.insert(albumComments).values(
      Array.from({ length: 7 }, (_, k) => ({ albumId: album.id, guestId: member?.id ?? 0, text: `c${k}`, createdAt: new Date(now - (7 - k) * 1000) })),
    );
  });

  it('answers newest first with the total; limit and offset page through', async () => {
    const body = dataEnvelope(albumCommentsSchema).parse(await (await get(`gallery/getComments?albumId=${album.id}`)).json());
    expect(body.data.commentsTotal).toBe(7);
    expect(body.data.comments.map((c) => c.text)).toEqual(['c6', 'c5', 'c4', 'c3', 'c2', 'c1', 'c0']);
    expect(body.data.isGuestAllowedToCommentAlbum).toBe(false);
    const page2 = dataEnvelope(albumCommentsSchema).parse(await (await get(`gallery/getComments?albumId=${album.id}&limit=5&offset=5`)).json());
    expect(page2.data.comments.map((c) => c.text)).toEqual(['c1', 'c0']);
  });

  it('isGuestAllowedToCommentAlbum: true for a logged-in guest, false once blocked from comments', async () => {
    const { guestId, token } = await demoGuestToken(rt);
    const read = async () =>
      dataEnvelope(albumCommentsSchema).parse(await (await get(`gallery/getComments?albumId=${album.id}&limit=1`, { authorization: `Bearer ${token}` })).json())
        .data.isGuestAllowedToCommentAlbum;
    expect(await read()).toBe(true);
    await rt.db.update(guests).set({ isBlockedForComments: true }).where(eq(guests.id, guestId));
    expect(await read()).toBe(false);
    await rt.db.update(guests).set({ isBlockedForComments: false }).where(eq(guests.id, guestId));
  });

  it('§9 limit at most 500: larger, zero or negative limits and offsets are 422; unknown albums 404', async () => {
    expect((await get(`gallery/getComments?albumId=${album.id}&limit=500`)).status).toBe(200);
    await expectError(await get(`gallery/getComments?albumId=${album.id}&limit=501`), 422, 'VALIDATION_FAILED');
    await expectError(await get(`gallery/getComments?albumId=${album.id}&limit=0`), 422, 'VALIDATION_FAILED');
    await expectError(await get(`gallery/getComments?albumId=${album.id}&offset=-1`), 422, 'VALIDATION_FAILED');
    await expectError(await get('gallery/getComments'), 422, 'VALIDATION_FAILED');
    await expectError(await get('gallery/getComments?albumId=1'), 404, 'NOT_FOUND');
  });

  it('§6: comments of a banned performer\'s album are a 404 for guests of that country', async () => {
    const [theirs] = await rt.db
      .insert(albums)
      .values({ actorId: banned.id, type: 'album', title: 'Theirs', ageRating: 16, price: 199, basePrice: 199, releasedAt: new Date(Date.now() - 60_000), imageSeed: 11 })
      .returning({ id: albums.id });
    if (!theirs) throw new Error('album not created');
    const token = await guestTokenFromCountry(rt, banned.country);
    await expectError(await get(`gallery/getComments?albumId=${theirs.id}`, { authorization: `Bearer ${token}` }), 404, 'NOT_FOUND');
    expect((await get(`gallery/getComments?albumId=${theirs.id}`)).status).toBe(200);
  });
});
