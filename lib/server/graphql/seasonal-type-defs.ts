import 'server-only';

/** §7 the Easter event (collectedEggs, rewards with requiredEggs, isUpTo, hidden; reward history) and collectEgg. */
export const seasonalTypeDefs = /* GraphQL */ `
  type SeasonalEvent { id: Int!, key: String!, state: String!, firstDay: String!, lastDay: String! }
  type SeasonalRewardEntry {
    id: Int!
    rewardKey: String!
    "video, bonusCode, coins, videoVoucher, spins, messengerGift or vipDays."
    type: String!
    amount: Int!
    optionCode: String!
    canRedeem: Boolean!
    wonAt: String!
    redeemedAt: String
  }
  type EasterReward {
    key: String!
    requiredEggs: Int!
    isUpTo: Boolean!
    hidden: Boolean!
    reached: Boolean!
    "Null while a hidden reward is not reached."
    type: String
    amount: Int
  }
  type EasterEvent { day: String!, event: SeasonalEvent, eggCount: Int!, collectedEggs: Int!, rewards: [EasterReward!]!, rewardHistory: [SeasonalRewardEntry!]! }
  type CollectEggResult { collectedEggs: Int!, won: [SeasonalRewardEntry!]! }

  type Query {
    "§3 the Easter egg hunt of the (test) day: live, else the next, else the last; the guest's eggs and history when logged in."
    easterEvent(qmday: String): EasterEvent!
  }

  type Mutation {
    "§7 collectEgg: EGG_TOKEN_INVALID (forged, another guest's), OUTSIDE_WINDOW (another day, hunt not live), ALREADY_CLAIMED (reused) refuse."
    collectEgg(verificationToken: String!, qmdate: String): CollectEggResult!
  }
`;
