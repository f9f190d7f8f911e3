import * as z from 'zod';

/**
 * The feed service (§3 feed post and totals, §7 "Feed service") at POST /feed/graphql — a yoga
 * server of its own, same auth as /graphql: a bearer token only when logged in, a visitor else.
 *
 * Coins (§3 priceCoins, tipPost amountCoins, tipping goals): the wallet keeps EUR cents and §9
 * converts "EUR to coins is the ceiling of amount times 4", so ONE COIN = 25 CENTS (COIN_CENTS).
 * A coin price is charged as coins × 25 cents from the guest's EUR balance through the ledger.
 *
 * Following a performer (§3 guestState.following, the `following` filter) IS the existing actor
 * pin (§7 favorite pin/unpin, guest_favorites subject 'actor'): one list, not two.
 *
 * Locked posts: a paid post (paidContent) the viewer did not buy shows title, the text teaser and
 * a blurred poster; `clip.sources` is [] and every `photos[].url`/`srcSet` is null. Media URLs are
 * signed per guest and short-lived; the byte route re-checks purchase + fsk/avsRequired.
 *
 * GraphQL documents (field names exactly as below; FeedPost fields = feedPostSchema's keys):
 *   query Feed($filter: FeedFilter, $first: Int, $offset: Int) {
 *     feed(filter: $filter, first: $first, offset: $offset) { posts { ...FeedPost } totals { totalCount clips photos texts liked commented } }
 *   }
 *   query Post($id: Int!) { post(id: $id) { ...FeedPost } }
 *   mutation ViewedPost($id: Int!) { viewedPost(id: $id) { ...FeedPost } }
 *   mutation BuyPost($id: Int!) { buyPost(id: $id) { success guestBalance post { ...FeedPost } } }
 *   mutation LikePost($id: Int!) { likePost(id: $id) { ...FeedPost } }          (unlikePost same)
 *   mutation CommentPost($input: CommentPostInput!) { commentPost(input: $input) { ...FeedComment } }
 *     CommentPostInput { postId: Int!, text: String!, repliesToCommentId: Int }
 *   mutation DeleteComment($id: Int!) { deleteComment(id: $id) { success } }
 *   mutation TipPost($input: TipPostInput!) { tipPost(input: $input) { success guestBalance tippingGoal { goalCoins tipsSumCoins progressPercent achieved version } } }
 *     TipPostInput { postId: Int!, amountCoins: Int! }
 *   mutation FollowModel($modelId: Int!) { followModel(modelId: $modelId) { modelId following } } (unfollowModel same)
 * Errors: extensions.code — UNAUTHORIZED (visitor mutation), FORBIDDEN (+ reason COMMENTS_BLOCKED or
 * NOT_OWN_COMMENT), NOT_FOUND, INSUFFICIENT_FUNDS (the not-enough-money box; §8: not tracked),
 * VALIDATION_FAILED (bad input).
 *
 * Studio REST (performer token, like the other studio areas; the REST layer knows GET and POST only):
 *   POST /rest/v1/studio/feed/post  body studioFeedCreateSchema → {success, data: {post}}
 *   POST /rest/v1/studio/feed/post/{postId}/delete            → {success, data: {success}} (404 not hers)
 *   GET  /rest/v1/studio/feed/posts                            → {success, data: {posts}}
 *   POST /rest/v1/studio/feed/post/{postId}/comment body studioFeedCommentSchema → {success, data: {comment}}
 *        (her comment or reply under her own post; 404 not hers or a comment of another post)
 * Validation errors and media not hers: 422.
 * Media library: GET guest/mediathek?kind=videos|photos&section=feed lists the bought posts (item id =
 * post id, link `/feed/?post=<postId>`).
 * Byte route: /media/feed/<postId>-<clip|photo>-<mediaId>.<mp4|svg>?g=&exp=&sig= (sid cookie session).
 * Not enough money: the house's 409 code INSUFFICIENT_FUNDS (details {reason: 'NOT_ENOUGH_MONEY', price,
 * balance, missing} in cents) — open the not-enough-money box; §8: a failed tip or buy is not tracked.
 *
 * Live tipping goal: WebSocket event `feedTippingGoal` {type, postId, tippingGoal} (lib/realtime/server-message-shapes.ts); a client
 * ignores an event whose version is not greater than the one it holds.
 */
export const COIN_CENTS = 25;
export const FEED_COMMENT_MAX = 1000;
export const FEED_PAGE_MAX = 50;

export const feedPostTypes = ['clip', 'hotClip', 'photoGallery', 'photos', 'profileImage', 'text', 'photoContest'] as const;
export const feedPostTypeSchema = z.enum(feedPostTypes);
export type FeedPostType = z.infer<typeof feedPostTypeSchema>;

export const feedModelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  online: z.boolean(),
  /** 'online' | 'offline' | 'busy' style state of the cam (§3 model onlineState). */
  onlineState: z.string(),
  avatar: z.string().nullable(),
});
export type FeedModel = z.infer<typeof feedModelSchema>;

export const feedTippingGoalSchema = z.object({
  goalCoins: z.number().int(),
  tipsSumCoins: z.number().int(),
  progressPercent: z.number().int(),
  achieved: z.boolean(),
  /** Rises with every tip: newer state wins over an older event. */
  version: z.number().int(),
});
export type FeedTippingGoal = z.infer<typeof feedTippingGoalSchema>;

export const feedGuestStateSchema = z.object({ liked: z.boolean(), viewed: z.boolean(), following: z.boolean(), bought: z.boolean() });

export const feedCommentSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  parentId: z.number().int().nullable(),
  created: z.string(),
  isCreator: z.boolean(),
  tipped: z.boolean(),
  text: z.string(),
  isReplyToReply: z.boolean(),
  /** The author: a guest's screen name, or the performer when isCreator. */
  user: z.object({ id: z.number().int(), name: z.string(), isOwn: z.boolean() }),
});
export type FeedComment = z.infer<typeof feedCommentSchema>;

export const feedClipSourceSchema = z.object({ label: z.string(), src: z.string(), type: z.string() });
export const feedClipSchema = z.object({
  id: z.number().int(),
  length: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  ratio: z.number(),
  avsRequired: z.boolean(),
  /** [] while locked (paid, not bought) or not allowed (avsRequired, guest not verified). */
  sources: z.array(feedClipSourceSchema),
  poster: z.string(),
});
export const feedPhotoSchema = z.object({
  id: z.number().int(),
  /** null while locked; the poster-like blurred preview is `preview`. */
  url: z.string().nullable(),
  srcSet: z.string().nullable(),
  preview: z.string(),
  avsRequired: z.boolean(),
});

export const feedPostSchema = z.object({
  id: z.number().int(),
  created: z.string(),
  published: z.string(),
  type: feedPostTypeSchema,
  status: z.enum(['published', 'deleted']),
  pinned: z.boolean(),
  title: z.string(),
  /** The full text, or a teaser (first 140 characters) while locked. */
  text: z.string(),
  views: z.number().int(),
  likes: z.number().int(),
  paidContent: z.boolean(),
  locked: z.boolean(),
  fsk: z.number().int(),
  priceCoins: z.number().int(),
  model: feedModelSchema,
  tippingGoal: feedTippingGoalSchema.nullable(),
  guestState: feedGuestStateSchema,
  comments: z.array(feedCommentSchema),
  clip: feedClipSchema.nullable(),
  photos: z.array(feedPhotoSchema),
  contestId: z.number().int().nullable(),
});
export type FeedPost = z.infer<typeof feedPostSchema>;

export const feedTotalsSchema = z.object({
  totalCount: z.number().int(),
  clips: z.number().int(),
  photos: z.number().int(),
  texts: z.number().int(),
  liked: z.number().int(),
  commented: z.number().int(),
});
export type FeedTotals = z.infer<typeof feedTotalsSchema>;

/** feed(filter) arguments; liked/commented/bought/following need a guest (visitor: empty page). */
export const feedFilterSchema = z.object({
  type: feedPostTypeSchema.optional(),
  modelId: z.number().int().positive().optional(),
  following: z.boolean().optional(),
  liked: z.boolean().optional(),
  commented: z.boolean().optional(),
  bought: z.boolean().optional(),
});
export type FeedFilter = z.infer<typeof feedFilterSchema>;
export const feedArgsSchema = z.object({
  filter: feedFilterSchema.default({}),
  first: z.number().int().min(1).max(FEED_PAGE_MAX).default(20),
  offset: z.number().int().min(0).max(100_000).default(0),
});
export const feedPageSchema = z.object({ posts: z.array(feedPostSchema), totals: feedTotalsSchema });
export type FeedPage = z.infer<typeof feedPageSchema>;

export const feedIdSchema = z.number().int().positive().max(2_147_483_647);
export const commentPostInputSchema = z.object({
  postId: feedIdSchema,
  text: z.string().trim().min(1).max(FEED_COMMENT_MAX),
  repliesToCommentId: feedIdSchema.nullish(),
});
export type CommentPostInput = z.infer<typeof commentPostInputSchema>;
export const tipPostInputSchema = z.object({ postId: feedIdSchema, amountCoins: z.number().int().min(1).max(100_000) });
export type TipPostInput = z.infer<typeof tipPostInputSchema>;

export const buyPostAnswerSchema = z.object({ success: z.boolean(), guestBalance: z.number().int(), post: feedPostSchema });
export const tipPostAnswerSchema = z.object({ success: z.boolean(), guestBalance: z.number().int(), tippingGoal: feedTippingGoalSchema.nullable() });
export const deleteCommentAnswerSchema = z.object({ success: z.boolean() });
export const followAnswerSchema = z.object({ modelId: z.number().int(), following: z.boolean() });

/** The WebSocket event every viewer of the post receives after a tip (§3 tipping goal, live). */
export const FEED_TIPPING_GOAL_EVENT = 'feedTippingGoal';
export const feedTippingGoalEventSchema = z.object({ postId: z.number().int(), tippingGoal: feedTippingGoalSchema });
export type FeedTippingGoalEvent = z.infer<typeof feedTippingGoalEventSchema>;

/** Studio: what a performer may post (§7 studio post: text, photos, a clip from her videos). */
export const studioFeedCreateSchema = z
  .object({
    type: z.enum(['text', 'photos', 'clip']),
    title: z.string().trim().min(1).max(200),
    text: z.string().trim().max(5000).default(''),
    photoIds: z.array(feedIdSchema).min(1).max(30).optional(),
    videoId: feedIdSchema.optional(),
    priceCoins: z.number().int().min(0).max(10_000).default(0),
    tippingGoalCoins: z.number().int().min(1).max(1_000_000).optional(),
    fsk: z.union([z.literal(12), z.literal(16), z.literal(18)]).default(16),
  })
  .refine((v) => v.type !== 'photos' || (v.photoIds?.length ?? 0) > 0, { path: ['photoIds'], message: 'A photos post needs photoIds.' })
  .refine((v) => v.type !== 'clip' || v.videoId !== undefined, { path: ['videoId'], message: 'A clip post needs videoId.' });
export type StudioFeedCreate = z.infer<typeof studioFeedCreateSchema>;
/** Studio: her comment under her own post, a new thread or a reply (§3 feed comments). */
export const studioFeedCommentSchema = z.object({ text: z.string().trim().min(1).max(FEED_COMMENT_MAX), repliesToCommentId: feedIdSchema.nullish() });
export type StudioFeedComment = z.infer<typeof studioFeedCommentSchema>;
export const studioFeedCommentAnswerSchema = z.object({ comment: feedCommentSchema });
export const studioFeedPostsSchema = z.object({ posts: z.array(feedPostSchema) });
export const studioFeedPostAnswerSchema = z.object({ post: feedPostSchema });
