import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as graphqlPost } from '@/app/graphql/route';
import { GET, POST } from '@/app/rest/v1/[area]/[...call]/route';
import { albumCommentsSchema, albumDetailSchema, sedcardsSchema } from '@/lib/contracts/album';
import { dataEnvelope } from '@/lib/contracts/envelope';
import { albumViewResponseSchema, postCommentResponseSchema, ratingResponseSchema } from '@/lib/contracts/social';
import { guests } from '@/lib/server/db/schema/accounts';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, pictures, videos } from '@/lib/server/db/schema/catalog';
import { albumComments } from '@/lib/server/db/schema/content';
import { albumTagSuggestions, guestRatings } from '@/lib/server/db/schema/social';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
let album: { id: number; actorId: number };
let pictureId: number;
let videoId: number;

beforeAll(async () => {
  rt = await startTestRuntime();
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
afterAll(() => stopTestRuntime(rt));

function call(method: 'GET' | 'POST', path: string, options: { body?: unknown; token?: string; query?: string } = {}): Promise<Response> {
  const [area = '', ...rest] = path.split('/');
  const request = new Request(`http://localhost/rest/v1/${path}/${options.query ?? ''}`, {
    method,
    headers: { 'content-type': 'application/json', ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}) },
    body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
  });
  return (method === 'GET' ? GET : POST)(request, { params: Promise.resolve({ area, call: rest }) });
}

async function ok<T>(response: Response, schema: { parse: (value: unknown) => T }): Promise<T> {
  expect(response.status).toBe(200);
  return schema.parse(await response.json());
}

async function albumRow(id = album.id) {
  const [row] = await rt.db.select({ views: albums.totalViews, likes: albums.ratingLikes, dislikes: albums.ratingDislikes }).from(albums).where(eq(albums.id, id));
  if (!row) throw new Error('album gone');
  return row;
}

describe('POST gallery/view: §3 albumTotalViews counts logged-in guests only, once per guest, album and day', () => {
  it('anonymous → 401 and nothing counted; a guest counts once a day; another guest counts again', async () => {
    const before = (await albumRow()).views;
    await expectError(await call('POST', 'gallery/view', { body: { albumId: album.id } }), 401, 'UNAUTHORIZED');
    expect((await albumRow()).views).toBe(before);

    const { token } = await freshGuest(rt);
    const first = (await ok(await call('POST', 'gallery/view', { body: { albumId: album.id }, token }), albumViewResponseSchema)).data;
    expect(first).toEqual({ albumId: album.id, albumTotalViews: before + 1, counted: true });
    const again = (await ok(await call('POST', 'gallery/view', { body: { albumId: album.id }, token }), albumViewResponseSchema)).data;
    expect(again).toEqual({ albumId: album.id, albumTotalViews: before + 1, counted: false });
    const other = (await ok(await call('POST', 'gallery/view', { body: { albumId: album.id }, token: (await freshGuest(rt)).token }), albumViewResponseSchema)).data;
    expect(other.albumTotalViews).toBe(before + 2);
    expect((await albumRow()).views).toBe(before + 2);
  });

  it('an unknown album is 404, a bad id 422', async () => {
    const { token } = await freshGuest(rt);
    await expectError(await call('POST', 'gallery/view', { body: { albumId: 1 }, token }), 404, 'NOT_FOUND');
    await expectError(await call('POST', 'gallery/view', { body: { albumId: 'x' }, token }), 422, 'VALIDATION_FAILED');
  });
});

describe('POST gallery/rateAlbum: §9 like 5, dislike 1; one rating per guest and album, changeable', () => {
  it('likes, changes to a dislike, never counts twice, and gallery/open reports isLiked/isDisliked', async () => {
    const start = await albumRow();
    const { token } = await freshGuest(rt);
    const like = (await ok(await call('POST', 'gallery/rateAlbum', { body: { albumId: album.id, rating: 5 }, token }), ratingResponseSchema)).data;
    expect(like).toEqual({ subject: 'album', id: album.id, rating: { likes: start.likes + 1, dislikes: start.dislikes }, isLiked: true, isDisliked: false });
    const twice = (await ok(await call('POST', 'gallery/rateAlbum', { body: { albumId: album.id, rating: 5 }, token }), ratingResponseSchema)).data;
    expect(twice.rating).toEqual(like.rating);

    const opened = dataEnvelope(albumDetailSchema).parse(await (await call('GET', 'gallery/open', { token, query: `?albumId=${album.id}` })).json()).data;
    expect(opened).toMatchObject({ isLiked: true, isDisliked: false, guestInfo: { isLiked: true, isDisliked: false } });
    expect(opened.rating).toEqual(like.rating);

    // §7's own name for the call and field.
    const dislike = (await ok(await call('POST', 'gallery/setGuestRating', { body: { albumId: album.id, guestRating: 1 }, token }), ratingResponseSchema)).data;
    expect(dislike).toMatchObject({ rating: { likes: start.likes, dislikes: start.dislikes + 1 }, isLiked: false, isDisliked: true });
    expect(await albumRow()).toMatchObject({ likes: start.likes, dislikes: start.dislikes + 1 });
  });

  it('keeps the counters exact when many guests (and one guest many times) rate at once', async () => {
    const start = await albumRow();
    const tokens = await Promise.all(Array.from({ length: 8 }, async () => (await freshGuest(rt)).token));
    const same = (await freshGuest(rt)).token;
    const answers = await Promise.all([
      ...tokens.map((token) => call('POST', 'gallery/rateAlbum', { body: { albumId: album.id, rating: 5 }, token })),
      ...Array.from({ length: 5 }, () => call('POST', 'gallery/rateAlbum', { body: { albumId: album.id, rating: 1 }, token: same })),
    ]);
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    expect(await albumRow()).toMatchObject({ likes: start.likes + 8, dislikes: start.dislikes + 1 });
  });

  it('refuses other values (422), visitors (401) and unknown albums (404)', async () => {
    const { token } = await freshGuest(rt);
    await expectError(await call('POST', 'gallery/rateAlbum', { body: { albumId: album.id, rating: 3 }, token }), 422, 'VALIDATION_FAILED');
    await expectError(await call('POST', 'gallery/rateAlbum', { body: { albumId: album.id, rating: 5 } }), 401, 'UNAUTHORIZED');
    await expectError(await call('POST', 'gallery/rateAlbum', { body: { albumId: 1, rating: 5 }, token }), 404, 'NOT_FOUND');
  });
});

describe('picture, sedcard and video ratings', () => {
  it('POST gallery/ratePicture (and §7 setPictureGuestRating) moves the picture counters once per guest', async () => {
    const [before] = await rt.db.select({ likes: pictures.ratingLikes, dislikes: pictures.ratingDislikes }).from(pictures).where(eq(pictures.id, pictureId));
    const { token } = await freshGuest(rt);
    const liked = (await ok(await call('POST', 'gallery/ratePicture', { body: { pictureId, rating: 5 }, token }), ratingResponseSchema)).data;
    expect(liked).toMatchObject({ subject: 'picture', id: pictureId, rating: { likes: (before?.likes ?? 0) + 1, dislikes: before?.dislikes }, isLiked: true });
    const changed = (await ok(await call('POST', 'gallery/setPictureGuestRating', { body: { pictureId, guestRating: 1 }, token }), ratingResponseSchema)).data;
    expect(changed.rating).toEqual({ likes: before?.likes, dislikes: (before?.dislikes ?? 0) + 1 });
    await expectError(await call('POST', 'gallery/ratePicture', { body: { pictureId: 1, rating: 5 }, token }), 404, 'NOT_FOUND');
  });

  it('POST actor/setSedcardsGuestRating/{actorId} {value}: the sedcards rating getsedcards reports, with isLiked for the guest', async () => {
    const { token } = await freshGuest(rt);
    const sedcards = dataEnvelope(sedcardsSchema);
    const before = (await ok(await call('GET', `gallery/getsedcards/${album.actorId}`), sedcards)).data;
    const liked = (await ok(await call('POST', `actor/setSedcardsGuestRating/${album.actorId}`, { body: { value: 5 }, token }), ratingResponseSchema)).data;
    expect(liked).toMatchObject({ subject: 'sedcards', id: album.actorId, rating: { likes: before.rating.likes + 1, dislikes: before.rating.dislikes }, isLiked: true });
    const mine = (await ok(await call('GET', `gallery/getsedcards/${album.actorId}`, { token }), sedcards)).data;
    expect(mine).toMatchObject({ rating: liked.rating, guestRatingLikes: liked.rating.likes, isLiked: true, isDisliked: false });
    expect((await ok(await call('GET', `gallery/getsedcards/${album.actorId}`), sedcards)).data.isLiked).toBe(false);
    // §7 lists it under gallery with {guestRating}, too.
    const disliked = (await ok(await call('POST', `gallery/setSedcardsGuestRating/${album.actorId}`, { body: { guestRating: 1 }, token }), ratingResponseSchema)).data;
    expect(disliked.rating).toEqual({ likes: before.rating.likes, dislikes: before.rating.dislikes + 1 });
    await expectError(await call('POST', 'actor/setSedcardsGuestRating/1', { body: { value: 5 }, token }), 404, 'NOT_FOUND');
    await expectError(await call('POST', `actor/setSedcardsGuestRating/${album.actorId}`, { body: { value: 5 } }), 401, 'UNAUTHORIZED');
  });

  it('GraphQL rateVideo(videoId, like): the counts and guestInfo.liked; a visitor is UNAUTHORIZED', async () => {
    const gql = async (query: string, token?: string) => {
      const response = await graphqlPost(
        new Request('http://localhost/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ query }),
        }),
      );
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return (await response.json()) as { data?: any; errors?: { extensions?: { code?: string } }[] };
    };
    const [before] = await rt.db.select({ likes: videos.ratingLikes, dislikes: videos.ratingDislikes }).from(videos).where(eq(videos.id, videoId));
    const mutation = (like: boolean) => `mutation { rateVideo(videoId: ${videoId}, like: ${like}) { videoId rating { likes dislikes } liked disliked guestInfo { liked bought } } }`;
    expect((await gql(mutation(true))).errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    const { token } = await freshGuest(rt);
    const liked = (await gql(mutation(true), token)).data.rateVideo;
    expect(liked).toEqual({ videoId, rating: { likes: (before?.likes ?? 0) + 1, dislikes: before?.dislikes }, liked: true, disliked: false, guestInfo: { liked: true, bought: false } });
    const disliked = (await gql(mutation(false), token)).data.rateVideo;
    expect(disliked).toMatchObject({ rating: { likes: before?.likes, dislikes: (before?.dislikes ?? 0) + 1 }, liked: false, disliked: true, guestInfo: { liked: false } });
    expect((await gql(`mutation { rateVideo(videoId: 1, like: true) { videoId } }`, token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const rows = await rt.db.select().from(guestRatings).where(and(eq(guestRatings.subject, 'video'), eq(guestRatings.subjectId, videoId)));
    expect(rows).toHaveLength(1);
  });
});

describe('POST gallery/postComment: §7 the comment is prepended, the total rises by 1, and the guest may not comment that album again', () => {
  const comments = dataEnvelope(albumCommentsSchema);
  const post = (body: unknown, token?: string) => call('POST', 'gallery/postComment', { body, token });

  it('stores the trimmed text as written, answers it with the new total; getComments then says no more commenting', async () => {
    const before = (await ok(await call('GET', 'gallery/getComments', { query: `?albumId=${album.id}&limit=5` }), comments)).data;
    const { token } = await freshGuest(rt);
    expect((await ok(await call('GET', 'gallery/getComments', { token, query: `?albumId=${album.id}&limit=5` }), comments)).data.isGuestAllowedToCommentAlbum).toBe(true);
    const text = '  Lovely light, 5 < 6 & "quotes" stay as text  ';
    const answer = (await ok(await post({ albumId: album.id, text }, token), postCommentResponseSchema)).data;
    expect(answer).toMatchObject({ albumId: album.id, commentsTotal: before.commentsTotal + 1, isGuestAllowedToCommentAlbum: false, comment: { text: text.trim() } });
    const after = (await ok(await call('GET', 'gallery/getComments', { token, query: `?albumId=${album.id}&limit=5` }), comments)).data;
    expect(after.comments[0]).toEqual(answer.comment);
    expect(after).toMatchObject({ commentsTotal: before.commentsTotal + 1, isGuestAllowedToCommentAlbum: false });
    await expectError(await post({ albumId: album.id, text: 'A second one' }, token), 409, 'ALREADY_COMMENTED');
  });

  it('a guest blocked from comments gets 403 COMMENTS_BLOCKED; visitors 401; unknown albums 404', async () => {
    const { guestId, token } = await freshGuest(rt);
    await rt.db.update(guests).set({ isBlockedForComments: true }).where(eq(guests.id, guestId));
    await expectError(await post({ albumId: album.id, text: 'Hello' }, token), 403, 'COMMENTS_BLOCKED');
    await expectError(await post({ albumId: album.id, text: 'Hello' }), 401, 'UNAUTHORIZED');
    await expectError(await post({ albumId: 1, text: 'Hello' }, (await freshGuest(rt)).token), 404, 'NOT_FOUND');
  });

  it('rejects empty, too long (over 500) and HTML text with 422, storing nothing; §7 commentText is read too', async () => {
    const { guestId, token } = await freshGuest(rt);
    for (const text of ['', '   ', 'x'.repeat(501), '<script>alert(1)</script>', 'nice <b>pic</b>', 'bye </p>', '<img src=x onerror=alert(1)>']) {
      await expectError(await post({ albumId: album.id, text }, token), 422, 'VALIDATION_FAILED');
    }
    expect(await rt.db.select().from(albumComments).where(eq(albumComments.guestId, guestId))).toEqual([]);
    const answer = (await ok(await post({ albumId: album.id, commentText: 'x'.repeat(500) }, token), postCommentResponseSchema)).data;
    expect(answer.comment.text).toHaveLength(500);
  });

  it('one comment per guest even when the same guest posts twice at once', async () => {
    const { guestId, token } = await freshGuest(rt);
    const statuses = (await Promise.all([post({ albumId: album.id, text: 'one' }, token), post({ albumId: album.id, text: 'two' }, token)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await rt.db.select().from(albumComments).where(and(eq(albumComments.guestId, guestId), eq(albumComments.albumId, album.id)))).toHaveLength(1);
  });
});

describe('POST gallery/suggestTag {albumId, tag}', () => {
  it('stores one suggestion per guest, album and tag (any case), answers {success}', async () => {
    const { guestId, token } = await freshGuest(rt);
    const first = await call('POST', 'gallery/suggestTag', { body: { albumId: album.id, tag: '  Golden   hour ' }, token });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true });
    expect((await call('POST', 'gallery/suggestTag', { body: { albumId: album.id, tag: 'golden hour' }, token })).status).toBe(200);
    expect((await call('POST', 'gallery/suggestTag', { body: { albumId: album.id, tag: 'Beach-Life 2' }, token })).status).toBe(200);
    const rows = await rt.db.select({ tag: albumTagSuggestions.tag }).from(albumTagSuggestions).where(eq(albumTagSuggestions.guestId, guestId)).orderBy(asc(albumTagSuggestions.id));
    expect(rows.map((r) => r.tag)).toEqual(['Golden hour', 'Beach-Life 2']);
  });

  it('refuses tags outside 2–40 letters, digits, spaces and hyphens (422), visitors (401), unknown albums (404)', async () => {
    const { token } = await freshGuest(rt);
    for (const tag of ['a', 'x'.repeat(41), '<b>', 'tag;drop', '   ']) {
      await expectError(await call('POST', 'gallery/suggestTag', { body: { albumId: album.id, tag }, token }), 422, 'VALIDATION_FAILED');
    }
    await expectError(await call('POST', 'gallery/suggestTag', { body: { albumId: album.id, tag: 'fine' } }), 401, 'UNAUTHORIZED');
    await expectError(await call('POST', 'gallery/suggestTag', { body: { albumId: 1, tag: 'fine' }, token }), 404, 'NOT_FOUND');
  });
});
