import 'server-only';

/** §7 cam show list, cam-show ticket list per model, buy ticket and remove ticket; fields of §3 chat ticket. */
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

  "The guest's own ticket: what analytics reports (ticket id, show id, price and currency)."
  type HeldChatTicket {
    id: Int!
    showId: Int!
    price: Money!
    promoCode: String
    creationType: String!
    "ISO 8601 instant."
    createdAt: String!
  }

  type InsufficientFunds { price: Int! balance: Int! missing: Int! }

  "errorCode: NOT_FOUND, SHOW_CHANGED, SHOW_ENDED, SOLD_OUT (every seat of the show's capacity is taken), INSUFFICIENT_FUNDS, NOT_REMOVABLE or UNAUTHORIZED."
  type ChatTicketResult {
    success: Boolean!
    errorCode: String
    ticket: HeldChatTicket
    "The show as the guest sees it now."
    show: ChatTicket
    insufficientFunds: InsufficientFunds
  }

  type Query {
    "Shows running now or still to come, soonest first. first is clamped to 100."
    camShows(first: Int = 30, offset: Int = 0): ChatTicketList!
    "One performer's shows running now or still to come, soonest first."
    camShowsByModel(modelId: Int!): [ChatTicket!]!
    "The shows (ChatTicket ids) the logged-in guest holds a ticket for, not yet ended. UNAUTHORIZED without a token."
    myChatTickets: [Int!]!
  }

  type Mutation {
    "§7 buy ticket: id is the show (ChatTicket id); start is the show's start as the page knew it. creationType defaults to 'C'."
    buyChatTicket(id: Int!, modelId: Int!, start: String!, promoCode: String, creationType: String): ChatTicketResult!
    "§7 remove ticket: the guest's own ticket of show id, before the show starts; refunded."
    removeChatTicket(id: Int!): ChatTicketResult!
  }
`;
