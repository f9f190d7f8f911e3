import { type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_CATEGORIES, VIDEO_ORDERS } from '@/lib/contracts/video';
import { VIDEO_ITEMS_PER_GRID } from '@/lib/catalog/rules';
import { type VideoListInput, videoPageQueries } from '@/lib/server/catalog/list-videos';
import { actors } from '@/lib/server/db/schema/actors';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

/**
 * "speed at scale": at SEED_SCALE=large (200,000 videos) every list must be an index scan
 * with LIMIT. The small test seed is too small for the planner to prefer an index on its own, so
 * each query shape is planned with sequential scans switched off: if the plan still reads the
 * whole videos table, no usable index exists for that shape.
 */
let rt: AppRuntime;
let actorId: number;

beforeAll(async () => {
  rt = await startTestRuntime();
  const [actor] = await rt.db.select({ id: actors.id }).from(actors).limit(1);
  if (!actor) throw new Error('no actors');
  actorId = actor.id;
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

async function planOf(query: SQLWrapper): Promise<string> {
  return rt.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql`explain (costs off) ${query}`);
    const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
    return rows.map((r) => Object.values(r)[0]).join('\n');
  });
}

async function expectIndexPlan(input: VideoListInput) {
  for (const query of videoPageQueries(rt.db, input)) {
    const plan = await planOf(query);
    expect(plan, plan).not.toMatch(/Seq Scan on videos/);
    expect(plan, plan).toMatch(/(Index (Only )?Scan( Backward)? using|Bitmap Index Scan on) videos_\w+|One-Time Filter: false/);
    expect(plan, plan).toMatch(/^Limit/);
  }
}

const page2 = { first: VIDEO_ITEMS_PER_GRID, offset: VIDEO_ITEMS_PER_GRID };

describe('EXPLAIN: every video list is an index scan with LIMIT', () => {
  it.each(VIDEO_CATEGORIES)('category %s in its §9 default sort', async (category) => {
    await expectIndexPlan({ category, ...page2 });
  });

  it.each(VIDEO_ORDERS)('allVideos sorted %s', async (order) => {
    await expectIndexPlan({ category: 'allVideos', order, ...page2 });
  });

  it.each(['trendingVideos', 'freeVideos', 'discountedVideos', 'vip30Videos', 'topVideos'])('%s sorted cheapest, with a country ban', async (category) => {
    await expectIndexPlan({ category, order: 'cheapest', viewerCountry: 'DE', ...page2 });
  });

  it('an actor page (modelIds), her classic videos and a tag page', async () => {
    await expectIndexPlan({ category: 'allVideos', filter: { modelIds: [actorId] }, ...page2 });
    await expectIndexPlan({ category: 'allVideos', filter: { modelIds: [actorId], types: ['classic'] }, ...page2 });
    await expectIndexPlan({ category: 'allVideos', filter: { modelIds: [actorId], tags: ['outdoor'] }, ...page2 });
  });

  it('the hub filters: VIP videos, tag lists', async () => {
    await expectIndexPlan({ category: 'allVideos', filter: { types: ['vip'] }, order: 'newest', ...page2 });
    await expectIndexPlan({ category: 'allVideos', filter: { tags: ['outdoor'] }, ...page2 });
  });
});
