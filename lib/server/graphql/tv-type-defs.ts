import 'server-only';

/** §7 TV current program {premium}: what the free or the premium channel shows now and next (§2). */
export const tvTypeDefs = /* GraphQL */ `
  "A performer's TV appearance in a program slot."
  type TvSlotActor { id: Int! name: String! link: String! }

  type TvSlot {
    id: Int!
    "In the request's language."
    title: String!
    "ISO 8601 instant."
    startsAt: String!
    "ISO 8601 instant."
    endsAt: String!
    fsk: Int!
    actor: TvSlotActor
  }

  type TvProgram {
    "livestream or premium."
    channel: String!
    current: TvSlot
    next: TvSlot
    "The server's clock (ISO 8601), for countdowns."
    serverTime: String!
  }

  type Query {
    "The current and next program; premium: the premium channel (default: the free livestream)."
    tvCurrentProgram(premium: Boolean): TvProgram!
  }
`;
