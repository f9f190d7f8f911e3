import 'server-only';

/** §7 model lists and model totals; field names follow §3 model list item. */
export const modelsTypeDefs = /* GraphQL */ `
  enum Currency { EUR CHF Credits Voucher Coins }
  enum ActorGender { N M F }
  enum ActorType { F M FM FF S }
  "§9 actor orders; distance falls back to rank until guests have a location."
  enum ModelOrder { rank distance newest name }

  type Money { "Minor units (cents; whole credits and coins)." value: Int! currency: Currency! }
  type Image { url: String! width: Int! height: Int! }
  type ModelProfile { age: Int! threeWords: String! languages: [String!]! }
  type ModelGuestRelation { isFavorite: Boolean! distanceToGuest: Float }
  type Geolocation { lat: Float! long: Float! }
  type ChatPrices { videoChat: Money! voyeurChat: Money! ticketShow: Money! singleChat: Money! singleC2CChat: Money! }
  type ModelFeatures { livePreview: Boolean! hd: Boolean! audio: Boolean! dildocontrol: Boolean! }

  type Model {
    id: Int!
    name: String!
    slug: String!
    online: Boolean!
    star: Boolean!
    registeredSince: String!
    avatar: Image!
    sedcardImages: [Image!]!
    profile: ModelProfile!
    modelGuestRelation: ModelGuestRelation!
    geolocation: Geolocation
    isTopAmateur: Boolean!
    chatPrices: ChatPrices!
    features: ModelFeatures!
    isOnlineMobileVideocall: Boolean!
  }

  type ModelList { total: Int! items: [Model!]! }
  type ModelTotals { total: Int! online: Int! }

  input ModelFilterInput {
    gender: ActorGender
    types: [ActorType!]
    "§9 newly registered category 88: registered within the last 30 days."
    newGirls: Boolean
    categorySlug: String
  }

  type Query {
    """
    Performers, filtered and ordered. first is clamped to 100. With last, the last N of the
    ordered set (after offset) are returned and first is ignored.
    """
    models(
      first: Int = 30
      last: Int
      offset: Int = 0
      order: ModelOrder = rank
      filter: ModelFilterInput
      onlineFilter: Boolean
    ): ModelList!
    modelTotals(filter: ModelFilterInput, onlineFilter: Boolean): ModelTotals!
  }
`;
