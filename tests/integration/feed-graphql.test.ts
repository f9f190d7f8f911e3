import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/feed/graphql/route';
import { GET as mediaGet } from '@/app/media/feed/[file]/route';
import { feedPosts, feedPurchases, feedTips } from '@/lib/server/db/schema/feed';
import { ledgerTransactions } from '@/lib/server/db/schema/ledger';
import type { AppRuntime } from '@/lib/server/runtime';
import { subscribeToBroadcast } from '@/lib/server/realtime/broadcast-events';
import { getBalance } from '@/lib/server/wallet/ledger';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { feedGuest, insertFeedPost } from './feed-fixture';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
}, 120_000);
afterAll(() => stopTestRuntime(rt));

const POST_FIELDS = 'id locked text priceCoins guestState { bought liked } clip { sources { src } } photos { url } tippingGoal { goalCoins tipsSumCoins progressPercent achieved version } comments { id parentId conversationId isReplyToReply }';
const GET_POST = `query($id: Int!) { post(id: $id) { ${POST_FIELDS} } }`;
const BUY = `mutation($id: Int!) { buyPost(id: $id) { success guestBalance post { ${POST_FIELDS} } } }`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; data?: any; errors?: { extensions?: { code?: string } }[] };
async function gql(query: string, variables: Record<string, unknown>, token?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await POST(new Request('http://localhost/feed/graphql?language=en', { method: 'POST', headers, body: JSON.stringify({ query, variables }) }));
  return { status: response.status, ...((await response.json()) as object) };
}
const balance = (guestId: number) => getBalance(rt.db, { ownerType: 'guest', ownerId: guestId, currency: 'EUR' });
const bytes = (url: string, cookie?: string) => {
  const file = new URL(url, 'http://localhost').pathname.split('/').pop()!;
  return mediaGet(new Request(new URL(url, 'http://localhost'), { headers: cookie ? { cookie } : {} }), { params: Promise.resolve({ file }) });
};

describe('§7 feed service: paid content', () => {
  it('a locked paid post shows a teaser and no media URL to a visitor or a non-buyer', async () => {
    const { post } = await insertFeedPost(rt, { priceCoins: 20, withClip: true, fsk: 16 });
    const visitor = await gql(GET_POST, { id: post.id });
    expect(visitor.data.post).toMatchObject({ locked: true, clip: { sources: [] } });
    expect(visitor.data.post.text.length).toBeLessThan(300);
    const { token } = await feedGuest(rt);
    const guest = await gql(GET_POST, { id: post.id }, token);
    expect(guest.data.post).toMatchObject({ locked: true, clip: { sources: [] }, guestState: { bought: false } });
  });

  it('20 parallel buys by one guest charge once (priceCoins × 25 cents) and unlock the media', async () => {
    const { post } = await insertFeedPost(rt, { priceCoins: 20, withPhotos: true, fsk: 16 });
    const { guestId, token, cookie } = await feedGuest(rt, { cents: 2000 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => gql(BUY, { id: post.id }, token)));
    for (const answer of answers) expect(answer.data?.buyPost?.success).toBe(true);
    expect(await balance(guestId)).toBe(2000 - 20 * 25);
    const rows = await rt.db.select().from(feedPurchases).where(and(eq(feedPurchases.guestId, guestId), eq(feedPurchases.postId, post.id)));
    expect(rows).toHaveLength(1);
    const after = await gql(GET_POST, { id: post.id }, token);
    expect(after.data.post).toMatchObject({ locked: false, guestState: { bought: true } });
    const url = after.data.post.photos[0].url as string;
    expect(url).toMatch(/^\/media\/feed\//);
    expect((await bytes(url, cookie)).status).toBe(200);
  });

  it('not enough money: 409 INSUFFICIENT_FUNDS and nothing written', async () => {
    const { post } = await insertFeedPost(rt, { priceCoins: 40 });
    const { guestId, token } = await feedGuest(rt, { cents: 999 });
    const [{ count: before }] = (await rt.db.select({ count: sql<number>`count(*)::int` }).from(ledgerTransactions)) as [{ count: number }];
    const answer = await gql(BUY, { id: post.id }, token);
    expect(answer.errors?.[0]?.extensions?.code).toBe('INSUFFICIENT_FUNDS');
    expect(await balance(guestId)).toBe(999);
    expect(await rt.db.select().from(feedPurchases).where(eq(feedPurchases.guestId, guestId))).toHaveLength(0);
    const [{ count: after }] = (await rt.db.select({ count: sql<number>`count(*)::int` }).from(ledgerTransactions)) as [{ count: number }];
    expect(after).toBe(before);
  });

  it('the byte route refuses a non-buyer (403, no bytes) and an unverified guest on fsk 18', async () => {
    const { post } = await insertFeedPost(rt, { priceCoins: 10, withClip: true, fsk: 18 });
    const verified = await feedGuest(rt, { cents: 1000, avs: true });
    await gql(BUY, { id: post.id }, verified.token);
    const unlocked = await gql(GET_POST, { id: post.id }, verified.token);
    const url = unlocked.data.post.clip.sources[0].src as string;
    expect((await bytes(url, verified.cookie)).status).toBe(200);
    // Another guest with the buyer's URL: the URL is the buyer's alone.
    const other = await feedGuest(rt, { avs: true });
    const stolen = await bytes(url, other.cookie);
    expect(stolen.status).toBe(403);
    expect(stolen.headers.get('content-type')).toContain('json');
    // The buyer loses the age verification: refused now, with the code he can act on.
    await rt.db.execute(sql`update guests set avs_status = 'unknown' where id = ${verified.guestId}`);
    const unverified = await bytes(url, verified.cookie);
    expect(unverified.status).toBe(403);
    expect(((await unverified.json()) as { error: { code: string } }).error.code).toBe('AGE_VERIFICATION_REQUIRED');
    // An unverified buyer of an fsk-18 post gets no URL at all.
    const buyer = await feedGuest(rt, { cents: 1000 });
    const bought = await gql(BUY, { id: post.id }, buyer.token);
    expect(bought.data.buyPost.post.clip.sources).toEqual([]);
  });
});

describe('§7 feed service: tips, comments, likes, auth, input', () => {
  it('a tip raises the goal and its version; reaching it marks it achieved', async () => {
    const { post } = await insertFeedPost(rt, { tippingGoalCoins: 100, tipsSumCoins: 60 });
    const { guestId, token } = await feedGuest(rt, { cents: 5000 });
    const events: unknown[] = [];
    const stop = subscribeToBroadcast(rt.pubsub, (message) => events.push(message));
    const TIP = 'mutation($input: TipPostInput!) { tipPost(input: $input) { success guestBalance tippingGoal { tipsSumCoins progressPercent achieved version } } }';
    const first = await gql(TIP, { input: { postId: post.id, amountCoins: 20 } }, token);
    expect(first.data.tipPost.tippingGoal).toEqual({ tipsSumCoins: 80, progressPercent: 80, achieved: false, version: 1 });
    const second = await gql(TIP, { input: { postId: post.id, amountCoins: 30 } }, token);
    expect(second.data.tipPost.tippingGoal).toEqual({ tipsSumCoins: 110, progressPercent: 100, achieved: true, version: 2 });
    expect(await balance(guestId)).toBe(5000 - 50 * 25);
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    // Every page gets the new goal state, with a version that orders the events.
    expect(events).toContainEqual({ type: 'feedTippingGoal', postId: post.id, tippingGoal: { goalCoins: 100, tipsSumCoins: 110, progressPercent: 100, achieved: true, version: 2 } });
    expect(await rt.db.select().from(feedTips).where(eq(feedTips.postId, post.id))).toHaveLength(2);
    const poor = await feedGuest(rt, { cents: 10 });
    const refused = await gql(TIP, { input: { postId: post.id, amountCoins: 1000 } }, poor.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('INSUFFICIENT_FUNDS');
    const [row] = await rt.db.select({ sum: feedPosts.tipsSumCoins }).from(feedPosts).where(eq(feedPosts.id, post.id));
    expect(row!.sum).toBe(110);
    // §3 comment `tipped`: the tipper's comment is marked, the non-tipper's is not.
    const COMMENT = 'mutation($input: CommentPostInput!) { commentPost(input: $input) { id } }';
    await gql(COMMENT, { input: { postId: post.id, text: 'from the tipper' } }, token);
    await gql(COMMENT, { input: { postId: post.id, text: 'from the poor' } }, poor.token);
    const read = await gql(`query($id: Int!) { post(id: $id) { comments { text tipped } } }`, { id: post.id });
    expect(read.data.post.comments).toEqual([{ text: 'from the tipper', tipped: true }, { text: 'from the poor', tipped: false }]);
  });

  it('a tip on a post without a goal is a plain tip: booked once through the ledger, no goal event', async () => {
    const { post } = await insertFeedPost(rt, {});
    const { guestId, token } = await feedGuest(rt, { cents: 1000 });
    const events: unknown[] = [];
    const stop = subscribeToBroadcast(rt.pubsub, (message) => events.push(message));
    const TIP = 'mutation($input: TipPostInput!) { tipPost(input: $input) { success guestBalance tippingGoal { goalCoins } } }';
    const answer = await gql(TIP, { input: { postId: post.id, amountCoins: 8 } }, token);
    expect(answer.data.tipPost).toEqual({ success: true, guestBalance: 1000 - 8 * 25, tippingGoal: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(await balance(guestId)).toBe(1000 - 8 * 25);
    expect(await rt.db.select({ amount: feedTips.amountCoins }).from(feedTips).where(eq(feedTips.postId, post.id))).toEqual([{ amount: 8 }]);
    expect(events.filter((event) => (event as { type?: string }).type === 'feedTippingGoal')).toEqual([]);
  });

  it('replies to replies are allowed and marked; only the own comment can be deleted; a blocked guest is refused', async () => {
    const { post } = await insertFeedPost(rt, {});
    const a = await feedGuest(rt);
    const b = await feedGuest(rt);
    const COMMENT = 'mutation($input: CommentPostInput!) { commentPost(input: $input) { id parentId conversationId isReplyToReply text user { isOwn } } }';
    const root = (await gql(COMMENT, { input: { postId: post.id, text: '  hello  ' } }, a.token)).data.commentPost;
    expect(root).toMatchObject({ parentId: null, isReplyToReply: false, text: 'hello', user: { isOwn: true } });
    const reply = (await gql(COMMENT, { input: { postId: post.id, text: 'reply', repliesToCommentId: root.id } }, b.token)).data.commentPost;
    expect(reply).toMatchObject({ parentId: root.id, conversationId: root.id, isReplyToReply: false });
    const deep = (await gql(COMMENT, { input: { postId: post.id, text: 'deeper', repliesToCommentId: reply.id } }, a.token)).data.commentPost;
    expect(deep).toMatchObject({ parentId: reply.id, conversationId: root.id, isReplyToReply: true });

    const DELETE = 'mutation($id: Int!) { deleteComment(id: $id) { success } }';
    const foreign = await gql(DELETE, { id: root.id }, b.token);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(foreign.status).toBe(403);
    expect((await gql(DELETE, { id: reply.id }, b.token)).data.deleteComment.success).toBe(true);

    const blocked = await feedGuest(rt, { blocked: true });
    const refused = await gql(COMMENT, { input: { postId: post.id, text: 'hi' } }, blocked.token);
    expect(refused.status).toBe(403);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('every mutation needs a guest (401); bad input is refused with a clear code', async () => {
    const { post } = await insertFeedPost(rt, {});
    for (const mutation of [`mutation { likePost(id: ${post.id}) { id } }`, `mutation { buyPost(id: ${post.id}) { success } }`, `mutation { viewedPost(id: ${post.id}) { id } }`]) {
      const answer = await gql(mutation, {});
      expect(answer.status).toBe(401);
      expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    }
    const { token } = await feedGuest(rt);
    const empty = await gql('mutation($input: CommentPostInput!) { commentPost(input: $input) { id } }', { input: { postId: post.id, text: '   ' } }, token);
    expect(empty.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const long = await gql('mutation($input: CommentPostInput!) { commentPost(input: $input) { id } }', { input: { postId: post.id, text: 'a'.repeat(1001) } }, token);
    expect(long.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const wrongType = await gql('query { post(id: "x") { id } }', {}, token);
    expect(wrongType.status).toBe(400);
    const unknown = await gql(GET_POST, { id: 2_000_000_000 });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('likes and views count once per guest; liked filter and totals follow', async () => {
    const { post, actorId } = await insertFeedPost(rt, {});
    const { token } = await feedGuest(rt);
    for (let i = 0; i < 3; i++) await gql(`mutation { likePost(id: ${post.id}) { id } }`, {}, token);
    await gql(`mutation { viewedPost(id: ${post.id}) { id } }`, {}, token);
    await gql(`mutation { viewedPost(id: ${post.id}) { id } }`, {}, token);
    const [row] = await rt.db.select({ likes: feedPosts.likes, views: feedPosts.views }).from(feedPosts).where(eq(feedPosts.id, post.id));
    expect(row).toEqual({ likes: post.likes + 1, views: post.views + 1 });
    const FEED = 'query($filter: FeedFilter) { feed(filter: $filter, first: 50) { posts { id type } totals { totalCount clips photos texts liked commented } } }';
    const liked = await gql(FEED, { filter: { liked: true } }, token);
    expect(liked.data.feed.posts.map((p: { id: number }) => p.id)).toEqual([post.id]);
    expect(liked.data.feed.totals.liked).toBe(1);
    const texts = await gql(FEED, { filter: { modelId: actorId, type: 'text' } }, token);
    expect(texts.data.feed.posts.every((p: { type: string }) => p.type === 'text')).toBe(true);
    const { totals } = texts.data.feed;
    expect(totals.totalCount).toBeGreaterThanOrEqual(totals.clips + totals.photos + totals.texts);
    const visitorLiked = await gql(FEED, { filter: { liked: true } });
    expect(visitorLiked.data.feed.posts).toEqual([]);
    // Following is the actor pin: her posts fill the following filter and are marked.
    const followed = await gql(`mutation { followModel(modelId: ${actorId}) { modelId following } }`, {}, token);
    expect(followed.data.followModel).toEqual({ modelId: actorId, following: true });
    const FOLLOWING = 'query { feed(filter: { following: true }, first: 50) { posts { model { id } guestState { following } } totals { totalCount } } }';
    const page = await gql(FOLLOWING, {}, token);
    expect(page.data.feed.posts.length).toBeGreaterThan(0);
    expect(page.data.feed.posts.every((p: { model: { id: number }; guestState: { following: boolean } }) => p.model.id === actorId && p.guestState.following)).toBe(true);
    await gql(`mutation { unfollowModel(modelId: ${actorId}) { following } }`, {}, token);
    expect((await gql(FOLLOWING, {}, token)).data.feed.totals.totalCount).toBe(0);
    await gql(`mutation { unlikePost(id: ${post.id}) { id } }`, {}, token);
    await gql(`mutation { unlikePost(id: ${post.id}) { id } }`, {}, token);
    const [again] = await rt.db.select({ likes: feedPosts.likes }).from(feedPosts).where(eq(feedPosts.id, post.id));
    expect(again!.likes).toBe(post.likes);
  });
});
