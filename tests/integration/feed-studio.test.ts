import { asc, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as restGet } from '@/app/rest/v1/[area]/[...call]/route';
import { mediathekResponseSchema } from '@/lib/contracts/personal';
import { studioFeedCommentAnswerSchema, studioFeedPostAnswerSchema } from '@/lib/contracts/feed';
import { performers } from '@/lib/server/db/schema/accounts';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, pictures, videos } from '@/lib/server/db/schema/catalog';
import { feedComments, feedPosts } from '@/lib/server/db/schema/feed';
import { buyPost } from '@/lib/server/feed/buy-post';
import { getPost } from '@/lib/server/feed/get-post';
import type { AppRuntime } from '@/lib/server/runtime';
import { performerAccessFor } from '@/lib/server/studio/performer-token';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { feedGuest, insertFeedPost } from './feed-fixture';
import { studioCall } from './studio-calls';

let rt: AppRuntime;
let actorId: number;
let token: string;
beforeAll(async () => {
  rt = await startTestRuntime();
  const [actor] = await rt.db.select({ id: actors.id }).from(actors).orderBy(asc(actors.id)).limit(1);
  actorId = actor!.id;
  const [login] = await rt.db.insert(performers).values({ actorId, email: `feed-studio-${Date.now()}@studio.example`, passwordHash: 'not-a-login' }).returning({ id: performers.id });
  token = (await performerAccessFor(rt.tokenKey, { performerId: login!.id, actorId, tokenVersion: 0 }, new Date())).accessToken;
}, 120_000);
afterAll(() => stopTestRuntime(rt));

const create = (body: unknown, auth = token) => studioCall('POST', 'feed/post', body, { token: auth });

describe('studio: her feed posts', () => {
  it('posts text, her own pictures and her own video; media not hers or bad input is a 422', async () => {
    const [own] = await rt.db.select({ id: pictures.id }).from(pictures).innerJoin(albums, eq(albums.id, pictures.albumId)).where(eq(albums.actorId, actorId)).limit(2);
    const [video] = await rt.db.select({ id: videos.id }).from(videos).where(eq(videos.actorId, actorId)).limit(1);
    const [foreign] = await rt.db.select({ id: pictures.id }).from(pictures).innerJoin(albums, eq(albums.id, pictures.albumId)).where(ne(albums.actorId, actorId)).limit(1);

    const text = await create({ type: 'text', title: 'Hello', text: 'A quiet day.', fsk: 16 });
    expect(text.status).toBe(200);
    const post = studioFeedPostAnswerSchema.parse(((await text.json()) as { data: unknown }).data).post;
    expect(post).toMatchObject({ type: 'text', title: 'Hello', model: { id: actorId } });

    const photos = await create({ type: 'photos', title: 'Pictures', photoIds: [own!.id], priceCoins: 20, tippingGoalCoins: 500, fsk: 16 });
    expect(photos.status).toBe(200);
    const clip = await create({ type: 'clip', title: 'Clip', videoId: video!.id, fsk: 16 });
    expect(clip.status).toBe(200);

    for (const bad of [
      { type: 'photos', title: 'Not mine', photoIds: [foreign!.id], fsk: 16 },
      { type: 'photos', title: 'No photos', fsk: 16 },
      { type: 'text', title: '', fsk: 16 },
      { type: 'text', title: 'Price', priceCoins: -5, fsk: 16 },
      { type: 'video', title: 'Wrong type', fsk: 16 },
    ]) {
      expect((await create(bad)).status).toBe(422);
    }
    const guest = await feedGuest(rt);
    expect((await create({ type: 'text', title: 'Guest', fsk: 16 }, guest.token)).status).toBe(401);
  });

  it('deletes only her own post', async () => {
    const { post } = await insertFeedPost(rt, { priceCoins: 4, withPhotos: true });
    const buyer = await feedGuest(rt, { cents: 500 });
    await buyPost(rt.db, buyer.guestId, post.id, new Date());
    const [other] = await rt.db.select({ id: actors.id }).from(actors).where(ne(actors.id, actorId)).limit(1);
    const [foreign] = await rt.db.insert(feedPosts).values({ actorId: other!.id, type: 'text', title: 'Hers', imageSeed: 1, createdAt: new Date(), publishedAt: new Date() }).returning();
    expect((await studioCall('POST', `feed/post/${foreign!.id}/delete`, {}, { token })).status).toBe(404);
    expect((await studioCall('POST', `feed/post/${post.id}/delete`, {}, { token })).status).toBe(200);
    const [row] = await rt.db.select({ status: feedPosts.status }).from(feedPosts).where(eq(feedPosts.id, post.id));
    expect(row!.status).toBe('deleted');
    // Gone from the feed, but the guest who paid for it keeps it (media library link).
    const as = (guestId: number) => ({ viewer: { guestId, avsAccepted: false }, tokenKey: rt.tokenKey, now: new Date() });
    expect((await getPost(rt.db, post.id, as(buyer.guestId))).photos[0]?.url).toMatch(/^\/media\/feed\//);
    const stranger = await feedGuest(rt);
    await expect(getPost(rt.db, post.id, as(stranger.guestId))).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('studio: her comments under her posts', () => {
  const comment = (postId: number, body: unknown, auth = token) => studioCall('POST', `feed/post/${postId}/comment`, body, { token: auth });

  it('she answers a guest and a reply to her; guests see them as the creator’s; not her post, a foreign comment or bad input write nothing', async () => {
    const { post } = await insertFeedPost(rt, {});
    const guest = await feedGuest(rt);
    const [guestComment] = await rt.db.insert(feedComments).values({ postId: post.id, guestId: guest.guestId, text: 'Lovely!', createdAt: new Date() }).returning();

    const answered = await comment(post.id, { text: '  Thank you!  ', repliesToCommentId: guestComment!.id });
    expect(answered.status).toBe(200);
    const reply = studioFeedCommentAnswerSchema.parse(((await answered.json()) as { data: unknown }).data).comment;
    expect(reply).toMatchObject({ parentId: guestComment!.id, conversationId: guestComment!.id, isCreator: true, isReplyToReply: false, text: 'Thank you!' });
    const [guestReply] = await rt.db.insert(feedComments).values({ postId: post.id, guestId: guest.guestId, parentId: reply.id, conversationId: guestComment!.id, isReplyToReply: true, text: 'You are welcome', createdAt: new Date() }).returning();
    const deeper = studioFeedCommentAnswerSchema.parse(((await (await comment(post.id, { text: 'See you tonight', repliesToCommentId: guestReply!.id })).json()) as { data: unknown }).data).comment;
    expect(deeper).toMatchObject({ parentId: guestReply!.id, conversationId: guestComment!.id, isReplyToReply: true, isCreator: true });

    // The guest reads her answers as the performer's, not as his own.
    const seen = await getPost(rt.db, post.id, { viewer: { guestId: guest.guestId, avsAccepted: false }, tokenKey: rt.tokenKey, now: new Date() });
    const [name] = await rt.db.select({ name: actors.name }).from(actors).where(eq(actors.id, actorId));
    expect(seen.comments.filter((c) => c.isCreator).map((c) => ({ text: c.text, user: c.user }))).toEqual([
      { text: 'Thank you!', user: { id: actorId, name: name!.name, isOwn: false } },
      { text: 'See you tonight', user: { id: actorId, name: name!.name, isOwn: false } },
    ]);

    const [other] = await rt.db.select({ id: actors.id }).from(actors).where(ne(actors.id, actorId)).limit(1);
    const [foreignPost] = await rt.db.insert(feedPosts).values({ actorId: other!.id, type: 'text', title: 'Hers', imageSeed: 1, createdAt: new Date(), publishedAt: new Date() }).returning();
    const [foreignComment] = await rt.db.insert(feedComments).values({ postId: foreignPost!.id, guestId: guest.guestId, text: 'Elsewhere', createdAt: new Date() }).returning();
    expect((await comment(foreignPost!.id, { text: 'Not mine' })).status).toBe(404);
    expect((await comment(post.id, { text: 'Wrong thread', repliesToCommentId: foreignComment!.id })).status).toBe(404);
    expect((await comment(post.id, { text: '   ' })).status).toBe(422);
    expect((await comment(post.id, { text: 'x'.repeat(1001) })).status).toBe(422);
    expect((await comment(post.id, { text: 'As a guest' }, guest.token)).status).toBe(401);
    const written = await rt.db.select({ text: feedComments.text }).from(feedComments).where(eq(feedComments.postId, post.id));
    expect(written.map((c) => c.text).sort()).toEqual(['Lovely!', 'See you tonight', 'Thank you!', 'You are welcome']);
  });
});

describe('media library: feed sections', () => {
  it('bought feed clips land in videos · feed, bought photo posts in photos · feed', async () => {
    const clip = await insertFeedPost(rt, { priceCoins: 4, withClip: true });
    const photos = await insertFeedPost(rt, { priceCoins: 4, withPhotos: true });
    const { guestId, token: guestToken } = await feedGuest(rt, { cents: 1000 });
    await buyPost(rt.db, guestId, clip.post.id, new Date());
    await buyPost(rt.db, guestId, photos.post.id, new Date());
    const section = async (kind: string) => {
      const request = new Request(`http://localhost/rest/v1/guest/mediathek/?kind=${kind}&section=feed`, { headers: { Authorization: `Bearer ${guestToken}` } });
      const response = await restGet(request, { params: Promise.resolve({ area: 'guest', call: ['mediathek'] }) });
      expect(response.status).toBe(200);
      return mediathekResponseSchema.parse(await response.json()).data;
    };
    const videosPage = await section('videos');
    expect(videosPage.items.map((item) => item.id)).toEqual([clip.post.id]);
    expect(videosPage.items[0]).toMatchObject({ mediaType: 'video', source: 'purchased', link: `/feed/?post=${clip.post.id}` });
    const photosPage = await section('photos');
    expect(photosPage.items.map((item) => item.id)).toEqual([photos.post.id]);
  });
});

describe('the feed seed', () => {
  it('seeds a year of mixed posts: ~40% paid, tipping goals (some achieved), pinned posts, threads with replies to replies', async () => {
    const [stats] = await rt.db
      .select({
        total: sql<number>`count(*)::int`,
        paid: sql<number>`count(*) filter (where ${feedPosts.priceCoins} > 0)::int`,
        goals: sql<number>`count(*) filter (where ${feedPosts.tippingGoalCoins} is not null)::int`,
        achieved: sql<number>`count(*) filter (where ${feedPosts.tipsSumCoins} >= ${feedPosts.tippingGoalCoins})::int`,
        pinned: sql<number>`count(*) filter (where ${feedPosts.pinned})::int`,
        types: sql<number>`count(distinct ${feedPosts.type})::int`,
        spanDays: sql<number>`extract(day from max(${feedPosts.publishedAt}) - min(${feedPosts.publishedAt}))::int`,
      })
      .from(feedPosts);
    if (!stats) throw new Error('no stats');
    expect(stats.total).toBeGreaterThanOrEqual(300);
    expect(stats.paid / stats.total).toBeGreaterThan(0.25);
    expect(stats.paid / stats.total).toBeLessThan(0.6);
    expect(stats.goals).toBeGreaterThan(0);
    expect(stats.achieved).toBeGreaterThan(0);
    expect(stats.pinned).toBeGreaterThan(0);
    expect(stats.types).toBeGreaterThanOrEqual(4);
    expect(stats.spanDays).toBeGreaterThan(300);
    const deep = await rt.db.select({ id: feedComments.id }).from(feedComments).where(eq(feedComments.isReplyToReply, true)).limit(1);
    expect(deep).toHaveLength(1);
  });
});
