/**
 * The GraphQL documents of the §7 feed service (/feed/graphql), field names exactly as
 * lib/contracts/feed.ts names them. Plain strings: no GraphQL client library on the page.
 */
/** Posts per page of the feed (the server's first page and every "more posts"). */
export const FEED_PAGE_SIZE = 10;

const GOAL = 'goalCoins tipsSumCoins progressPercent achieved version';
const COMMENT = 'id conversationId parentId created isCreator tipped text isReplyToReply user { id name isOwn }';
const POST = `id created published type status pinned title text views likes paidContent locked fsk priceCoins
  model { id name online onlineState avatar }
  tippingGoal { ${GOAL} }
  guestState { liked viewed following bought }
  comments { ${COMMENT} }
  clip { id length width height ratio avsRequired sources { label src type } poster }
  photos { id url srcSet preview avsRequired }
  contestId`;

export const FEED_QUERY = `query Feed($filter: FeedFilter, $first: Int, $offset: Int) {
  feed(filter: $filter, first: $first, offset: $offset) { posts { ${POST} } totals { totalCount clips photos texts liked commented } }
}`;
export const POST_QUERY = `query Post($id: Int!) { post(id: $id) { ${POST} } }`;
export const VIEWED_POST = `mutation ViewedPost($id: Int!) { viewedPost(id: $id) { ${POST} } }`;
export const BUY_POST = `mutation BuyPost($id: Int!) { buyPost(id: $id) { success guestBalance post { ${POST} } } }`;
export const LIKE_POST = `mutation LikePost($id: Int!) { likePost(id: $id) { ${POST} } }`;
export const UNLIKE_POST = `mutation UnlikePost($id: Int!) { unlikePost(id: $id) { ${POST} } }`;
export const COMMENT_POST = `mutation CommentPost($input: CommentPostInput!) { commentPost(input: $input) { ${COMMENT} } }`;
export const DELETE_COMMENT = 'mutation DeleteComment($id: Int!) { deleteComment(id: $id) { success } }';
export const TIP_POST = `mutation TipPost($input: TipPostInput!) { tipPost(input: $input) { success guestBalance tippingGoal { ${GOAL} } } }`;
export const FOLLOW_MODEL = 'mutation FollowModel($modelId: Int!) { followModel(modelId: $modelId) { modelId following } }';
export const UNFOLLOW_MODEL = 'mutation UnfollowModel($modelId: Int!) { unfollowModel(modelId: $modelId) { modelId following } }';
