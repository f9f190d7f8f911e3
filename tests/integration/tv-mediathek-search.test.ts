import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as graphqlPOST } from '@/app/graphql/route';
import { globalSearch } from '@/lib/server/search/global-search';
import { searchMediathek } from '@/lib/server/search/mediathek-search';
import { loadSearchPage } from '@/lib/server/search/search-page';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

const en = { language: 'en' as const, viewerCountry: null };

async function graphql(query: string, language = 'en') {
  const response = await graphqlPOST(
    new Request(`http://localhost/graphql?language=${language}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) }),
  );
  return (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
}

describe('mediathek search (§7 searchMediathek, the global search mediathek section)', () => {
  it('finds a series by a typo in its title, series first, linking its localized page', async () => {
    const result = await searchMediathek(rt.db, { ...en, searchPattern: 'kitchn storys', first: 30, offset: 0 }, null);
    expect(result.tooShort).toBe(false);
    expect(result.items[0]).toMatchObject({ title: 'Kitchen Stories', link: '/en/tv/mediathek/kitchen-stories/', actorName: null });
    const german = await searchMediathek(rt.db, { language: 'de', viewerCountry: null, searchPattern: 'kuechengeschichten', first: 30, offset: 0 }, null);
    expect(german.items[0]).toMatchObject({ title: 'Küchengeschichten', link: '/de/tv/mediathek/kitchen-stories/' });
  });

  it('finds episodes by the words of their titles, each under its series page', async () => {
    const result = await searchMediathek(rt.db, { ...en, searchPattern: 'the photo shoot', first: 30, offset: 0 }, null);
    expect(result.total).toBeGreaterThan(0);
    for (const hit of result.items) {
      expect(hit.title.toLowerCase()).toContain('photo shoot');
      expect(hit.link).toMatch(new RegExp(`^/en/tv/mediathek/[a-z-]+/${hit.id}/$`));
      expect(hit.actorName).not.toBeNull();
    }
  });

  it('pages with first and offset, and says too short under 3 characters', async () => {
    const all = await searchMediathek(rt.db, { ...en, searchPattern: 'finale', first: 30, offset: 0 }, null);
    expect(all.total).toBeGreaterThan(3);
    const second = await searchMediathek(rt.db, { ...en, searchPattern: 'finale', first: 2, offset: 2 }, null);
    expect(second.items.map((hit) => hit.link)).toEqual(all.items.slice(2, 4).map((hit) => hit.link));
    expect(await searchMediathek(rt.db, { ...en, searchPattern: 'fi', first: 30, offset: 0 }, null)).toMatchObject({ tooShort: true, total: 0 });
  });

  it('the global search and the search page carry the section; GraphQL searchMediathek answers the same', async () => {
    const global = await globalSearch(rt.db, { ...en, searchPattern: 'island escap' }, null);
    expect(global.mediathek.count).toBeGreaterThan(0);
    expect(global.mediathek.items[0]?.link).toBe('/en/tv/mediathek/island-escape/');
    const page = await loadSearchPage(rt.db, { ...en, searchPattern: 'island escap', page: 1, order: 'relevance' }, null);
    expect(page.mediathek.items[0]?.title).toBe('Island Escape');
    const body = await graphql('{ searchMediathek(searchPattern: "midnite menu") { tooShort total items { title link } } }');
    expect(body.errors).toBeUndefined();
    const hits = (body.data?.searchMediathek as { items: { title: string }[] }).items;
    expect(hits[0]?.title).toBe('Midnight Menu');
  });
});
