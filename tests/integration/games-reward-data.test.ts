import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import { rewardResponseSchema } from '@/lib/contracts/seasonal';
import { gameAttempts } from '@/lib/server/db/schema/games';
import { eventOfType } from '@/lib/server/events/list-events';
import { playAttempt } from '@/lib/server/games/play-attempt';
import type { AppRuntime } from '@/lib/server/runtime';
import { formatCalendarDay } from '@/lib/server/time/test-day';
import { berlinDayOf } from '@/lib/server/tv/berlin-days';
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

function getReward(token: string, eventId: string, qmdate: string) {
  const request = new Request(`http://localhost/rest/v1/specialEvents/getReward/${eventId}?qmdate=${qmdate}`, { headers: { Authorization: `Bearer ${token}` } });
  return GET(request, { params: Promise.resolve({ area: 'specialEvents', call: ['getReward', eventId] }) });
}

describe('§7 getReward/{eventId} of a game counts its attempts (test day)', () => {
  it('creditsTotal is dailyAttempts, creditsAvailable the attempts left today; the history holds the won rewards', async () => {
    const { guestId, token } = await freshGuest(rt);
    const day = formatCalendarDay(berlinDayOf(liveNow));
    const before = rewardResponseSchema.parse(await (await getReward(token, 'slot-machine', day)).json());
    expect(before.data.guestData).toMatchObject({ creditsTotal: 3, creditsAvailable: 3, rewardHistory: [] });

    const first = await playAttempt(rt.db, guestId, configId, liveNow);
    await playAttempt(rt.db, guestId, configId, new Date(liveNow.getTime() + 60_000));
    // The reels decide whether an attempt wins; make the first one a known win so the history has one.
    const won = { key: 'coins', type: 'coins' as const, amount: 20 };
    await rt.db.update(gameAttempts).set({ reward: won }).where(eq(gameAttempts.id, first.attempt.id));
    const wins = await rt.db.select({ id: gameAttempts.id, reward: gameAttempts.reward }).from(gameAttempts).where(eq(gameAttempts.guestId, guestId));
    const wonIds = wins.filter((row) => row.reward !== null).map((row) => row.id);

    const after = rewardResponseSchema.parse(await (await getReward(token, String(configId), day)).json());
    expect(after.data.guestData.creditsTotal).toBe(3);
    expect(after.data.guestData.creditsAvailable).toBe(1);
    const history = after.data.guestData.rewardHistory;
    expect(history.map((entry) => entry.id).sort()).toEqual(wonIds.sort());
    expect(history.find((entry) => entry.id === first.attempt.id)).toMatchObject({ type: 'coins', amount: 20, canRedeem: false });
    expect(history.every((entry) => !entry.canRedeem)).toBe(true);
    expect(after.data.reward?.id).toBe(history[0]?.id);
  });

  it('outside the game window no attempt is available', async () => {
    const { token } = await freshGuest(rt);
    const event = await eventOfType(rt.db, 'slotMachine', liveNow);
    const afterEnd = formatCalendarDay(berlinDayOf(new Date(new Date(event!.endsAt).getTime() + 3 * 86_400_000)));
    const answer = rewardResponseSchema.parse(await (await getReward(token, String(configId), afterEnd)).json());
    expect(answer.data.guestData).toMatchObject({ creditsTotal: 3, creditsAvailable: 0 });
  });
});
