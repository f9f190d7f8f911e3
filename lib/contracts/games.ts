import * as z from 'zod';

/** §3 reward types a game credits (special-event rewards, plus VIP days). */
export const GAME_REWARD_TYPES = ['coins', 'bonusCode', 'video', 'videoVoucher', 'spins', 'messengerGift', 'vipDays'] as const;
export const gameRewardSchema = z.object({
  key: z.string().min(1).max(40),
  type: z.enum(GAME_REWARD_TYPES),
  /** Coins: whole coins; bonusCode: EUR cents of bonus money; vipDays: days; the rest: a count. */
  amount: z.number().int().min(1).max(100_000),
});
export type GameReward = z.infer<typeof gameRewardSchema>;

/** What the random source decided: a wheel segment, or the three reels of the slot machine. */
export const gameOutcomeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('wheel'), segment: z.number().int().min(0) }),
  z.object({ kind: z.literal('slot'), reels: z.tuple([z.number().int(), z.number().int(), z.number().int()]), win: z.boolean() }),
]);
export type GameOutcome = z.infer<typeof gameOutcomeSchema>;

/** One finished attempt as the guest sees it; seedHash lets support (and the guest) check it later. */
export const gameAttemptSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  seedHash: z.string(),
  outcome: gameOutcomeSchema,
  reward: gameRewardSchema.nullable(),
  rewardCode: z.string().nullable(),
  points: z.number().int(),
});
export type GameAttempt = z.infer<typeof gameAttemptSchema>;

/** The spin wheel: its segments in order (clockwise from the top), the guest's spins and last wins. */
export const spinWheelSchema = z.object({ segments: z.array(gameRewardSchema), spins: z.number().int().min(0), wins: z.array(gameAttemptSchema) });
export type SpinWheel = z.infer<typeof spinWheelSchema>;
export const spinWheelQuerySchema = z.object({ spinWheel: spinWheelSchema });
export const spinResultSchema = z.object({ spinWheel: z.object({ attempt: gameAttemptSchema, spinsLeft: z.number().int().min(0) }) });

export const gameStatusSchema = z.enum(['LIVE', 'NOT_LIVE']);
/** §3 game config: dates, dailyAttempts, gameType, gameCategory, gameStatus, day configs, language configs. */
export const gameConfigSchema = z.object({
  id: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  dailyAttempts: z.number().int(),
  gameType: z.string(),
  gameCategory: z.string(),
  gameStatus: gameStatusSchema,
  dayConfigs: z.array(z.object({ day: z.string(), pointsPerAttempt: z.number().int() })),
  languageConfigs: z.array(
    z.object({ language: z.string(), title: z.string(), description: z.string(), rewards: z.array(gameRewardSchema.extend({ text: z.string() })) }),
  ),
});
export type GameConfig = z.infer<typeof gameConfigSchema>;
/** §3 guest info: points, attemptsLeftToday, gainedRewards. */
export const gameGuestInfoSchema = z.object({ points: z.number().int(), attemptsLeftToday: z.number().int().min(0), gainedRewards: z.array(gameAttemptSchema) });
export type GameGuestInfo = z.infer<typeof gameGuestInfoSchema>;
export const gameConfigQuerySchema = z.object({ gameConfig: gameConfigSchema.nullable() });
export const gameGuestInfoQuerySchema = z.object({ gameGuestInfo: gameGuestInfoSchema });
export const useAttemptResultSchema = z.object({ useAttempt: z.object({ attempt: gameAttemptSchema, attemptsLeftToday: z.number().int().min(0), points: z.number().int() }) });
