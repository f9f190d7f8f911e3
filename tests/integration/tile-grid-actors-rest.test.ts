import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import type { ChatType } from '@/lib/chat/chat-codes';
import { type ActorGridPage, actorGridResponseSchema } from '@/lib/contracts/tile-grid-actors';
import { actors } from '@/lib/server/db/schema/actors';
import { chatExitSurveys, chats } from '@/lib/server/db/schema/chats';
import { guestFavorites } from '@/lib/server/db/schema/favorites';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
let actorIds: number[];
beforeAll(async () => {
  rt = await startTestRuntime();
  actorIds = (await rt.db.select({ id: actors.id }).from(actors).orderBy(asc(actors.id)).limit(6)).map((r) => r.id);
});
afterAll(() => stopTestRuntime(rt));

function grid(type: string, payload: unknown, token: string | null): Promise<Response> {
  const encoded = encodeURIComponent(JSON.stringify(payload));
  const request = new Request(`http://localhost/rest/v1/tileGrid/get/${type}/${encoded}/`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return GET(request, { params: Promise.resolve({ area: 'tileGrid', call: ['get', type, encoded] }) });
}
async function page(type: string, payload: unknown, token: string | null): Promise<ActorGridPage> {
  const response = await grid(type, payload, token);
  expect(response.status).toBe(200);
  return actorGridResponseSchema.parse(await response.json()).data;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** An ended chat of the guest with her; `media` false = the video never came up. */
async function pastChat(guestId: number, actorId: number, at: Date, options: { seconds?: number; type?: ChatType; media?: boolean; rating?: 'GREAT' | 'BAD' } = {}) {
  const seconds = options.seconds ?? 60;
  const [chat] = await rt.db
    .insert(chats)
    .values({
      guestId, actorId, type: options.type ?? 'free', pricePerMinute: 0, ageRating: 16, status: 'ended', createdAt: at,
      mediaStartedAt: options.media === false ? null : at, previewSeconds: options.type === 'preview' ? 20 : null, billedSeconds: seconds, freeSecondsUsed: seconds, exitCode: 1, endedAt: new Date(at.getTime() + seconds * 1000),
    })
    .returning({ id: chats.id });
  if (options.rating) await rt.db.insert(chatExitSurveys).values({ chatId: chat!.id, guestId, rating: options.rating });
}

describe('§2 tile-grid kinds favourite actors, my video chats, best chats (§7 tileGrid get/{type}/{payload})', () => {
  it('favourite actors and my video chats need a logged-in guest (401); a bad page is 422', async () => {
    await expectError(await grid('favoriteActors', {}, null), 401, 'UNAUTHORIZED');
    await expectError(await grid('myVideoChats', {}, null), 401, 'UNAUTHORIZED');
    const { token } = await freshGuest(rt);
    await expectError(await grid('myVideoChats', { page: 0 }, token), 422, 'VALIDATION_FAILED');
    await expectError(await grid('bestChats', { pageSize: 51 }, token), 422, 'VALIDATION_FAILED');
  });

  it("favourite actors: the guest's pinned performers, most recently pinned first, paged", async () => {
    const { guestId, token } = await freshGuest(rt);
    const [a, b, c] = actorIds as [number, number, number];
    await rt.db.insert(guestFavorites).values([
      { guestId, subject: 'actor', targetId: a, createdAt: minutesAgo(30) },
      { guestId, subject: 'actor', targetId: b, createdAt: minutesAgo(10) },
      { guestId, subject: 'actor', targetId: c, createdAt: minutesAgo(20) },
      { guestId, subject: 'album', targetId: a, createdAt: minutesAgo(1) },
    ]);
    const first = await page('favoriteActors', { pageSize: 2 }, token);
    expect(first.items.map((t) => t.id)).toEqual([b, c]);
    expect(first).toMatchObject({ total: 3, pageCount: 2, page: 1 });
    expect(first.items[0]?.avatarUrl).toMatch(/^\/media\/avatar\//);
    expect((await page('favoriteActors', { page: 2, pageSize: 2 }, token)).items.map((t) => t.id)).toEqual([a]);
    // Another guest sees only his own (none).
    expect((await page('favoriteActors', {}, (await freshGuest(rt)).token)).total).toBe(0);
  });

  it('my video chats: one tile per performer, the latest chat first; previews, voice calls and chats without video left out', async () => {
    const { guestId, token } = await freshGuest(rt);
    const [a, b, c, d] = actorIds as [number, number, number, number];
    await pastChat(guestId, a, minutesAgo(300), { seconds: 100 });
    await pastChat(guestId, b, minutesAgo(200), { type: 'single', seconds: 30 });
    await pastChat(guestId, a, minutesAgo(100), { type: 'live', seconds: 50 });
    await pastChat(guestId, c, minutesAgo(5), { type: 'preview' });
    await pastChat(guestId, c, minutesAgo(4), { type: 'voice' });
    await pastChat(guestId, d, minutesAgo(3), { media: false });
    const grid = await page('myVideoChats', {}, token);
    expect(grid.items.map((t) => t.id)).toEqual([a, b]);
    expect(grid.items[0]).toMatchObject({ chats: 2, chatSeconds: 150 });
    expect(Date.parse(grid.items[0]!.lastChatAt!)).toBeGreaterThan(Date.parse(grid.items[1]!.lastChatAt!));
    expect(grid.total).toBe(2);
  });

  it('best chats: the performers he rated GREAT first, then the most chat time; one he rated mostly BAD is left out', async () => {
    const { guestId, token } = await freshGuest(rt);
    const [a, b, c, d] = actorIds as [number, number, number, number];
    await pastChat(guestId, a, minutesAgo(50), { seconds: 600 });
    await pastChat(guestId, b, minutesAgo(40), { seconds: 30, rating: 'GREAT' });
    await pastChat(guestId, c, minutesAgo(30), { seconds: 20, rating: 'BAD' });
    await pastChat(guestId, d, minutesAgo(20), { seconds: 20, rating: 'GREAT' });
    await pastChat(guestId, d, minutesAgo(10), { seconds: 20, rating: 'GREAT' });
    const grid = await page('bestChats', {}, token);
    expect(grid.source).toBe('guest');
    expect(grid.items.map((t) => t.id)).toEqual([d, b, a]);
    expect(grid.items[0]?.greatRatings).toBe(2);
  });

  it('best chats for a visitor or a guest without chats: the §5 best-chats ranking', async () => {
    const visitor = await page('bestChats', { pageSize: 5 }, null);
    expect(visitor.source).toBe('ranking');
    expect(visitor.items.length).toBeGreaterThan(0);
    const { token } = await freshGuest(rt);
    expect(await page('bestChats', { pageSize: 5 }, token)).toEqual(visitor);
  });
});
