import 'server-only';

/** §7 legal texts by filter (§3 legal text: id, type, product, version, language, html). */
export const legalTypeDefs = /* GraphQL */ `
  "§3 legal types."
  enum LegalTextType { terms privacy imprint }

  type LegalText {
    id: Int!
    type: LegalTextType!
    product: String!
    version: Int!
    "de, en, es or nl: the asked language, or en where that version has no text in it."
    language: String!
    title: String!
    "Our own HTML (h2, p, ul, li only), written from structured blocks."
    html: String!
    publishedAt: String!
    "When the next version replaced it; null for the current version."
    validUntil: String
    isCurrent: Boolean!
    "GET asset/legal-text/download/{id}: the version as an HTML attachment."
    downloadUrl: String!
  }

  type Query {
    """
    Published legal texts. By default the current version of each type; a version picks that one,
    currentOnly false lists every version. Without a language every language is listed.
    """
    legalTexts(type: LegalTextType, language: String, version: Int, product: String, currentOnly: Boolean = true): [LegalText!]!
  }
`;
