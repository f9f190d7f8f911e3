import 'server-only';

/** §7 the activity event (and gold rush, its one-activity cousin) and the actor gift calendar claim {actorId, qmday}. */
export const activityTypeDefs = /* GraphQL */ `
  type PointsEventRun { id: Int!, key: String!, type: String!, state: String!, firstDay: String!, lastDay: String! }
  type ActivityProgress { key: String!, points: Int!, limitPerDay: Int!, doneToday: Int! }
  type ChallengeProgress { key: String!, points: Int!, target: Int!, progress: Int!, completed: Boolean! }
  type PointsReward { key: String!, type: String!, amount: Int!, requiredPoints: Int!, claimed: Boolean!, claimable: Boolean! }
  type PointsEvent {
    "The Berlin day (YYYY-MM-DD) the answer is for."
    day: String!
    "The run live that day, else the next, else the last; null if there is none."
    event: PointsEventRun
    "The guest's points (0 for visitors)."
    points: Int!
    activities: [ActivityProgress!]!
    challenges: [ChallengeProgress!]!
    rewards: [PointsReward!]!
  }
  type ActivityRewardClaim { rewardKey: String!, type: String!, amount: Int!, points: Int! }
  type GiftOfDay { type: String!, amount: Int! }
  type ActorGiftCalendar { actorId: Int!, day: String!, state: String!, firstDay: String!, lastDay: String!, gift: GiftOfDay, claimedToday: Boolean! }
  type ActorGiftClaim { actorId: Int!, day: String!, type: String!, amount: Int! }

  type Query {
    "§3 activity event (type activity) or gold rush (type goldRush) at the (test) day."
    activityEvent(type: String!, qmday: String): PointsEvent!
    "§2 a performer's gift calendar at the (test) day; null if she has none."
    actorGiftCalendar(actorId: Int!, qmday: String): ActorGiftCalendar
  }
  type Mutation {
    "§3 claim a reward with requiredPoints, once per guest."
    claimActivityReward(eventId: Int!, rewardKey: String!, qmday: String): ActivityRewardClaim!
    "§7 today's gift of a performer's live calendar, once per guest, performer and day."
    actorGiftCalendarClaim(actorId: Int!, qmday: String): ActorGiftClaim!
  }
`;
