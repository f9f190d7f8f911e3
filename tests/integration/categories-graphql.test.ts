import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/graphql/route';
import { categorySchema } from '@/lib/contracts/category';
import { listModels } from '@/lib/server/catalog/list-models';
import { findCategory, listCategories } from '@/lib/server/catalog/models/categories';
import { getCategorySeo } from '@/lib/server/catalog/models/category-seo';
import { clearCached } from '@/lib/server/catalog/ttl-cache';
import { actors } from '@/lib/server/db/schema/actors';
import { actorCategories, categories } from '@/lib/server/db/schema/catalog';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

async function gql(query: string, language = 'en') {
  const response = await POST(
    new Request(`http://localhost/graphql?language=${language}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    }),
  );
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: unknown[] } };
}

describe('categories (§7)', () => {
  it('GraphQL categories: id, slug, name in the request language and the model count', async () => {
    const en = (await gql('{ categories { id slug name modelCount } }', 'en')).body.data.categories;
    const de = (await gql('{ categories { id slug name modelCount } }', 'de')).body.data.categories;
    expect(en.length).toBeGreaterThan(0);
    for (const c of en) expect(() => categorySchema.parse(c)).not.toThrow();
    const [row] = await rt.db.select({ slug: categories.slug, names: categories.names }).from(categories).where(eq(categories.slug, 'redhead'));
    expect(en.find((c: { slug: string }) => c.slug === 'redhead')?.name).toBe(row?.names.en);
    expect(de.find((c: { slug: string }) => c.slug === 'redhead')?.name).toBe(row?.names.de);
  });

  it('each model count equals the total of that category list', async () => {
    for (const category of await listCategories(rt.db, { language: 'en' })) {
      const list = await listModels(rt.db, { first: 0, offset: 0, order: 'rank', filter: { category: category.id } });
      expect(category.modelCount, category.slug).toBe(list.total);
    }
  });

  it('§6: model counts leave out performers banned for the viewer country', async () => {
    const [member] = await rt.db
      .select({ actorId: actorCategories.actorId, categoryId: actorCategories.categoryId })
      .from(actorCategories)
      .innerJoin(actors, eq(actors.id, actorCategories.actorId))
      .where(sql`cardinality(${actors.bannedCountryCodes}) = 0`)
      .limit(1);
    if (!member) throw new Error('no categorised performer');
    await rt.db.update(actors).set({ bannedCountryCodes: ['PL'] }).where(eq(actors.id, member.actorId));
    clearCached(rt.db);
    const visitor = await listCategories(rt.db, { language: 'en' });
    const polish = await listCategories(rt.db, { language: 'en', viewerCountry: 'pl' });
    const count = (list: typeof visitor) => list.find((c) => c.id === member.categoryId)?.modelCount ?? 0;
    expect(count(polish)).toBe(count(visitor) - 1);
    await rt.db.update(actors).set({ bannedCountryCodes: [] }).where(eq(actors.id, member.actorId));
    clearCached(rt.db);
  });

  it('an unknown category slug is not found (the page answers 404); known slugs match in any case', async () => {
    expect(await findCategory(rt.db, { slug: 'no-such-category', language: 'en' })).toBeNull();
    expect(await findCategory(rt.db, { slug: "blonde'; drop table categories; --", language: 'en' })).toBeNull();
    expect((await findCategory(rt.db, { slug: 'Blonde', language: 'es' }))?.name).toBe('Rubias');
  });

  it('category SEO texts (§3: h1, h2, title, description, free texts) come from seo_texts in the page language', async () => {
    const seo = await getCategorySeo(rt.db, { slug: 'blonde', language: 'de' });
    expect(seo?.h1).toContain('Blond');
    expect(seo?.freeTexts.length).toBeGreaterThan(0);
    expect(seo?.title.length).toBeGreaterThan(0);
    expect(await getCategorySeo(rt.db, { slug: 'no-such-category', language: 'de' })).toBeNull();
  });
});
