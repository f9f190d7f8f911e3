import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_CACHE_MS, SEARCH_PAGE_SIZES } from '@/lib/catalog/rules';
import type { DbOrTx } from '@/lib/server/db/client';
import { actorFeatures, actorPrices, actorProfiles, actors } from '@/lib/server/db/schema/actors';
import { tags, videoTags, videos } from '@/lib/server/db/schema/catalog';
import { globalSearch } from '@/lib/server/search/global-search';
import { searchModels, searchVideos, searchWithoutContent } from '@/lib/server/search/per-type-search';
import { createSearchCache } from '@/lib/server/search/search-cache';
import { loadSearchPage } from '@/lib/server/search/search-page';
import { searchProposals } from '@/lib/server/search/search-proposals-query';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

let rt: AppRuntime;
let banned: { id: number; name: string; country: string };

beforeAll(async () => {
  rt = await startTestRuntime();
  const [withBan] = await rt.db
    .select({ id: actors.id, name: actors.name, codes: actors.bannedCountryCodes })
    .from(actors)
    .where(
      sql`cardinality(${actors.bannedCountryCodes}) > 0
        and exists (select 1 from ${videos} where ${videos.actorId} = ${actors.id} and ${videos.releasedAt} <= now())`,
    )
    .limit(1);
  if (!withBan?.codes[0]) throw new Error('the seed needs a performer with a country ban and videos');
  banned = { id: withBan.id, name: withBan.name, country: withBan.codes[0] };
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

const en = { language: 'en' as const, viewerCountry: null };
const page = (first: number, offset = 0) => ({ first, offset });

/** A database handle that fails on any use: proves that no query ran. */
const noDatabase = new Proxy({}, { get: () => { throw new Error('the database was used'); } }) as DbOrTx;

describe('§2/§5 search: typo-tolerant and accent-insensitive', () => {
  it('finds a performer by a misspelled name: "lunaskai" → LunaSky', async () => {
    const result = await globalSearch(rt.db, { ...en, searchPattern: 'lunaskai' }, null);
    expect(result.tooShort).toBe(false);
    expect(result.actors.items[0]?.name).toBe('LunaSky');
    expect(result.actors.items[0]?.link).toBe('/en/amateur/lunasky/');
    // A pattern that names performers is not also guessed as a misspelled title.
    const page = await loadSearchPage(rt.db, { ...en, searchPattern: 'lunaskai', page: 1, order: 'relevance' }, null);
    expect(page.actors.items[0]?.name).toBe('LunaSky');
    expect(page.fuzzy).toBe(false);
  });

  it('ignores accents, case and the space in a stage name: "Lúna Sky" → LunaSky first', async () => {
    const models = await searchModels(rt.db, { ...en, searchPattern: 'Lúna Sky', ...page(5), order: 'relevance' }, null);
    expect(models.items[0]?.name).toBe('LunaSky');
    const upper = await searchModels(rt.db, { ...en, searchPattern: 'LUNASKY', ...page(5), order: 'relevance' }, null);
    expect(upper.items[0]?.name).toBe('LunaSky');
  });

  it('finds videos by whole title words, and by a misspelled word when no title has it', async () => {
    const [sample] = await rt.db.select({ title: videos.title }).from(videos).where(sql`${videos.releasedAt} <= now()`).limit(1);
    const word = (sample?.title ?? '').split(' ')[0] ?? '';
    const exact = await searchVideos(rt.db, { ...en, searchPattern: word.toUpperCase(), ...page(30), order: 'relevance' }, null);
    expect(exact.total).toBeGreaterThan(0);
    for (const video of exact.items) expect(video.title.toLowerCase()).toContain(word.toLowerCase());

    const typo = `${word.slice(0, -1)}${word.slice(-1)}${word.slice(-1)}`; // "City" → "Cityy"
    const fuzzy = await loadSearchPage(rt.db, { ...en, searchPattern: typo, page: 1, order: 'relevance' }, null);
    expect(fuzzy.fuzzy).toBe(true);
    expect(fuzzy.videos.items.some((video) => video.title.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });

  it('orders and pages video hits without overlap (30 per page)', async () => {
    const [sample] = await rt.db.select({ title: videos.title }).from(videos).limit(1);
    const word = (sample?.title ?? '').split(' ')[0] ?? '';
    const all = await searchVideos(rt.db, { ...en, searchPattern: word, ...page(100), order: 'newest' }, null);
    const dates = all.items.map((v) => v.releasedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = await searchVideos(rt.db, { ...en, searchPattern: word, ...page(3), order: 'newest' }, null);
    const second = await searchVideos(rt.db, { ...en, searchPattern: word, ...page(3, 3), order: 'newest' }, null);
    expect([...first.items, ...second.items].map((v) => v.id)).toEqual(all.items.slice(0, 6).map((v) => v.id));
  });

  it('§2 asmr: only videos tagged asmr', async () => {
    const [row] = await rt.db
      .select({ title: videos.title })
      .from(videos)
      .innerJoin(videoTags, eq(videoTags.videoId, videos.id))
      .innerJoin(tags, eq(tags.id, videoTags.tagId))
      .where(and(eq(tags.tagGroup, 'asmr'), sql`${videos.releasedAt} <= now()`))
      .limit(1);
    const word = (row?.title ?? '').split(' ')[0] ?? '';
    const asmr = await searchVideos(rt.db, { ...en, searchPattern: word, ...page(100), order: 'relevance', asmrOnly: true }, null);
    expect(asmr.total).toBeGreaterThan(0);
    const ids = asmr.items.map((v) => v.id);
    const tagged = await rt.db
      .select({ id: videoTags.videoId })
      .from(videoTags)
      .innerJoin(tags, eq(tags.id, videoTags.tagId))
      .where(and(eq(tags.tagGroup, 'asmr'), sql`${videoTags.videoId} = any(${sql.param(ids)}::int[])`));
    expect(new Set(tagged.map((t) => t.id))).toEqual(new Set(ids));
  });

  it('§2 result categories: page sizes, and tv, mediathek and blog honestly empty until their content exists', async () => {
    const result = await globalSearch(rt.db, { ...en, searchPattern: 'luna' }, null);
    expect(result.actors.items.length).toBeLessThanOrEqual(SEARCH_PAGE_SIZES.actors);
    expect(result.videos.items.length).toBeLessThanOrEqual(SEARCH_PAGE_SIZES.videos);
    expect(result.asmr.items.length).toBeLessThanOrEqual(SEARCH_PAGE_SIZES.asmr);
    expect(result.photos.items.length).toBeLessThanOrEqual(SEARCH_PAGE_SIZES.photos);
    expect(result.galleries.items.length).toBeLessThanOrEqual(SEARCH_PAGE_SIZES.galleries);
    // galleries: the sedcards of the performers found
    expect(result.galleries.items.map((g) => g.actorName)).toContain('LunaSky');
    // tv: tests/integration/tv-search.test.ts
    expect(result.tv.items.length).toBeLessThanOrEqual(SEARCH_PAGE_SIZES.tv);
    // blog: tests/integration/blog-search.test.ts
    expect(result.blog.items.length).toBeLessThanOrEqual(SEARCH_PAGE_SIZES.blog);
    for (const empty of [result.mediathek]) {
      expect(empty).toMatchObject({ count: 0, items: [] });
    }
    expect(await searchWithoutContent({ searchPattern: 'luna' })).toEqual({ tooShort: false, total: 0, totalCapped: false, items: [] });
  });

  it('proposes performer names and tag names in the guest language (at most 8)', async () => {
    const luna = await searchProposals(rt.db, { ...en, searchPattern: 'luna' }, null);
    expect(luna.items[0]).toMatchObject({ type: 'actor', label: 'LunaSky', link: '/en/search/videos/LunaSky/' });
    expect(luna.items.length).toBeLessThanOrEqual(8);
    const de = await searchProposals(rt.db, { language: 'de', viewerCountry: null, searchPattern: 'drau' }, null);
    expect(de.items).toContainEqual({ type: 'tag', label: 'Draußen', link: '/de/suche/videos/Drau%C3%9Fen/' });
  });
});

describe('§5 minimum search length 3', () => {
  it('under 3 characters no query runs: the answer says tooShort', async () => {
    expect((await globalSearch(noDatabase, { ...en, searchPattern: ' ab ' }, null)).tooShort).toBe(true);
    expect((await searchProposals(noDatabase, { ...en, searchPattern: 'ab' }, null)).tooShort).toBe(true);
    expect((await searchModels(noDatabase, { ...en, searchPattern: 'ab', ...page(30), order: 'relevance' }, null)).tooShort).toBe(true);
    expect((await loadSearchPage(noDatabase, { ...en, searchPattern: 'ab', page: 1, order: 'relevance' }, null)).tooShort).toBe(true);
  });
});

describe('bad input: SQL and HTML metacharacters are plain text', () => {
  it.each(["'; drop table actors; --", '<script>alert(1)</script>', '%_%', 'a\\b\'c"d', "luna' or '1'='1"])('%s returns normally', async (pattern) => {
    const result = await globalSearch(rt.db, { ...en, searchPattern: pattern }, null);
    expect(result.tooShort).toBe(false);
    expect(result.searchPattern).toBe(pattern);
    const page = await loadSearchPage(rt.db, { ...en, searchPattern: pattern, page: 1, order: 'newest' }, null);
    expect(page.tooShort).toBe(false);
    const [count] = await rt.db.select({ n: sql<number>`count(*)::int` }).from(actors);
    expect(count?.n).toBeGreaterThan(0);
  });
});

describe('§6 country bans', () => {
  it('a performer banned for the viewer country is not found by that viewer, and her videos and sedcards neither', async () => {
    const seen = await globalSearch(rt.db, { ...en, viewerCountry: 'ZZ', searchPattern: banned.name }, null);
    expect(seen.actors.items.map((a) => a.name)).toContain(banned.name);
    const hidden = await globalSearch(rt.db, { ...en, viewerCountry: banned.country.toLowerCase(), searchPattern: banned.name }, null);
    expect(hidden.actors.items.map((a) => a.name)).not.toContain(banned.name);
    expect(hidden.galleries.items.map((g) => g.actorName)).not.toContain(banned.name);

    const [video] = await rt.db.select({ title: videos.title }).from(videos).where(and(eq(videos.actorId, banned.id), sql`${videos.releasedAt} <= now()`)).limit(1);
    if (!video) throw new Error('no video of the banned performer');
    const filter = { modelIds: [banned.id] };
    const open = await searchVideos(rt.db, { ...en, viewerCountry: 'ZZ', searchPattern: video.title, ...page(30), order: 'relevance', filter }, null);
    expect(open.total).toBeGreaterThan(0);
    const closed = await searchVideos(rt.db, { ...en, viewerCountry: banned.country, searchPattern: video.title, ...page(30), order: 'relevance', filter }, null);
    expect(closed.total).toBe(0);
  });
});

describe('§9 search cache: 5 minutes per (pattern, language, country, category, page)', () => {
  it('answers from the cache within 5 minutes, and sees new data after they expired', async () => {
    let now = 1_000_000;
    const cache = createSearchCache({ now: () => now });
    const names = async () => (await globalSearch(rt.db, { ...en, searchPattern: 'Zephyrine' }, cache)).actors.items.map((a) => a.name);
    expect(await names()).toEqual([]);

    await rt.db.transaction(async (tx) => {
      const [row] = await tx.insert(actors).values({ name: 'Zephyrine', slug: 'zephyrine', gender: 'F', type: 'F', imageSeed: 7 }).returning({ id: actors.id });
      const actorId = row?.id ?? 0;
      await tx.insert(actorProfiles).values({ actorId, birthDate: '2000-01-01', spokenLanguages: ['en'], countryCode: 'DE' });
      await tx.insert(actorPrices).values({ actorId, videoChat: 199, voyeurChat: 99, singleChat: 299, singleC2CChat: 399, videoCall: 299, ticketShow: 499, message: 99 });
      await tx.insert(actorFeatures).values({ actorId });
    });

    now += SEARCH_CACHE_MS - 1;
    expect(await names()).toEqual([]);
    // Another category, language or country is another entry.
    expect((await globalSearch(rt.db, { ...en, language: 'de', searchPattern: 'Zephyrine' }, cache)).actors.items.map((a) => a.name)).toEqual(['Zephyrine']);
    now += 1;
    expect(await names()).toEqual(['Zephyrine']);
  });

  it('keys the cache on the normalized pattern: case and spacing share an entry', async () => {
    const cache = createSearchCache();
    const first = await globalSearch(rt.db, { ...en, searchPattern: 'LunaSky' }, cache);
    const second = await globalSearch(rt.db, { ...en, searchPattern: '  lunasky ' }, cache);
    expect(second.actors).toBe(first.actors);
  });
});
