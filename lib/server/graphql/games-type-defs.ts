import 'server-only';

/** §3/§7 games: the spin wheel, and the slot machine's game config, guest info and use-attempt mutation. */
export const gamesTypeDefs = /* GraphQL */ `
  "coins, bonusCode (amount: EUR cents of bonus money), video, videoVoucher, spins, messengerGift or vipDays."
  type GameReward { key: String!, type: String!, amount: Int! }
  type GameRewardText { key: String!, type: String!, amount: Int!, text: String! }
  "wheel: the segment under the pointer; slot: the three reels (symbol n is the nth reward, the last a blank) and whether they won."
  type GameOutcome { kind: String!, segment: Int, reels: [Int!], win: Boolean }
  "One attempt; seedHash is SHA-256 of HMAC-SHA256(server secret, attempt id), kept so support can re-derive the outcome."
  type GameAttempt { id: Int!, createdAt: String!, seedHash: String!, outcome: GameOutcome!, reward: GameReward, rewardCode: String, points: Int! }
  type SpinWheel { segments: [GameReward!]!, spins: Int!, wins: [GameAttempt!]! }
  type SpinResult { attempt: GameAttempt!, spinsLeft: Int! }
  type GameDayConfig { day: String!, pointsPerAttempt: Int! }
  type GameLanguageConfig { language: String!, title: String!, description: String!, rewards: [GameRewardText!]! }
  type GameConfig {
    "The config id (use it in useAttempt)."
    id: Int!
    startDate: String!
    endDate: String!
    dailyAttempts: Int!
    gameType: String!
    gameCategory: String!
    "LIVE or NOT_LIVE."
    gameStatus: String!
    dayConfigs: [GameDayConfig!]!
    languageConfigs: [GameLanguageConfig!]!
  }
  type GameGuestInfo { points: Int!, attemptsLeftToday: Int!, gainedRewards: [GameAttempt!]! }
  type UseAttemptResult { attempt: GameAttempt!, attemptsLeftToday: Int!, points: Int! }

  type Query {
    "The guest's spin wheel (logged-in guests)."
    spinWheel: SpinWheel!
    "§3 game config of a game type (default slotMachine): the run live at the (test) day, else the next, else the last."
    gameConfig(gameType: String, qmday: String): GameConfig
    "§3 the guest's points, attempts left today and rewards won in one game."
    gameGuestInfo(configId: Int!, qmday: String): GameGuestInfo!
  }
  type Mutation {
    "One turn of the spin wheel: spends a spin; NOT_ENOUGH_SPINS without one."
    spinWheel: SpinResult!
    "§7 use-attempt {configId}: OUTSIDE_WINDOW outside the game's days, ATTEMPT_LIMIT_REACHED past dailyAttempts."
    useAttempt(configId: Int!, qmday: String): UseAttemptResult!
  }
`;
