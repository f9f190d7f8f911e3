import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIATHEK_RECOMMENDATIONS } from '@/lib/contracts/tv-mediathek';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { mediathekFixtures } from './tv-mediathek-fixtures';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

const { rest } = mediathekFixtures(() => rt);

type Page = { page: number; pageSize: number; pageCount: number; total: number; items: { id: number; key?: string; seriesKey?: string; duration?: number; title: string }[] };

async function grid(type: string, payload: unknown): Promise<{ status: number; body: { success: boolean; data: Page } }> {
  const response = await rest(`tileGrid/get/${type}/${encodeURIComponent(JSON.stringify(payload))}`);
  return { status: response.status, body: (await response.json()) as { success: boolean; data: Page } };
}

describe('§2 TV tile grids (tileGrid get/{type}/{payload})', () => {
  it('tvSeries pages the series; tvEpisodes sorts one series by length', async () => {
    const series = await grid('tvSeries', { page: 1, pageSize: 5 });
    expect(series.status).toBe(200);
    expect(series.body.data.items).toHaveLength(5);
    expect(series.body.data.pageCount).toBe(Math.ceil(series.body.data.total / 5));
    const key = series.body.data.items[0]!.key!;
    const episodes = await grid('tvEpisodes', { seriesKey: key, sort: 'longest', pageSize: 50 });
    expect(episodes.status).toBe(200);
    const items = episodes.body.data.items;
    expect(items.length).toBeGreaterThan(1);
    expect(items.every((item) => item.seriesKey === key)).toBe(true);
    const durations = items.map((item) => item.duration!);
    expect(durations).toEqual([...durations].sort((a, b) => b - a));
  });

  it('tvRecommendations answers the §9 five; an unknown series is a 404, a bad sort a 4xx', async () => {
    const all = await grid('tvEpisodes', { pageSize: 1 });
    const episodeId = all.body.data.items[0]!.id;
    const recommended = await grid('tvRecommendations', { episodeId });
    expect(recommended.body.data.items).toHaveLength(MEDIATHEK_RECOMMENDATIONS);
    expect(recommended.body.data.items.map((item) => item.id)).not.toContain(episodeId);
    expect((await grid('tvEpisodes', { seriesKey: 'no-such-series' })).status).toBe(404);
    const bad = await grid('tvEpisodes', { sort: 'cheapest' });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
  });
});
