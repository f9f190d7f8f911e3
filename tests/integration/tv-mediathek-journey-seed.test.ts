import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIATHEK_EPISODE_PAGE_SIZE } from '@/lib/contracts/tv-mediathek';
import type { AppRuntime } from '@/lib/server/runtime';
import { getSeriesByKey } from '@/lib/server/tv/mediathek/get-series';
import { listEpisodes } from '@/lib/server/tv/mediathek/list-episodes';
import { recommendations } from '@/lib/server/tv/mediathek/recommendations';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

/** What e2e/tv-mediathek.spec.ts assumes about the seeded media centre; a seed change that breaks it fails here first. */
describe('the media centre journey’s seed', () => {
  it('"Kitchen Stories" fits one page, has a premium episode under 18 and 5 recommendations for it', async () => {
    const series = await getSeriesByKey(rt.db, 'kitchen-stories', 'en');
    expect(series?.title).toBe('Kitchen Stories');
    const page = await listEpisodes(rt.db, { seriesKey: 'kitchen-stories', sort: 'longest', offset: 0, limit: 100, language: 'en' });
    expect(page.total).toBeGreaterThan(1);
    expect(page.total).toBeLessThanOrEqual(MEDIATHEK_EPISODE_PAGE_SIZE);
    const premium = page.items.find((item) => item.premium && item.fsk < 18);
    expect(premium).toBeDefined();
    expect(await recommendations(rt.db, premium?.id ?? 0, 'en')).toHaveLength(5);
    // The journey's 404 case opens this episode under another series.
    expect((await getSeriesByKey(rt.db, 'night-shift', 'en'))?.key).toBe('night-shift');
  });
});
