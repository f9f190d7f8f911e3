import 'server-only';

/** §7 actor: chat ratings, interviews and heat maps (the about-me page's data). */
export const profileTypeDefs = /* GraphQL */ `
  "§3 chat ratings of the last 90 days."
  type ChatRatingWindow { countRatings: Int! "Whole percent of satisfied chats." satisfactionRate: Int! }
  type ChatRatings {
    actorId: Int!
    "Null below 10 ratings in the last 90 days (§5: ratings are shown only from 10)."
    lastNinetyDays: ChatRatingWindow
  }

  "§9 interview defaults: seconds. mmss is §9 mm:ss (with hours when nonzero)."
  enum InterviewDurationFormat { seconds mmss }

  type Interview {
    id: Int!
    "Key of the question; clients translate it (messages InterviewQuestions)."
    questionKey: String!
    "As the performer wrote it."
    answer: String!
    "The video answer's length in the requested durationFormat."
    duration: String!
    durationSeconds: Int!
    recordedAt: String!
    image: Image!
  }

  type ActorHeatMap {
    actorId: Int!
    actorName: String!
    "168 shares 0–100 of online presence, Monday 00:00 first, Berlin time."
    heatMaps: [Int!]!
    "Hours (0–23) she plans to be online."
    hoursToBeOnline: [Int!]!
    memo: String!
    timeZone: String!
    updatedAt: String!
  }

  type Query {
    "Unknown actors, and actors banned for the viewer's country (§6), are a NOT_FOUND error."
    chatRatings(actorId: Int!): ChatRatings
    """
    A performer's interviews. imageSize is the wanted width in px (§9 default 720): the smallest
    generated size at least that wide is returned.
    """
    interviews(actorId: Int!, imageSize: Int = 720, durationFormat: InterviewDurationFormat = seconds): [Interview!]
    heatMap(actorId: Int!): ActorHeatMap
  }
`;
