import { asc, count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tvEpisodeTexts, tvEpisodes, tvPosts, tvSeries } from '@/lib/server/db/schema/tv-mediathek';
import { seedMissingSections } from '@/lib/server/db/seed/sections';
import { tvMediathekSection } from '@/lib/server/db/seed/tv-mediathek';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

const titles = () => rt.db.select({ title: tvEpisodeTexts.title }).from(tvEpisodeTexts).orderBy(asc(tvEpisodeTexts.title)).limit(40);

describe('the media centre seed section', () => {
  it('is seeded once, and seeded again (the same catalogue) into a database that lacks it', async () => {
    expect(await rt.db.transaction((tx) => tvMediathekSection.seeded(tx))).toBe(true);
    const before = await titles();
    const [episodes] = await rt.db.select({ n: count() }).from(tvEpisodes);

    await rt.db.execute(sql`truncate ${tvPosts}, ${tvSeries} cascade`);
    const seeded = await rt.db.transaction((tx) => seedMissingSections(tx, { now: new Date(), scale: 'small' }));
    expect(seeded).toContain('tv-mediathek');
    expect(await titles()).toEqual(before);
    expect((await rt.db.select({ n: count() }).from(tvEpisodes))[0]!.n).toBe(episodes!.n);
    // A second start finds it seeded and adds nothing.
    const again = await rt.db.transaction((tx) => seedMissingSections(tx, { now: new Date(), scale: 'small' }));
    expect(again).not.toContain('tv-mediathek');
  });
});
