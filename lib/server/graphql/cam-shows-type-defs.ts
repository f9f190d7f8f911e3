import 'server-only';

/** §7 cam show list and cam-show ticket list per model; fields of §3 chat ticket (shown only). */
export const camShowsTypeDefs = /* GraphQL */ `
  type ChatTicket {
    id: Int!
    actorId: Int!
    actorName: String!
    actorSlug: String!
    price: Money!
    title: String!
    description: String!
    "Revealed to ticket holders only."
    postBuyInfo: String
    "ISO 8601 instant."
    start: String!
    "ISO 8601 instant."
    end: String!
    isBought: Boolean!
    isFree: Boolean!
    canBuy: Boolean!
    "The show is running now."
    hasStarted: Boolean!
    bonusCode: String
    isFeatured: Boolean!
    isInternal: Boolean!
    actorOnline: Boolean!
  }

  type ChatTicketList { total: Int! items: [ChatTicket!]! }

  type Query {
    "Shows running now or still to come, soonest first. first is clamped to 100."
    camShows(first: Int = 30, offset: Int = 0): ChatTicketList!
    "One performer's shows running now or still to come, soonest first."
    camShowsByModel(modelId: Int!): [ChatTicket!]!
  }
`;
