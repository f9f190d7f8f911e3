import 'server-only';

/** §7 photo galleries (§3 photo gallery / album as a tile shows it). */
export const albumsTypeDefs = /* GraphQL */ `
  "§9 picture sorts."
  enum GalleryOrder { newest topRated cheapest mostViewed }

  type GalleryRating { likes: Int! dislikes: Int! }
  type GalleryModel { id: Int! name: String! slug: String! }

  type Gallery {
    id: Int!
    title: String!
    ageRating: Int!
    free: Boolean!
    isVipContent: Boolean!
    price: Money!
    basePrice: Money!
    "§3 the price of the day's daily bonus offer when it sells this album (the request's §7 date), else null."
    dailyBonusPrice: Money
    "The cover, rated 16 like avatars (§9)."
    preview: Image!
    pictureCount: Int!
    rating: GalleryRating!
    albumTotalViews: Int!
    releasedAt: String!
    model: GalleryModel!
    "Internal English path without the language, e.g. /amateur/lunasky/pictures/500001/"
    link: String!
  }

  type GalleryList { total: Int! items: [Gallery!]! }

  type Query {
    """
    Released photo albums (never sedcards), of one performer when actorId is given (an unknown or
    banned performer is NOT_FOUND). §9 default page size 10; first is at most 100.
    """
    galleries(first: Int = 10, offset: Int = 0, actorId: Int, order: GalleryOrder = newest): GalleryList!
  }
`;
