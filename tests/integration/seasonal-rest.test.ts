import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as graphql } from '@/app/graphql/route';
import { GET, POST } from '@/app/rest/v1/[area]/[...call]/route';
import { adventStateResponseSchema, collectEggResponseSchema, hiddenEggsResponseSchema, redeemRewardResponseSchema, rewardResponseSchema } from '@/lib/contracts/seasonal';
import { easterSunday } from '@/lib/server/events/berlin-window';
import type { AppRuntime } from '@/lib/server/runtime';
import { formatCalendarDay } from '@/lib/server/time/test-day';
import { addDays, berlinDayOf } from '@/lib/server/tv/berlin-days';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
}, 120_000);
afterAll(() => stopTestRuntime(rt));

function call(method: 'GET' | 'POST', path: string, init: { token?: string; body?: unknown; query?: string } = {}) {
  const headers: Record<string, string> = init.token ? { Authorization: `Bearer ${init.token}` } : {};
  if (method === 'POST') headers['content-type'] = 'application/json';
  const request = new Request(`http://localhost/rest/v1/specialEvents/${path}${init.query ?? ''}`, { method, headers, body: method === 'POST' ? JSON.stringify(init.body ?? {}) : undefined });
  return (method === 'GET' ? GET : POST)(request, { params: Promise.resolve({ area: 'specialEvents', call: path.split('/') }) });
}

const year = berlinDayOf(new Date()).year;
const sunday = formatCalendarDay(easterSunday(year));
const monday = formatCalendarDay(addDays(easterSunday(year), 1));

describe('§7 specialEvents: Easter eggs, rewards and the advent calendar over REST (test days on)', () => {
  it('collects eggs on the test day up to a reward, redeems it once through getReward/redeemReward', async () => {
    const { token } = await freshGuest(rt);
    expect((await call('GET', 'easter/eggs', { query: `?qmdate=${sunday}` })).status).toBe(401);
    const { data } = hiddenEggsResponseSchema.parse(await (await call('GET', 'easter/eggs', { token, query: `?qmdate=${sunday}` })).json());
    expect(data.text.label).toBeTruthy();
    let collected = null;
    for (const egg of data.eggs.slice(0, 3)) {
      collected = collectEggResponseSchema.parse(await (await call('POST', 'easter/collectEgg', { token, body: { verificationToken: egg.verificationToken, qmdate: sunday } })).json());
    }
    expect(collected?.data.collectedEggs).toBe(3);
    const reused = await call('POST', 'easter/collectEgg', { token, body: { verificationToken: data.eggs[0]!.verificationToken, qmdate: sunday } });
    expect(reused.status).toBe(409);
    const lateEgg = await call('POST', 'easter/collectEgg', { token, body: { verificationToken: data.eggs[3]!.verificationToken, qmdate: monday } });
    expect((await lateEgg.json()).error.code).toBe('OUTSIDE_WINDOW');
    const forged = await call('POST', 'easter/collectEgg', { token, body: { verificationToken: `${data.eggs[3]!.verificationToken.slice(0, -2)}xx`, qmdate: sunday } });
    expect([forged.status, (await forged.json()).error.code]).toEqual([422, 'EGG_TOKEN_INVALID']);

    const reward = rewardResponseSchema.parse(await (await call('GET', 'getReward/easter', { token, query: `?qmdate=${sunday}` })).json());
    expect(reward.data.reward).toMatchObject({ rewardKey: 'eggs-3', canRedeem: true });
    expect(reward.data.guestData).toMatchObject({ creditsTotal: 10, creditsAvailable: 7 });
    const optionCode = reward.data.reward!.optionCode;
    const redeemed = redeemRewardResponseSchema.parse(await (await call('POST', 'redeemReward/easter', { token, body: { optionCode, qmday: sunday } })).json());
    expect(redeemed.data.reward.canRedeem).toBe(false);
    expect((await call('POST', 'redeemReward/easter', { token, body: { optionCode, qmday: sunday } })).status).toBe(409);
    expect((await call('GET', 'getReward/reward-box', { token })).status).toBe(404);
  });

  it('opens the advent door of the test day once; GraphQL reads the Easter event', async () => {
    const { token } = await freshGuest(rt);
    const day = `${year}-12-03`;
    const opened = await call('POST', 'adventcalendar/open', { token, body: { door: 3, qmday: day } });
    expect(opened.status).toBe(200);
    expect((await call('POST', 'adventcalendar/open', { token, body: { door: 3, qmday: day } })).status).toBe(409);
    expect((await call('POST', 'adventcalendar/open', { token, body: { door: 4, qmday: day } })).status).toBe(422);
    const state = adventStateResponseSchema.parse(await (await call('GET', 'adventcalendar', { token, query: `?qmday=${day}` })).json());
    expect(state.data.doors[2]).toMatchObject({ door: 3, state: 'opened' });

    const response = await graphql(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: `{ easterEvent(qmday: "${sunday}") { collectedEggs eggCount event { state } rewards { key hidden type } } }` }),
      }),
    );
    const body = await response.json();
    expect(body.data.easterEvent).toMatchObject({ collectedEggs: 0, eggCount: 10, event: { state: 'live' } });
    expect(body.data.easterEvent.rewards.find((r: { key: string }) => r.key === 'eggs-10-secret')).toEqual({ key: 'eggs-10-secret', hidden: true, type: null });
  });
});
