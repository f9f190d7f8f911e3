import 'server-only';

/** §7 videos, video stars, collections, video recommendations, tag search and most popular tags; fields follow §3 video. */
export const videosTypeDefs = /* GraphQL */ `
  "§9 video sort orders, each a §9 tile sort (duration, free, price, rating, released, sold) in one direction."
  enum VideoOrder { newest oldest topRated bestSelling topTrending cheapest priciest longest shortest freeFirst }
  "§3 video filter types."
  enum VideoFilterType { free premium discount vip bought trending vxselect vip30 classic shared original }

  "§3 video filter. Fields narrow together; the entries of one list are alternatives."
  input VideoFilterInput {
    modelIds: [Int!]
    actingGroups: [ActorType!]
    ids: [Int!]
    "Tag groups, e.g. outdoor."
    tags: [String!]
    "A day (YYYY-MM-DD) or an instant with offset."
    releasedFrom: String
    releasedUntil: String
    types: [VideoFilterType!]
  }

  "What the viewing guest did with the video; all false for anonymous viewers. flatrate: a VIP video for a VIP guest; bought, gifted and liked come with purchases."
  type VideoGuestInfo { bought: Boolean! gifted: Boolean! flatrate: Boolean! liked: Boolean! }
  "§9 image sizes."
  type VideoPreviewImages { w320: Image! w640: Image! w1280: Image! }
  type VideoRating { likes: Int! dislikes: Int! }
  type VideoModel { id: Int! name: String! slug: String! }

  type Video {
    id: Int!
    title: String!
    "Seconds."
    duration: Int!
    description: String!
    ageRating: Int!
    vip: Boolean!
    isVip30Offer: Boolean!
    free: Boolean!
    new: Boolean!
    camRecording: Boolean!
    classic: Boolean!
    allowedInPlaylists: Boolean!
    guestInfo: VideoGuestInfo!
    price: Money!
    basePrice: Money!
    dailyBonusPrice: Money
    previewImages: VideoPreviewImages!
    "§9: at most 100 per video."
    previewThumbnails(first: Int = 100): [Image!]!
    rating: VideoRating!
    model: VideoModel!
    "English internal path without the language prefix."
    link: String!
    releasedAt: String!
    "§3 contestInfo place: the contest the video is entered in (single-video answers; null in lists)."
    contestInfo: VideoContestInfo
  }

  "state active: place is the current rank; last: the place 1–3, null off the podium."
  type VideoContestInfo { contestId: Int! title: String! state: String! place: Int }

  type VideoList { total: Int! items: [Video!]! }

  "§3 video star."
  type VideoStar {
    actorId: Int!
    actorName: String!
    slug: String!
    age: Int!
    videoCount: Int!
    newVideoCount: Int!
    online: Boolean!
    spokenLanguages: [String!]!
    avatar: Image!
  }
  type VideoStarList { total: Int! items: [VideoStar!]! }

  type VideoCollection { id: Int! slug: String! name: String! videoCount: Int! videos: [Video!]! }

  "A video tag; tagGroup is its URL segment."
  type VideoTag { id: Int! tagGroup: String! name: String! videoCount: Int! }

  type Query {
    """
    §5 categories: allVideos, newVideos, discountedVideos, trendingVideos, freeVideos, topVideos,
    vip30Videos, boughtVideos (anything else: error code UNMAPPED_CATEGORY). order defaults to the
    category's §9 sort. first is at most 100.
    """
    videos(first: Int = 16, offset: Int = 0, order: VideoOrder, filter: VideoFilterInput, category: String = "allVideos"): VideoList!
    "One released video, or null."
    video(id: Int!): Video
    "§9: 100 video stars per page."
    videoStars(first: Int = 100, offset: Int = 0): VideoStarList!
    collections(first: Int = 10, videosPerCollection: Int = 8): [VideoCollection!]!
    "By actorId (videos like hers, by others) or albumId (a video id: videos like it). §9: 8 per grid."
    videoRecommendations(actorId: Int, albumId: Int, first: Int = 8): [Video!]!
    "Tags whose name or group contains search (at least 1 character), ignoring case and accents."
    tags(search: String!, first: Int = 20): [VideoTag!]!
    "The most used tags, by number of videos."
    popularTags(first: Int = 20): [VideoTag!]!
  }
`;
