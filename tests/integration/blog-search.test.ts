import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as graphqlPOST } from '@/app/graphql/route';
import { blogPostTexts } from '@/lib/server/db/schema/blog';
import { searchBlog } from '@/lib/server/search/blog-search';
import { globalSearch } from '@/lib/server/search/global-search';
import { loadSearchPage } from '@/lib/server/search/search-page';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

let rt: AppRuntime;
/** A seeded English news post: "News: the {theme} update for the apps". */
let post: { postId: number; title: string; slug: string };

beforeAll(async () => {
  rt = await startTestRuntime();
  const [row] = await rt.db
    .select({ postId: blogPostTexts.postId, title: blogPostTexts.title, slug: blogPostTexts.slug })
    .from(blogPostTexts)
    .where(and(eq(blogPostTexts.language, 'en'), like(blogPostTexts.title, 'News: the % update for the apps')))
    .limit(1);
  if (!row) throw new Error('the seed has English news posts');
  post = row;
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

const en = { language: 'en' as const, viewerCountry: null };
/** The title with one letter dropped from its longest word ("update" → "updte"). */
const typo = (title: string) => {
  const word = [...title.matchAll(/[A-Za-z]{5,}/g)].map((m) => m[0]).sort((a, b) => b.length - a.length)[0] ?? '';
  return title.replace(word, word.slice(0, 3) + word.slice(4));
};

describe('blog search (§7 searchBlog, the global search blog section)', () => {
  it('finds a post by the words of its title, linking its localized page', async () => {
    const result = await searchBlog(rt.db, { ...en, searchPattern: post.title, first: 15, offset: 0 }, null);
    expect(result.tooShort).toBe(false);
    expect(result.items[0]).toMatchObject({ id: post.postId, title: post.title, link: `/en/blog/${post.slug}/`, actorName: null });
  });

  it('tolerates a typo in the title', async () => {
    const pattern = typo(post.title);
    expect(pattern).not.toBe(post.title);
    const result = await searchBlog(rt.db, { ...en, searchPattern: pattern, first: 15, offset: 0 }, null);
    expect(result.items.map((hit) => hit.id)).toContain(post.postId);
  });

  it('pages with first and offset, and says too short under 3 characters', async () => {
    const all = await searchBlog(rt.db, { ...en, searchPattern: 'update', first: 15, offset: 0 }, null);
    expect(all.total).toBeGreaterThan(2);
    const second = await searchBlog(rt.db, { ...en, searchPattern: 'update', first: 2, offset: 2 }, null);
    expect(second.items.map((hit) => hit.id)).toEqual(all.items.slice(2, 4).map((hit) => hit.id));
    expect(await searchBlog(rt.db, { ...en, searchPattern: 'up', first: 15, offset: 0 }, null)).toMatchObject({ tooShort: true, total: 0 });
  });

  it('searches the titles of the page language only', async () => {
    const german = await searchBlog(rt.db, { language: 'de', viewerCountry: null, searchPattern: 'Bonus-Credits', first: 15, offset: 0 }, null);
    expect(german.total).toBeGreaterThan(0);
    expect(german.items.every((hit) => hit.link.startsWith('/de/blog/'))).toBe(true);
  });

  it('the global search and the search page carry the blog hits (first 15)', async () => {
    const global = await globalSearch(rt.db, { ...en, searchPattern: typo(post.title) }, null);
    expect(global.blog.items.map((hit) => hit.id)).toContain(post.postId);
    expect(global.blog.count).toBeGreaterThan(0);
    const page = await loadSearchPage(rt.db, { ...en, searchPattern: typo(post.title), page: 1, order: 'relevance' }, null);
    expect(page.blog.items.map((hit) => hit.id)).toContain(post.postId);
    const many = await globalSearch(rt.db, { ...en, searchPattern: 'the' + ' apps' }, null);
    expect(many.blog.items.length).toBeLessThanOrEqual(15);
  });

  it('GraphQL searchBlog answers real hits', async () => {
    const request = new Request('http://localhost/graphql?language=en', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query($p: String!) { searchBlog(searchPattern: $p) { tooShort total items { id title link } } }', variables: { p: typo(post.title) } }),
    });
    const body = (await (await graphqlPOST(request)).json()) as { data: { searchBlog: { total: number; items: { id: number }[] } } };
    expect(body.data.searchBlog.items.map((hit) => hit.id)).toContain(post.postId);
  });
});
