import 'server-only';

/** §7 model lists (three versions, one resolver), model totals and recommended models; fields follow §3. */
export const modelsTypeDefs = /* GraphQL */ `
  enum Currency { EUR CHF Credits Voucher Coins }
  enum ActorGender { N M F }
  enum ActorType { F M FM FF S }
  "§9 actor orders; distance falls back to rank until guests have a location."
  enum ModelOrder { rank distance newest name }
  "Listing by chat availability: freeChat = online with free chat; cams = online; camShows = a show running or to come."
  enum ModelAvailability { freeChat cams camShows }
  """
  §9 search types. default: search category 3 (every performer); newGirls: category 88 and
  newest first; location: distance order (falls back to rank); custom: the filter as given.
  """
  enum ModelPreset { default custom location newGirls }

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
    "§9 avatar age rating: avatar and sedcard images are rated at most this (16)."
    avatarAgeRating: Int!
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
    "§9 search category: 3 every performer, 88 newly registered, 101 and up a performer category."
    category: Int
    availability: ModelAvailability
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
      order: ModelOrder
      filter: ModelFilterInput
      preset: ModelPreset = default
      onlineFilter: Boolean
    ): ModelList!
    "The second version of the model list: same arguments and answer as models."
    modelsV2(
      first: Int = 30
      last: Int
      offset: Int = 0
      order: ModelOrder
      filter: ModelFilterInput
      preset: ModelPreset = default
      onlineFilter: Boolean
    ): ModelList!
    "The third version of the model list: same arguments and answer as models."
    modelsV3(
      first: Int = 30
      last: Int
      offset: Int = 0
      order: ModelOrder
      filter: ModelFilterInput
      preset: ModelPreset = default
      onlineFilter: Boolean
    ): ModelList!
    modelTotals(filter: ModelFilterInput, preset: ModelPreset = default, onlineFilter: Boolean): ModelTotals!
    """
    §7 recommended models: online first, the given performer left out. §9 defaults: 4, age
    rating 16 (tile images are rated 16 at most, so a lower age rating is refused).
    """
    recommendedModels(first: Int = 4, ageRating: Int = 16, actorId: Int): [Model!]!
  }
`;
