import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SIZES } from '@/lib/catalog/rules';
import { actors } from '@/lib/server/db/schema/actors';
import { tvProgramSlots } from '@/lib/server/db/schema/tv';
import { normalizePattern } from '@/lib/server/search/normalize';
import { createSearchRun } from '@/lib/server/search/search-run';
import { withSearchSession } from '@/lib/server/search/search-session';
import { findTvHits } from '@/lib/server/search/tv-hits';
import { programNow } from '@/lib/server/tv/program-now';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

/** The tv section as the global search builds it (lib/server/search/global-search.ts): one search session, one run. */
async function search(searchPattern: string, language: 'de' | 'en' | 'es' | 'nl' = 'en', viewerCountry: string | null = null) {
  const pattern = normalizePattern(searchPattern);
  const page = await withSearchSession(rt.db, pattern, (tx, terms) => findTvHits(createSearchRun(tx, { pattern, language, viewerCountry }, terms)));
  return { tv: { count: page.total, items: page.items } };
}

describe('global search, tv section (§3, page size 30 §9)', () => {
  it('finds programs still to come by their title in the page language, each title once, linked to its channel', async () => {
    const result = await search('studio talk');
    expect(result.tv.items.length).toBeGreaterThan(0);
    expect(result.tv.items.length).toBeLessThanOrEqual(SEARCH_PAGE_SIZES.tv);
    expect(result.tv.items[0]).toMatchObject({ title: 'Evening Studio Talk', link: '/en/tv/livestream/', actorName: null });
    const titles = result.tv.items.map((item) => item.title);
    expect(new Set(titles).size).toBe(titles.length);
    const de = await search('Studio-Talk', 'de');
    expect(de.tv.items[0]).toMatchObject({ title: 'Studio-Talk am Abend', link: '/de/tv/livestream/' });
  });

  it('is typo-tolerant and finds a performer’s appearance with her name', async () => {
    expect((await search('Premium Lounhe')).tv.items.map((item) => item.title)).toContain('Premium Lounge');
    const [appearance] = await rt.db
      .select({ name: actors.name })
      .from(tvProgramSlots)
      .innerJoin(actors, eq(actors.id, tvProgramSlots.actorId))
      .where(and(isNotNull(tvProgramSlots.actorId), gt(tvProgramSlots.endsAt, sql`now()`), eq(tvProgramSlots.channel, 'livestream')))
      .limit(1);
    const result = await search(`${appearance!.name} live in the studio`);
    expect(result.tv.items.find((item) => item.actorName === appearance!.name)).toMatchObject({ title: `${appearance!.name} Live in the Studio` });
  });

  it('§6: a performer banned in the viewer’s country is neither named in the tv hits nor in the program', async () => {
    const [slot] = await rt.db
      .select({ actorId: tvProgramSlots.actorId, name: actors.name, startsAt: tvProgramSlots.startsAt, channel: tvProgramSlots.channel })
      .from(tvProgramSlots)
      .innerJoin(actors, eq(actors.id, tvProgramSlots.actorId))
      .where(and(isNotNull(tvProgramSlots.actorId), gt(tvProgramSlots.endsAt, sql`now()`), eq(tvProgramSlots.channel, 'livestream')))
      .limit(1);
    const onAir = new Date(slot!.startsAt.getTime() + 60_000);
    const before = await programNow(rt.db, 'livestream', 'en', 'AT', onAir);
    expect(before.current?.actor?.name).toBe(slot!.name);
    await rt.db.update(actors).set({ bannedCountryCodes: ['AT'] }).where(eq(actors.id, slot!.actorId!));
    try {
      const hits = (await search(`${slot!.name} live in the studio`, 'en', 'at')).tv.items;
      const appearance = hits.find((item) => item.title === `${slot!.name} Live in the Studio`);
      expect(appearance, 'the program is still found').toBeDefined();
      expect(appearance!.actorName).toBeNull();
      expect((await search(`${slot!.name} live in the studio`, 'en', 'DE')).tv.items.find((item) => item.actorName === slot!.name)).toBeDefined();
      const after = await programNow(rt.db, 'livestream', 'en', 'AT', onAir);
      expect(after.current?.id).toBe(before.current?.id);
      expect(after.current?.actor).toBeNull();
      expect((await programNow(rt.db, 'livestream', 'en', 'DE', onAir)).current?.actor?.name).toBe(slot!.name);
    } finally {
      await rt.db.update(actors).set({ bannedCountryCodes: [] }).where(eq(actors.id, slot!.actorId!));
    }
  });

  it('programs that have ended are not found', async () => {
    await rt.db.update(tvProgramSlots).set({ titleEn: 'Farewell Rerun Special' }).where(sql`${tvProgramSlots.endsAt} < now() - interval '2 days'`);
    expect((await search('Farewell Rerun')).tv).toMatchObject({ count: 0, items: [] });
  });
});
