import 'server-only';

/**
 * §7 search: global search with proposals and last searches, per-type search (models, videos,
 * asmr, mediathek, blog) with first, offset, order and filter, and storing a search pattern.
 * §5: a pattern under 3 characters is not an error — no query runs and `tooShort` is true.
 */
export const searchTypeDefs = /* GraphQL */ `
  "§9 search orders of video results."
  enum SearchVideoOrder { relevance newest cheapest topRated bestSelling }
  "Performer results: by name match, by §9 rank, or newest."
  enum SearchModelOrder { relevance rank newest }

  "A completion proposal: a performer name or a tag name (type actor or tag)."
  type SearchProposal { type: String! label: String! "Localized search page of the label." link: String! }
  type SearchProposals { searchPattern: String! tooShort: Boolean! items: [SearchProposal!]! }

  "§3 global search actor item. imageAspect is width / height."
  type GlobalSearchActor {
    name: String!
    imageUrl: String!
    imageAspect: Float!
    link: String!
    online: Boolean!
    mobileVideoCall: Boolean!
  }
  type GlobalSearchActors { count: Int! countCapped: Boolean! link: String! items: [GlobalSearchActor!]! }

  type SearchHit { id: Int! title: String! imageUrl: String! imageAspect: Float! link: String! actorName: String }
  """
  One result category (type: videos, asmr, photos, galleries, tv, mediathek, blog). countCapped:
  there are at least count hits (common patterns are counted up to a bound).
  """
  type SearchSection { type: String! count: Int! countCapped: Boolean! link: String! items: [SearchHit!]! }

  "§3 global search result: the first page of every result category."
  type GlobalSearchResult {
    searchPattern: String!
    tooShort: Boolean!
    proposals: [SearchProposal!]!
    actors: GlobalSearchActors!
    videos: SearchSection!
    asmr: SearchSection!
    photos: SearchSection!
    galleries: SearchSection!
    tv: SearchSection!
    mediathek: SearchSection!
    blog: SearchSection!
  }

  type SearchModelList { tooShort: Boolean! total: Int! totalCapped: Boolean! items: [Model!]! }
  type SearchVideoList { tooShort: Boolean! total: Int! totalCapped: Boolean! items: [Video!]! }
  type SearchHitList { tooShort: Boolean! total: Int! totalCapped: Boolean! items: [SearchHit!]! }

  type StoreSearchPatternResult {
    "False when the pattern is shorter than 3 characters (§5)."
    stored: Boolean!
    "The guest's last 3 searches, newest first."
    lastSearches: [String!]!
  }

  type Query {
    "§3 global search: the first page of every result category, with proposals."
    globalSearch(searchPattern: String!): GlobalSearchResult!
    "Completion proposals while typing: performer and tag names, at most 8."
    searchProposals(searchPattern: String!): SearchProposals!
    "§5: the logged-in guest's last 3 searches, newest first, no duplicates; empty when anonymous."
    lastSearches: [String!]!
    "first defaults to the §9 page size (30), at most 100."
    searchModels(searchPattern: String!, first: Int = 30, offset: Int = 0, order: SearchModelOrder = relevance, filter: ModelFilterInput): SearchModelList!
    searchVideos(searchPattern: String!, first: Int = 30, offset: Int = 0, order: SearchVideoOrder = relevance, filter: VideoFilterInput): SearchVideoList!
    "Videos tagged asmr; §9 page size 3."
    searchAsmr(searchPattern: String!, first: Int = 3, offset: Int = 0, order: SearchVideoOrder = relevance, filter: VideoFilterInput): SearchVideoList!
    "The media centre: TV series and episodes by title, typo-tolerant; §9 page size 30."
    searchMediathek(searchPattern: String!, first: Int = 30, offset: Int = 0, order: String, filter: String): SearchHitList!
    "The blog has no content yet: always empty. §9 page size 15."
    searchBlog(searchPattern: String!, first: Int = 15, offset: Int = 0, order: String, filter: String): SearchHitList!
  }

  type Mutation {
    "§5: stores the pattern for the logged-in guest (401 without a guest token)."
    storeSearchPattern(searchPattern: String!): StoreSearchPatternResult!
  }
`;
