import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/rest/v1/[area]/[...call]/route';
import { blogArchiveSchema, blogFrontSchema, blogPostPageSchema, blogTotalsSchema } from '@/lib/contracts/blog';
import { errorBodySchema } from '@/lib/contracts/envelope';
import { blogPostActors, blogPostTexts, blogPosts } from '@/lib/server/db/schema/blog';
import type { AppRuntime } from '@/lib/server/runtime';
import * as z from 'zod';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

let rt: AppRuntime;

beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

function rest(path: string) {
  const url = new URL(`http://localhost/rest/v1/${path}`);
  const [area = '', ...call] = url.pathname.slice('/rest/v1/'.length).split('/').filter(Boolean);
  return GET(new Request(url), { params: Promise.resolve({ area, call: call.map(decodeURIComponent) }) });
}

async function data<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> {
  const response = await rest(path);
  expect(response.status, path).toBe(200);
  const body = z.object({ success: z.literal(true), data: z.unknown() }).parse(await response.json());
  return schema.parse(body.data);
}

async function expectError(path: string, status: number, code: string) {
  const response = await rest(path);
  expect(response.status, path).toBe(status);
  expect(errorBodySchema.parse(await response.json()).error.code).toBe(code);
}

const payload = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const postsPage = blogPostPageSchema.extend({ categoryId: z.number() });

describe('the seeded blog', () => {
  it('has at least 60 posts, each with a text in de, en, es and nl and slugs unique per language', async () => {
    const [posts] = await rt.db.select({ n: sql<number>`count(*)::int` }).from(blogPosts);
    expect(posts?.n).toBeGreaterThanOrEqual(60);
    const perLanguage = await rt.db
      .select({ language: blogPostTexts.language, n: sql<number>`count(*)::int`, slugs: sql<number>`count(distinct ${blogPostTexts.slug})::int` })
      .from(blogPostTexts)
      .groupBy(blogPostTexts.language);
    expect(perLanguage.map((row) => row.language).sort()).toEqual(['de', 'en', 'es', 'nl']);
    for (const row of perLanguage) expect([row.n, row.slugs]).toEqual([posts?.n, posts?.n]);
  });
});

describe('§7 blog REST area', () => {
  it('posts/{categoryId}/{payload}: pages of 3 by default, newest first, never repeating, with exclude', async () => {
    const first = await data(`blog/posts/45/${payload({})}?language=en`, postsPage);
    expect(first.pageSize).toBe(3);
    expect(first.items).toHaveLength(3);
    expect(first.items.every((p) => p.categoryId === 45)).toBe(true);
    const dates = first.items.map((p) => Date.parse(p.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const second = await data(`blog/posts/45/${payload({ page: 2 })}?language=en`, postsPage);
    expect(second.items.map((p) => p.id)).not.toContain(first.items[0]?.id);
    const excluded = first.items[0]?.id ?? 0;
    const without = await data(`blog/posts/45/${payload({ exclude: [excluded], pageSize: 5 })}?language=en`, postsPage);
    expect(without.items.map((p) => p.id)).not.toContain(excluded);
    expect(without.total).toBe(first.total - 1);
  });

  it('posts: a page size over the limit, a bad payload or an unknown category is refused', async () => {
    await expectError(`blog/posts/45/${payload({ pageSize: 31 })}`, 422, 'VALIDATION_FAILED');
    await expectError(`blog/posts/45/${payload({ exclude: 'x' })}`, 422, 'VALIDATION_FAILED');
    await expectError('blog/posts/45/not-json', 400, 'BAD_REQUEST');
    await expectError(`blog/posts/42/${payload({})}`, 404, 'NOT_FOUND');
  });

  it('posts are cached 60 s (§9): a post published meanwhile shows only on the next minute', async () => {
    const before = await data(`blog/posts/1/${payload({ pageSize: 4 })}?language=nl`, postsPage);
    const [post] = await rt.db.insert(blogPosts).values({ categoryId: 1, publishedAt: new Date(Date.now() - 1000), imageSeed: 7 }).returning();
    if (!post) throw new Error('insert failed');
    await rt.db.insert(blogPostTexts).values({ postId: post.id, language: 'nl', slug: `cache-test-${post.id}`, title: 'Cache test', subTitle: '', excerpt: '', body: [] });
    const again = await data(`blog/posts/1/${payload({ pageSize: 4 })}?language=nl`, postsPage);
    expect(again).toEqual(before);
    // The archive call is not cached: it sees the new post at once.
    const archive = await data('blog/archives/1?language=nl', blogArchiveSchema);
    expect(archive.items[0]?.id).toBe(post.id);
    await rt.db.delete(blogPosts).where(eq(blogPosts.id, post.id));
  });

  it('archives/{category}: 9 a page (§9), the years with posts, and a year filter in Berlin time', async () => {
    const all = await data('blog/archives/38?language=de', blogArchiveSchema);
    expect(all.pageSize).toBe(9);
    expect(all.years.length).toBeGreaterThanOrEqual(2);
    expect(all.years.reduce((sum, y) => sum + y.count, 0)).toBe(all.total);
    const year = all.years[all.years.length - 1]?.year ?? 0;
    const one = await data(`blog/archives/38?language=de&year=${year}&pageSize=2`, blogArchiveSchema);
    expect(one.year).toBe(year);
    expect(one.total).toBe(all.years.find((y) => y.year === year)?.count);
    for (const post of one.items) {
      expect(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date(post.date))).toBe(String(year));
    }
    await expectError('blog/archives/38?pageSize=0', 422, 'VALIDATION_FAILED');
    await expectError('blog/archives/38?pageSize=100', 422, 'VALIDATION_FAILED');
    await expectError('blog/archives/2', 404, 'NOT_FOUND');
  });

  it('featured (506) lists the featured posts of all categories', async () => {
    const featured = await data('blog/archives/506?language=es', blogArchiveSchema);
    expect(featured.total).toBeGreaterThan(0);
    expect(featured.items.every((p) => p.featured)).toBe(true);
  });

  it('front and totals: the featured post, the newest per category, a total for every category', async () => {
    const front = await data('blog/front?language=en', blogFrontSchema);
    expect(front.featured?.featured).toBe(true);
    expect(new Set(front.newest.map((n) => n.categoryId)).size).toBe(front.newest.length);
    const totals = await data('blog/totals', blogTotalsSchema);
    expect(Object.keys(totals).sort()).toEqual(['1', '38', '39', '40', '41', '43', '44', '45', '46', '506'].sort());
    const archive = await data('blog/archives/46', blogArchiveSchema);
    expect(totals['46']).toBe(archive.total);
  });

  it('actors/{payload}: the performers a post mentions as profile links; an unknown post is 404', async () => {
    const [mention] = await rt.db.select().from(blogPostActors).limit(1);
    if (!mention) throw new Error('the seed mentions performers');
    const result = await data(
      `blog/actors/${payload({ postId: mention.postId })}?language=de`,
      z.object({ postId: z.number(), actors: z.array(z.object({ id: z.number(), link: z.string() })) }),
    );
    expect(result.actors.map((a) => a.id)).toContain(mention.actorId);
    expect(result.actors[0]?.link).toMatch(/^\/de\/amateur\/[^/]+\/$/);
    await expectError(`blog/actors/${payload({ postId: 2_000_000 })}`, 404, 'NOT_FOUND');
  });

  it('pm: every category with its total and archive years', async () => {
    const menu = await data('blog/pm', z.object({ categories: z.array(z.object({ id: z.number(), total: z.number(), years: z.array(z.unknown()) })) }));
    expect(menu.categories.map((c) => c.id)).toEqual([1, 38, 39, 40, 41, 43, 44, 45, 46, 506]);
  });
});
