import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameAttempts, gameDayCounters } from '@/lib/server/db/schema/games';
import { isAppError } from '@/lib/server/errors';
import { gameById, gameConfig } from '@/lib/server/games/game-config';
import { gameGuestInfo } from '@/lib/server/games/game-guest-info';
import { playAttempt } from '@/lib/server/games/play-attempt';
import { verifyAttempt } from '@/lib/server/games/verify-attempt';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';
import { liveSlotMachine } from './slot-machine-live';

let rt: AppRuntime;
let liveNow: Date;
let configId: number;
beforeAll(async () => {
  rt = await startTestRuntime();
  ({ configId, liveNow } = await liveSlotMachine(rt));
}, 120_000);
afterAll(() => stopTestRuntime(rt));

const codeOf = (result: PromiseSettledResult<unknown>) => (result.status === 'rejected' && isAppError(result.reason) ? result.reason.code : result.status);
const attemptsOf = async (guestId: number) => (await rt.db.select({ n: count() }).from(gameAttempts).where(and(eq(gameAttempts.guestId, guestId), eq(gameAttempts.game, 'slot'))))[0]?.n ?? 0;

describe('slot machine (§3 game config, guest info, use-attempt)', () => {
  it('answers the game config: dates, dailyAttempts, LIVE on a game day, day configs and four languages', async () => {
    const config = await gameConfig(rt.db, 'slotMachine', liveNow);
    expect(config).toMatchObject({ id: configId, gameType: 'slotMachine', gameCategory: 'slot', gameStatus: 'LIVE', dailyAttempts: 3 });
    expect(config!.dayConfigs[0]?.day).toBe(config!.startDate);
    expect(config!.dayConfigs.at(-1)?.day).toBe(config!.endDate);
    expect(config!.languageConfigs.map((c) => c.language).sort()).toEqual(['de', 'en', 'es', 'nl']);
    const english = config!.languageConfigs.find((c) => c.language === 'en');
    expect(english?.rewards.find((r) => r.key === 'voucher')?.text).toBe('A video voucher');
    const before = await gameConfig(rt.db, 'slotMachine', new Date(new Date(config!.dayConfigs[0]!.day).getTime() - 5 * 86_400_000));
    expect(before?.gameStatus).toBe('NOT_LIVE');
  });

  it('20 parallel attempts never exceed dailyAttempts; the rest are ATTEMPT_LIMIT_REACHED', async () => {
    const { guestId } = await freshGuest(rt);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => playAttempt(rt.db, guestId, configId, liveNow)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(results.map(codeOf).filter((c) => c === 'ATTEMPT_LIMIT_REACHED')).toHaveLength(17);
    expect(await attemptsOf(guestId)).toBe(3);
    const game = await gameById(rt.db, configId, liveNow);
    const info = await gameGuestInfo(rt.db, guestId, game!, liveNow);
    expect(info.attemptsLeftToday).toBe(0);
    // Day 2 of the seed's slot machine earns 10 points per attempt (lib/server/events/event-calendar.ts).
    expect(info.points).toBe(game!.pointsPerAttempt[1]! * 3);
    const wins = results.flatMap((r) => (r.status === 'fulfilled' && r.value.attempt.reward ? [r.value.attempt.id] : []));
    expect(info.gainedRewards.map((a) => a.id).sort()).toEqual(wins.sort());
    for (const r of results) if (r.status === 'fulfilled') expect(await verifyAttempt(rt.db, r.value.attempt.id)).toMatchObject({ seedMatches: true, outcomeMatches: true });
  });

  it('the next Berlin day gives new attempts', async () => {
    const { guestId } = await freshGuest(rt);
    for (let i = 0; i < 3; i += 1) await playAttempt(rt.db, guestId, configId, liveNow);
    await expect(playAttempt(rt.db, guestId, configId, liveNow)).rejects.toMatchObject({ code: 'ATTEMPT_LIMIT_REACHED' });
    const tomorrow = new Date(liveNow.getTime() + 86_400_000);
    const result = await playAttempt(rt.db, guestId, configId, tomorrow);
    expect(result.attemptsLeftToday).toBe(2);
  });

  it('outside the window is OUTSIDE_WINDOW, an unknown config NOT_FOUND; nothing written', async () => {
    const { guestId } = await freshGuest(rt);
    const config = await gameConfig(rt.db, 'slotMachine', liveNow);
    const after = new Date(new Date(`${config!.endDate}T12:00:00Z`).getTime() + 2 * 86_400_000);
    await expect(playAttempt(rt.db, guestId, configId, after)).rejects.toMatchObject({ code: 'OUTSIDE_WINDOW' });
    await expect(playAttempt(rt.db, guestId, 2_000_000_000, liveNow)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await attemptsOf(guestId)).toBe(0);
    const counters = await rt.db.select({ n: count() }).from(gameDayCounters).where(eq(gameDayCounters.guestId, guestId));
    expect(counters[0]?.n).toBe(0);
  });
});
