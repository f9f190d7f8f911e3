import 'server-only';
import { eq } from 'drizzle-orm';
import type { EventType, ScheduledEventWire } from '@/lib/contracts/events';
import type { GameConfig, GameReward } from '@/lib/contracts/games';
import type { DbOrTx } from '@/lib/server/db/client';
import { scheduledEvents } from '@/lib/server/db/schema/events';
import { gameTexts } from '@/lib/server/db/schema/games';
import { eventOfType, toEventWire } from '@/lib/server/events/list-events';
import { dayConfigs } from './game-days';

/** The §2 special events that are games (their config has dailyAttempts and a gameCategory). */
export const GAME_TYPES = ['slotMachine', 'wetAndWild', 'wiesnShooting', 'wiesnBude', 'halloween', 'kickIt'] as const satisfies readonly EventType[];
export type GameType = (typeof GAME_TYPES)[number];
export const isGameType = (type: string): type is GameType => (GAME_TYPES as readonly string[]).includes(type);

export type GameEvent = { event: ScheduledEventWire; dailyAttempts: number; gameCategory: string; pointsPerAttempt: number[]; rewards: GameReward[] };

/** A scheduled event read as a game, or null when it is not one. */
export function asGame(event: ScheduledEventWire | null): GameEvent | null {
  if (!event || !isGameType(event.type)) return null;
  const config = event.config as { dailyAttempts: number; gameCategory: string; pointsPerAttempt?: number[] };
  const rewards = event.rewards.map(({ key, type, amount }) => ({ key, type, amount }));
  return { event, dailyAttempts: config.dailyAttempts, gameCategory: config.gameCategory, pointsPerAttempt: config.pointsPerAttempt ?? [], rewards };
}

/** The game with this config id (a scheduled event id), whatever its state; null if none. */
export async function gameById(db: DbOrTx, configId: number, now: Date): Promise<GameEvent | null> {
  const [row] = await db.select().from(scheduledEvents).where(eq(scheduledEvents.id, configId));
  return row ? asGame(toEventWire(row, now)) : null;
}

/**
 * §3/§7 game config of a game type: the run live at `now`, else the next, else the last (as
 * getData/{eventType}); its dates, dailyAttempts, gameType, gameCategory, LIVE/NOT_LIVE, a day
 * config per Berlin day and the texts of every language with the rewards.
 */
export async function gameConfig(db: DbOrTx, type: GameType, now: Date): Promise<GameConfig | null> {
  const game = asGame(await eventOfType(db, type, now));
  if (!game) return null;
  const { event } = game;
  const texts = await db.select().from(gameTexts).where(eq(gameTexts.eventType, type));
  return {
    id: event.id,
    startDate: event.firstDay,
    endDate: event.lastDay,
    dailyAttempts: game.dailyAttempts,
    gameType: type,
    gameCategory: game.gameCategory,
    gameStatus: event.state === 'live' ? 'LIVE' : 'NOT_LIVE',
    dayConfigs: dayConfigs(event.firstDay, event.lastDay, game.pointsPerAttempt),
    languageConfigs: texts.map((text) => ({
      language: text.language,
      title: text.title,
      description: text.description,
      rewards: game.rewards.map((reward) => ({ ...reward, text: text.rewardTexts[reward.key] ?? reward.key })),
    })),
  };
}
