import 'server-only';

/** §7 GraphQL banner by mobile, route name and route args (§3 Banner; §9 special ids 559 and 560). */
export const bannersTypeDefs = /* GraphQL */ `
  "§3 Banner."
  type Banner {
    id: Int!
    "A generated image; width and height are the box it is shown in."
    imagePath: String!
    width: Int!
    height: Int!
    alt: String!
    "A localized path for internal banners, an address for external ones."
    onClickUrl: String!
    "internal or external."
    onClickType: String!
    relatedActorId: Int
    "§9 mobile 560: only for phones."
    mobileOnly: Boolean!
  }

  "One route parameter, e.g. { name: \\"actorName\\", value: \\"lunasky\\" }."
  input RouteArgInput {
    name: String!
    value: String!
  }

  type Query {
    """
    The banners of a page: routeName is the internal route (e.g. /new-girls), routeArgs its params.
    mobile true adds the phones' banners, false leaves them out, null gives both (tagged mobileOnly).
    Seasonal banners (halloween 559) only inside their window; the request's date is honoured.
    A route without banners gives an empty list.
    """
    banners(routeName: String!, routeArgs: [RouteArgInput!], mobile: Boolean): [Banner!]!
  }
`;
