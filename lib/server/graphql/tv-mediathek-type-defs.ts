import 'server-only';

/** §7 GraphQL "TV series, mediathek videos and recommendations" (the media centre, §2). */
export const tvMediathekTypeDefs = /* GraphQL */ `
  "§9 mediathek sorts."
  enum MediathekOrder { newest oldest longest topRated mostViewed }

  "§3 TV series (a format). Texts in the request's language; link: English internal path."
  type TvSeries {
    id: Int!
    key: String!
    title: String!
    teaser: String!
    episodeCount: Int!
    previewPicture: Image!
    "It has episodes for TV or VIP subscribers only."
    premium: Boolean!
    "ISO 8601 air date of its newest episode."
    latestAt: String!
    link: String!
  }
  type TvSeriesList { total: Int! items: [TvSeries!]! }

  "§3 mediathek video: an episode of a series. duration in seconds; link: English internal path."
  type MediathekVideo {
    id: Int!
    title: String!
    fsk: Int!
    duration: Int!
    previewPicture: Image!
    link: String!
    seriesKey: String!
    seriesTitle: String!
    season: Int!
    episode: Int!
    premium: Boolean!
    airedAt: String!
    views: Int!
    rating: Float!
  }
  type MediathekVideoList { total: Int! items: [MediathekVideo!]! }

  type Query {
    "TV series with aired episodes, newest first; first defaults to 24, at most 100."
    tvSeries(first: Int = 24, offset: Int = 0): TvSeriesList!
    "Episodes of one series (or of all), in a §9 mediathek sort; an unknown seriesKey lists nothing."
    mediathekVideos(seriesKey: String, first: Int = 24, offset: Int = 0, order: MediathekOrder = newest): MediathekVideoList!
    "§9 TV mediathek recommendations (5) for an episode: its series first, then popular ones; never the episode itself."
    mediathekRecommendations(videoId: Int!): [MediathekVideo!]!
  }
`;
