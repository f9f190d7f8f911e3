import 'server-only';

/** §7 VIP30 value history: what the VIP30 offer gave in each of the last 12 months. */
export const vip30TypeDefs = /* GraphQL */ `
  type Vip30Month {
    "The Berlin month, YYYY-MM."
    month: String!
    "The vip30 videos released that month."
    videos: Int!
    "The sum of their prices."
    value: Money!
  }

  type Query {
    "The 12 months before the month of the (test) day, newest first; qmday (or the request's date) sets the day where test days are allowed."
    vip30ValueHistory(qmday: String): [Vip30Month!]!
  }
`;
