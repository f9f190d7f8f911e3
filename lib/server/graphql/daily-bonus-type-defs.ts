import 'server-only';

/** §7 daily bonus (today, yesterday, tomorrow, models of the month, consumed offers) and the §2 event schedule. */
export const dailyBonusTypeDefs = /* GraphQL */ `
  type DailyBonusCondition { name: String!, value: Int! }
  type DailyBonusEffect { name: String!, value: Int!, unit: String!, code: String }
  type DailyBonusWallpaper { id: Int!, hd: String!, fourK: String!, mobile: String!, preview: String! }
  type DailyBonusVideo { id: Int!, title: String!, link: String!, preview: String! }
  type DailyBonusAlbum { id: Int!, title: String!, link: String! }
  type DailyBonusGift { amount: Int! }
  type DailyBonusContent { video: DailyBonusVideo, album: DailyBonusAlbum, wallpaper: DailyBonusWallpaper, messengerGift: DailyBonusGift }
  type DailyBonusOffer {
    id: Int!
    "The Berlin day (YYYY-MM-DD)."
    date: String!
    "oneDayVip, video, photoAlbum, topUpPercent, topUpFlat, merchandise, messengerGift or videoVoucher."
    kind: String!
    conditions: [DailyBonusCondition!]!
    effect: DailyBonusEffect!
    price: Money
    free: Boolean!
    "Left of a limited offer (0: sold out); null: unlimited."
    quantity: Int
    quantityTotal: Int
    "The guest took it; false for visitors."
    purchased: Boolean!
    content: DailyBonusContent!
  }
  "§7 event config of the daily bonus: cache says whether a client may keep this answer until cacheUntil (the next Berlin midnight)."
  type DailyBonusEventConfig {
    cache: Boolean!
    cacheUntil: String
    "The test day (YYYY-MM-DD) the answer is for, when one was honoured; such an answer is never cached."
    testDay: String
  }
  type DailyBonus {
    today: String!
    "23:59:59 Berlin time of today (§9)."
    endsAt: String!
    yesterday: DailyBonusOffer
    current: DailyBonusOffer
    tomorrow: DailyBonusOffer
    eventConfig: DailyBonusEventConfig!
  }
  type DailyBonusModel { id: Int!, name: String!, slug: String!, avatar: String!, online: Boolean!, offers: Int! }
  type ConsumedDailyBonusOffer { offerId: Int!, date: String!, kind: String!, effect: DailyBonusEffect!, paid: Money, claimedAt: String!, code: String, wallpaper: DailyBonusWallpaper }
  type ScheduledEvent { id: Int!, key: String!, type: String!, state: String!, startsAt: String!, endsAt: String!, firstDay: String!, lastDay: String!, configJson: String!, rewardsJson: String! }

  type Query {
    "Yesterday's, today's and tomorrow's offers; qmday (or the request's date) sets the day where test days are allowed."
    dailyBonus(qmday: String): DailyBonus!
    "§9 performers of this month's offers."
    dailyBonusModelsOfMonth(qmday: String): [DailyBonusModel!]!
    "§9 the guest's last 31 consumed offers, newest first (logged-in guests)."
    dailyBonusConsumedOffers: [ConsumedDailyBonusOffer!]!
    "§2 the event schedule: live, upcoming or past events at the (test) day."
    scheduledEvents(state: String!, qmday: String): [ScheduledEvent!]!
  }
`;
