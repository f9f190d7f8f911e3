import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/rest/v1/[area]/[...call]/route';
import { guestSessionResponseSchema } from '@/lib/contracts/guest-session';
import { guestFavorites } from '@/lib/server/db/schema/favorites';
import { pictures } from '@/lib/server/db/schema/catalog';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

function call(area: string, path: string, token: string | null, body?: unknown) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const request = new Request(`http://localhost/rest/v1/${area}/${path}/`, { method: body === undefined ? 'GET' : 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return (body === undefined ? GET : POST)(request, { params: Promise.resolve({ area, call: path.split('/') }) });
}
const session = async (token: string) => guestSessionResponseSchema.parse(await (await call('guest', 'session', token)).json()).data;

describe('§7 tileGrid storeTileGridSettings {type, settings} and §3 session tileGridSettings', () => {
  it('answers 401 to a visitor and 422 to an unknown mode or a malformed type', async () => {
    await expectError(await call('tileGrid', 'storeTileGridSettings', null, { type: 'videos', settings: { mode: 'list' } }), 401, 'UNAUTHORIZED');
    const { token } = await freshGuest(rt);
    await expectError(await call('tileGrid', 'storeTileGridSettings', token, { type: 'videos', settings: { mode: 'mosaic' } }), 422, 'VALIDATION_FAILED');
    await expectError(await call('tileGrid', 'storeTileGridSettings', token, { type: '../x', settings: {} }), 422, 'VALIDATION_FAILED');
  });

  it('keeps the last settings per grid type and shows them in the session', async () => {
    const { token } = await freshGuest(rt);
    expect((await session(token)).tileGridSettings).toEqual({});
    await call('tileGrid', 'storeTileGridSettings', token, { type: 'videos', settings: { mode: 'list', sort: 'price' } });
    await call('tileGrid', 'storeTileGridSettings', token, { type: 'videos', settings: { mode: 'grid' } });
    await call('tileGrid', 'storeTileGridSettings', token, { type: 'contests', settings: { pageSize: 12 } });
    expect((await session(token)).tileGridSettings).toEqual({ videos: { mode: 'grid' }, contests: { pageSize: 12 } });
  });
});

describe('§3 session avatar', () => {
  it('is a generated avatar, the same for one guest on every call and another for another guest', async () => {
    const a = await freshGuest(rt);
    const b = await freshGuest(rt);
    const first = (await session(a.token)).avatar;
    expect(first).toMatch(/^\/media\/avatar\/\d+-w320\.webp$/);
    expect((await session(a.token)).avatar).toBe(first);
    expect((await session(b.token)).avatar).not.toBe(first);
  });
});

describe('§7 gallery getPinnedPhotos', () => {
  it('answers 401 to a visitor', async () => {
    await expectError(await call('gallery', 'getPinnedPhotos', null), 401, 'UNAUTHORIZED');
  });

  it("lists the guest's pinned pictures newest first; fsk-18 ones without image for a guest who is not verified", async () => {
    const { guestId, token } = await freshGuest(rt);
    const all = await rt.db.select({ id: pictures.id, ageRating: pictures.ageRating }).from(pictures).limit(400);
    const soft = all.find((p) => p.ageRating < 18);
    const hard = all.find((p) => p.ageRating >= 18);
    if (!soft || !hard) throw new Error('the seed has pictures of both ratings');
    await rt.db.insert(guestFavorites).values([
      { guestId, subject: 'picture', targetId: soft.id, createdAt: new Date(Date.now() - 60_000) },
      { guestId, subject: 'picture', targetId: hard.id, createdAt: new Date() },
    ]);
    const response = await call('gallery', 'getPinnedPhotos', token);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { items: { id: number; image: unknown }[] } };
    expect(body.data.items.map((p) => p.id)).toEqual([hard.id, soft.id]);
    expect(body.data.items[0]?.image).toBeNull();
    expect(body.data.items[1]?.image).not.toBeNull();
  });

  it('a page size out of range is a 422', async () => {
    const { token } = await freshGuest(rt);
    await expectError(await call('gallery', 'getPinnedPhotos?first=0', token), 422, 'VALIDATION_FAILED');
  });
});
