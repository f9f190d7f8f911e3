import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as graphql } from '@/app/graphql/route';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { dayFromNow, setOffer } from './daily-bonus-fixtures';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
}, 120_000);
afterAll(() => stopTestRuntime(rt));

type EventConfig = { cache: boolean; cacheUntil: string | null; testDay: string | null };

async function eventConfig(args = ''): Promise<{ endsAt: string; eventConfig: EventConfig }> {
  const query = `{ dailyBonus${args} { endsAt eventConfig { cache cacheUntil testDay } } }`;
  const response = await graphql(new Request('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) }));
  const body = (await response.json()) as { data: { dailyBonus: { endsAt: string; eventConfig: EventConfig } } };
  return body.data.dailyBonus;
}

describe('§7 GraphQL dailyBonus event config with a cache flag', () => {
  it('today with an unlimited offer: cacheable until the next Berlin midnight (one second after endsAt)', async () => {
    await setOffer(rt, dayFromNow(0), 'oneDayVip', { stock: null });
    const answer = await eventConfig();
    expect(answer.eventConfig.cache).toBe(true);
    expect(answer.eventConfig.testDay).toBeNull();
    expect(new Date(answer.eventConfig.cacheUntil!).getTime()).toBe(new Date(answer.endsAt).getTime() + 1000);
  });

  it('today with a limited offer still in stock: not cacheable', async () => {
    await setOffer(rt, dayFromNow(0), 'oneDayVip', { stock: 5 });
    expect((await eventConfig()).eventConfig).toEqual({ cache: false, cacheUntil: null, testDay: null });
  });

  it('a test day (qmday) is never cacheable, whatever its offer', async () => {
    const day = dayFromNow(9);
    await setOffer(rt, day, 'oneDayVip', { stock: null });
    expect((await eventConfig(`(qmday: "${day}")`)).eventConfig).toEqual({ cache: false, cacheUntil: null, testDay: day });
  });
});
