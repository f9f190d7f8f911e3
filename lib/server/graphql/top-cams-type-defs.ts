import 'server-only';

/** §7 top cams: the four views of §2, fields of §3 top cam. */
export const topCamsTypeDefs = /* GraphQL */ `
  "top100: rank points; favorites: pinned count; bestChats: 90-day satisfaction (at least 10 ratings); videoCall: video-call ranking."
  enum TopCamView { top100 favorites bestChats videoCall }

  type TopCam {
    "1-based place in its view."
    position: Int!
    id: Int!
    name: String!
    slug: String!
    "English internal path of the profile, e.g. /amateur/lunasky/."
    profileLink: String!
    online: Boolean!
    onlineVideocall: Boolean!
    age: Int!
    previewPicture: Image!
    avatarPicture: Image!
    spokenLanguages: [String!]!
    pinnedCount: Int!
    "Null unless shown (§5: at least 10 ratings in the last 90 days)."
    ratingCount: Int
    "Whole percent; null unless shown (§5)."
    satisfactionRate: Int
    rankingPointsVideoCall: Int!
    videocallPrice: Money!
  }

  type Query {
    "At most 100 entries, best first."
    topCams(view: TopCamView = top100, first: Int = 100): [TopCam!]!
  }
`;
