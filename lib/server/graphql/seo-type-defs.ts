import 'server-only';

/** §7 SEO texts by tags (§3 SEO text: h1, h2, title, description, free texts, breadcrumb, slug). */
export const seoTypeDefs = /* GraphQL */ `
  enum SeoLanguage {
    de
    en
    es
    nl
  }

  type SeoText {
    "category, tag or page"
    scope: String!
    "The tag group, category slug or page key the text belongs to."
    key: String!
    language: SeoLanguage!
    title: String!
    description: String!
    h1: String!
    h2: String!
    freeTexts: [String!]!
    breadcrumb: String!
    slug: String!
  }

  type Query {
    "The SEO texts of these tag groups, in the order asked for; groups without a text are left out. language defaults to the request's."
    seoTextsByTags(tagGroups: [String!]!, language: SeoLanguage): [SeoText!]!
  }
`;
