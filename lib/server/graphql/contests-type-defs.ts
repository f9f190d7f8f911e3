import 'server-only';

/** §7 contests and generic voting (§3 contest, voting options: key, count). */
export const contestsTypeDefs = /* GraphQL */ `
  enum ContestState { next active last }
  enum ContestKind { video photo }

  type ContestActor { id: Int!, name: String!, slug: String! }
  type ContestImage { url: String!, width: Int!, height: Int! }

  type ContestMedium {
    mediaId: Int!
    mediaIndex: Int!
    kind: ContestKind!
    videoId: Int
    albumId: Int
    title: String!
    ageRating: Int!
    preview: ContestImage!
    link: String!
    actor: ContestActor!
    mediaVotes: Int!
    "1–3 once the contest ended, else null."
    place: Int
  }

  type Contest {
    id: Int!
    type: ContestKind!
    title: String!
    description: String!
    fsk: Int!
    startsAt: String!
    endsAt: String!
    state: ContestState!
    elementsCount: Int!
    totalVotes: Int!
    preview: ContestImage
    link: String!
    winners: [ContestMedium!]!
  }

  type ContestList { total: Int!, items: [Contest!]! }

  type VotingOption { key: String!, label: String!, count: Int! }
  type Voting {
    id: Int!
    title: String!
    startsAt: String!
    endsAt: String!
    open: Boolean!
    options: [VotingOption!]!
    "The logged-in guest's option, else null."
    myOptionKey: String
  }

  type Query {
    "§2 active, next or last contests; qmday (or the request's date) is the §2 test day."
    contests(state: ContestState!, kind: ContestKind, first: Int = 10, offset: Int = 0, qmday: String): ContestList!
    contest(id: Int!, qmday: String): Contest
    "§7 voting: get all."
    votings(qmday: String): [Voting!]!
  }

  type Mutation {
    "§7 add vote: one vote per guest and voting; ALREADY_VOTED, OUTSIDE_WINDOW, NOT_FOUND refuse."
    addVote(votingId: Int!, optionKey: String!, qmday: String): Voting!
    "§7 delete vote: takes the guest's vote for that option back."
    deleteVote(votingId: Int!, optionKey: String!, qmday: String): Voting!
  }
`;
