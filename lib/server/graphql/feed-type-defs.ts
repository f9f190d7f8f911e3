import 'server-only';

/** §3 feed post and totals, §7 feed service (field names = lib/contracts/feed.ts). */
export const feedTypeDefs = /* GraphQL */ `
  enum FeedPostType { clip hotClip photoGallery photos profileImage text photoContest }

  type FeedModel { id: Int! name: String! online: Boolean! onlineState: String! avatar: String }
  type FeedTippingGoal { goalCoins: Int! tipsSumCoins: Int! progressPercent: Int! achieved: Boolean! version: Int! }
  type FeedGuestState { liked: Boolean! viewed: Boolean! following: Boolean! bought: Boolean! }
  type FeedCommentUser { id: Int! name: String! isOwn: Boolean! }
  type FeedComment {
    id: Int! conversationId: Int! parentId: Int created: String! isCreator: Boolean! tipped: Boolean!
    text: String! isReplyToReply: Boolean! user: FeedCommentUser!
  }
  type FeedClipSource { label: String! src: String! type: String! }
  type FeedClip { id: Int! length: Int! width: Int! height: Int! ratio: Float! avsRequired: Boolean! sources: [FeedClipSource!]! poster: String! }
  type FeedPhoto { id: Int! url: String srcSet: String preview: String! avsRequired: Boolean! }
  type FeedPost {
    id: Int! created: String! published: String! type: FeedPostType! status: String! pinned: Boolean!
    title: String! text: String! views: Int! likes: Int! paidContent: Boolean! locked: Boolean! fsk: Int!
    priceCoins: Int! model: FeedModel! tippingGoal: FeedTippingGoal guestState: FeedGuestState!
    comments: [FeedComment!]! clip: FeedClip photos: [FeedPhoto!]! contestId: Int
  }
  type FeedTotals { totalCount: Int! clips: Int! photos: Int! texts: Int! liked: Int! commented: Int! }
  type FeedPage { posts: [FeedPost!]! totals: FeedTotals! }

  input FeedFilter { type: FeedPostType modelId: Int following: Boolean liked: Boolean commented: Boolean bought: Boolean }
  input CommentPostInput { postId: Int! text: String! repliesToCommentId: Int }
  input TipPostInput { postId: Int! amountCoins: Int! }

  type BuyPostAnswer { success: Boolean! guestBalance: Int! post: FeedPost! }
  type TipPostAnswer { success: Boolean! guestBalance: Int! tippingGoal: FeedTippingGoal }
  type DeleteCommentAnswer { success: Boolean! }
  type FollowAnswer { modelId: Int! following: Boolean! }

  type Query {
    feed(filter: FeedFilter, first: Int, offset: Int): FeedPage!
    post(id: Int!): FeedPost!
  }
  type Mutation {
    viewedPost(id: Int!): FeedPost!
    buyPost(id: Int!): BuyPostAnswer!
    likePost(id: Int!): FeedPost!
    unlikePost(id: Int!): FeedPost!
    commentPost(input: CommentPostInput!): FeedComment!
    deleteComment(id: Int!): DeleteCommentAnswer!
    tipPost(input: TipPostInput!): TipPostAnswer!
    followModel(modelId: Int!): FollowAnswer!
    unfollowModel(modelId: Int!): FollowAnswer!
  }
`;
