import 'server-only';

/** §7 categories: performer categories named in the request language, with model counts. */
export const categoriesTypeDefs = /* GraphQL */ `
  type Category {
    id: Int!
    slug: String!
    name: String!
    "Performers in the category the viewer may see (§6 bans applied)."
    modelCount: Int!
  }

  type Query {
    categories: [Category!]!
  }
`;
