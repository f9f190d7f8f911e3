import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendTagSuggestion } from '@/app/[locale]/amateur/[actorName]/pictures/[albumId]/_components/tag-check';
import { POST as graphqlPost } from '@/app/graphql/route';
import { GET as restGet, POST as restPost } from '@/app/rest/v1/[area]/[...call]/route';
import { mineOf } from '@/components/social/rating-state';
import { fetchSedcardsRating, sendRating } from '@/lib/queries/social';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, pictures, videos } from '@/lib/server/db/schema/catalog';
import { albumTagSuggestions } from '@/lib/server/db/schema/social';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

/**
 * The calls the social UI makes (lib/queries/social.ts sendRating and fetchSedcardsRating, the album page's tag form),
 * through the one REST and GraphQL clients into the real route handlers on an in-memory PGlite:
 * what the browser sends is what the server accepts, and its answers parse.
 */
let rt: AppRuntime;
let album: { id: number; actorId: number };
let pictureId: number;
let videoId: number;

/** Routes the clients' fetch calls straight into the route handlers, as Next would. */
async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const { pathname } = new URL(request.url);
  if (pathname.startsWith('/graphql')) return graphqlPost(request);
  const [area = '', ...call] = pathname.slice('/rest/v1/'.length).split('/').filter(Boolean);
  const context = { params: Promise.resolve({ area, call }) };
  return request.method === 'POST' ? restPost(request, context) : restGet(request, context);
}

beforeAll(async () => {
  rt = await startTestRuntime();
  vi.stubGlobal('fetch', fakeFetch);
  const visible = and(sql`${albums.releasedAt} <= now()`, sql`cardinality(${actors.bannedCountryCodes}) = 0`);
  const [row] = await rt.db
    .select({ id: albums.id, actorId: albums.actorId })
    .from(albums)
    .innerJoin(actors, eq(actors.id, albums.actorId))
    .where(and(eq(albums.type, 'album'), visible))
    .orderBy(asc(albums.id))
    .limit(1);
  const [picture] = await rt.db.select({ id: pictures.id }).from(pictures).where(eq(pictures.albumId, row?.id ?? 0)).limit(1);
  const [video] = await rt.db
    .select({ id: videos.id })
    .from(videos)
    .innerJoin(actors, eq(actors.id, videos.actorId))
    .where(and(sql`${videos.releasedAt} <= now()`, sql`cardinality(${actors.bannedCountryCodes}) = 0`))
    .limit(1);
  if (!row || !picture || !video) throw new Error('the seed lacks a visible album, picture or video');
  album = row;
  pictureId = picture.id;
  videoId = video.id;
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await stopTestRuntime(rt);
});

const sessionFor = (accessToken: string | null) => ({ language: 'en' as const, baseUrl: 'http://localhost', accessToken });

/** The sedcards rating as the control shows it: the factory's fetcher, §3 isLiked / isDisliked as the guest's own rating. */
async function loadSedcardsRating(session: ReturnType<typeof sessionFor>, actorId: number) {
  const { likes, dislikes, isLiked, isDisliked } = await fetchSedcardsRating(session, actorId);
  return { likes, dislikes, mine: mineOf({ isLiked, isDisliked }) };
}

describe('sendRating: §9 like 5 and dislike 1 for every subject, the answer as the control shows it', () => {
  it('album, picture, sedcards (§7 setSedcardsGuestRating/{actorId}) and video (rateVideo): one vote per guest, changeable', async () => {
    const { token } = await freshGuest(rt);
    const session = sessionFor(token);
    for (const [subject, id] of [['album', album.id], ['picture', pictureId], ['sedcards', album.actorId], ['video', videoId]] as const) {
      const liked = await sendRating(session, subject, id, 5);
      expect(liked.mine, subject).toBe(5);
      const disliked = await sendRating(session, subject, id, 1);
      expect(disliked, subject).toEqual({ likes: liked.likes - 1, dislikes: liked.dislikes + 1, mine: 1 });
      expect(await sendRating(session, subject, id, 1), subject).toEqual(disliked);
    }
  });

  it('a visitor\'s call is refused (401) and an unknown subject is 404: the control shows its error, nothing is counted', async () => {
    const [before] = await rt.db.select({ likes: albums.ratingLikes }).from(albums).where(eq(albums.id, album.id));
    await expect(sendRating(sessionFor(null), 'album', album.id, 5)).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    const { token } = await freshGuest(rt);
    await expect(sendRating(sessionFor(token), 'picture', 2_000_000_000, 5)).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    await expect(sendRating(sessionFor(token), 'sedcards', 2_000_000_000, 5)).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const [after] = await rt.db.select({ likes: albums.ratingLikes }).from(albums).where(eq(albums.id, album.id));
    expect(after?.likes).toBe(before?.likes);
  });
});

describe('loadSedcardsRating: §7 getsedcards with §9 limit 0, the sedcards rating as the control shows it', () => {
  it('answers the counts without pictures, and the guest\'s own rating only to that guest', async () => {
    const { token } = await freshGuest(rt);
    const before = await loadSedcardsRating(sessionFor(token), album.actorId);
    expect(before.mine).toBeNull();
    const liked = await sendRating(sessionFor(token), 'sedcards', album.actorId, 5);
    expect(await loadSedcardsRating(sessionFor(token), album.actorId)).toEqual(liked);
    expect(liked).toEqual({ likes: before.likes + 1, dislikes: before.dislikes, mine: 5 });
    expect((await loadSedcardsRating(sessionFor((await freshGuest(rt)).token), album.actorId)).mine).toBeNull();
  });
});

describe('sendTagSuggestion: §7 tag suggestion for an album, stored once, refusals by code', () => {
  it('stores the normalized tag once per guest; a repeat is a quiet success', async () => {
    const { guestId, token } = await freshGuest(rt);
    expect(await sendTagSuggestion(sessionFor(token), album.id, 'Golden Hour')).toBeNull();
    expect(await sendTagSuggestion(sessionFor(token), album.id, 'golden hour')).toBeNull();
    const rows = await rt.db
      .select({ tag: albumTagSuggestions.tag })
      .from(albumTagSuggestions)
      .where(and(eq(albumTagSuggestions.guestId, guestId), eq(albumTagSuggestions.albumId, album.id)));
    expect(rows).toEqual([{ tag: 'Golden Hour' }]);
  });

  it('an unknown album is notFound, an expired session is session, a tag the server refuses is its own problem; nothing is stored', async () => {
    const { guestId, token } = await freshGuest(rt);
    expect(await sendTagSuggestion(sessionFor(token), 2_000_000_000, 'beach')).toBe('notFound');
    expect(await sendTagSuggestion(sessionFor('not-a-token'), album.id, 'beach')).toBe('session');
    expect(await sendTagSuggestion(sessionFor(token), album.id, '<b>')).toBe('chars');
    const rows = await rt.db.select({ id: albumTagSuggestions.id }).from(albumTagSuggestions).where(eq(albumTagSuggestions.guestId, guestId));
    expect(rows).toEqual([]);
  });
});
