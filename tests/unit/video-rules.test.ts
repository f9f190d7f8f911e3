import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VIDEO_CATEGORIES, VIDEO_FILTER_TYPES, VIDEO_ORDERS, videoFilterSchema, videoSortParamSchema } from '@/lib/contracts/video';
import { isoDuration } from '@/components/video/iso-duration';
import { ordersFor, parseVideoSort } from '@/components/video/video-orders';
import { PREVIEW_THUMBNAILS_PER_VIDEO } from '@/lib/catalog/rules';
import { AppError } from '@/lib/server/errors';
import { ORDER_SORTS, defaultVideoOrder, parseVideoCategory } from '@/lib/server/catalog/videos/category-rules';
import { categoryCondition, filterCondition, typeCondition } from '@/lib/server/catalog/videos/conditions';
import { previewThumbnailCount, videoPreviewThumbnails } from '@/lib/server/catalog/videos/preview-images';

const dialect = new PgDialect();
const render = (condition: SQL | undefined) => (condition ? dialect.sqlToQuery(condition) : { sql: '', params: [] });

describe('§9 default video sort by category', () => {
  it('"allVideos and vip30Videos top rated"', () => {
    expect(defaultVideoOrder('allVideos')).toBe('topRated');
    expect(defaultVideoOrder('vip30Videos')).toBe('topRated');
  });
  it('"discounted, free, bought and new newest"', () => {
    for (const category of ['discountedVideos', 'freeVideos', 'boughtVideos', 'newVideos'] as const) {
      expect(defaultVideoOrder(category), category).toBe('newest');
    }
  });
  it('"trending top trending; top best selling"', () => {
    expect(defaultVideoOrder('trendingVideos')).toBe('topTrending');
    expect(defaultVideoOrder('topVideos')).toBe('bestSelling');
  });
  it('every §5 category has a default sort', () => {
    for (const category of VIDEO_CATEGORIES) expect(VIDEO_ORDERS).toContain(defaultVideoOrder(category));
  });
});

describe("§5 'Video filter category must be one of …; otherwise an error Unmapped category'", () => {
  it('accepts the eight categories', () => {
    for (const category of VIDEO_CATEGORIES) expect(parseVideoCategory(category)).toBe(category);
  });
  it.each(['', 'AllVideos', 'popularVideos', 'allVideos ', null, 3, undefined])('rejects %j with UNMAPPED_CATEGORY', (value) => {
    let thrown: unknown;
    try {
      parseVideoCategory(value);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).code).toBe('UNMAPPED_CATEGORY');
    expect((thrown as AppError).message).toBe('Unmapped category');
    expect((thrown as AppError).status).toBe(422);
  });
});

describe('§9 tile sorts: duration, free, price, rating, released, sold', () => {
  it('every tile sort is reachable through an order', () => {
    const sorts = new Set(Object.values(ORDER_SORTS).map((s) => s.sort));
    for (const sort of ['duration', 'free', 'price', 'rating', 'released', 'sold']) expect(sorts).toContain(sort);
  });
  it('named orders sort the way their names say', () => {
    expect(ORDER_SORTS.newest).toEqual({ sort: 'released', direction: 'desc' });
    expect(ORDER_SORTS.cheapest).toEqual({ sort: 'price', direction: 'asc' });
    expect(ORDER_SORTS.topRated).toEqual({ sort: 'rating', direction: 'desc' });
    expect(ORDER_SORTS.bestSelling).toEqual({ sort: 'sold', direction: 'desc' });
  });
});

describe('§9 category rules as conditions', () => {
  it('"Trending videos: released within the last 8 days"', () => {
    const q = render(categoryCondition('trendingVideos'));
    expect(q.sql).toContain('"released_at" >= now() - make_interval(days =>');
    expect(q.params).toEqual([8]);
  });
  it('"Top videos: within the last 9 months"', () => {
    const q = render(categoryCondition('topVideos'));
    expect(q.sql).toContain('make_interval(months =>');
    expect(q.params).toEqual([9]);
  });
  it('"Free videos: female acting group only"', () => {
    const q = render(categoryCondition('freeVideos'));
    expect(q.sql).toContain('"is_free"');
    expect(q.sql).toContain('"acting_group" =');
    expect(q.params).toEqual(['F']);
  });
  it('discounted videos cost less than their base price', () => {
    expect(render(categoryCondition('discountedVideos')).sql).toMatch(/"price" < "videos"\."base_price"/);
  });
  it('bought videos are an empty set until purchases exist', () => {
    expect(render(categoryCondition('boughtVideos')).sql).toBe('false');
  });
  it('all and new videos add no condition', () => {
    expect(categoryCondition('allVideos')).toBeUndefined();
    expect(categoryCondition('newVideos')).toBeUndefined();
  });
});

describe('§3 video filter mapping', () => {
  it('every filter type maps to a real condition', () => {
    const expected: Record<(typeof VIDEO_FILTER_TYPES)[number], RegExp> = {
      free: /^"videos"\."is_free"$/,
      premium: /^not "videos"\."is_free"$/,
      discount: /"price" < "videos"\."base_price"/,
      vip: /"is_vip"$/,
      bought: /^false$/,
      trending: /released_at" >= now\(\)/,
      vxselect: /^exists \(select 1 from "collection_videos"/,
      vip30: /"is_vip30_offer"/,
      classic: /"is_classic"/,
      shared: /"acting_group" in \(\$1, \$2\)/,
      original: /^not "videos"\."is_cam_recording"$/,
    };
    for (const type of VIDEO_FILTER_TYPES) expect(render(typeCondition(type)).sql, type).toMatch(expected[type]);
  });
  it('fields narrow together, entries of one field are alternatives', () => {
    const q = render(filterCondition({ modelIds: [1000, 1001], actingGroups: ['F'], types: ['free', 'discount'] }));
    expect(q.sql).toBe(
      '("videos"."actor_id" in ($1, $2) and "videos"."acting_group" in ($3) and ("videos"."is_free" or "videos"."price" < "videos"."base_price"))',
    );
    expect(q.params).toEqual([1000, 1001, 'F']);
  });
  it('tags are tag groups; ids and release bounds narrow', () => {
    const q = render(filterCondition({ tags: ['outdoor'], ids: [5], releasedFrom: '2025-01-01', releasedUntil: '2025-01-31' }));
    expect(q.sql).toContain('"tags"."tag_group" in ($2)');
    expect(q.sql).toContain('"videos"."id" in ($1)');
    expect(q.params).toContain('outdoor');
    // A day as the upper bound means the whole day.
    const until = q.params.find((p) => typeof p === 'string' && p.startsWith('2025-02-01'));
    expect(until).toBeDefined();
  });
  it('an empty filter adds nothing', () => {
    expect(filterCondition(undefined)).toBeUndefined();
    expect(filterCondition({})).toBeUndefined();
  });
  it('the filter schema refuses unknown types and acting groups', () => {
    expect(videoFilterSchema.safeParse({ types: ['stolen'] }).success).toBe(false);
    expect(videoFilterSchema.safeParse({ actingGroups: ['X'] }).success).toBe(false);
    expect(videoFilterSchema.safeParse({ releasedFrom: 'yesterday' }).success).toBe(false);
    expect(videoFilterSchema.safeParse({ types: ['vip', 'classic'], releasedFrom: '2025-05-01' }).success).toBe(true);
  });
});

describe('§9 "Preview thumbnails 100 per video"', () => {
  it('never more than 100, at least 6, stable per video', () => {
    expect(previewThumbnailCount(60)).toBe(6);
    expect(previewThumbnailCount(36_000)).toBe(PREVIEW_THUMBNAILS_PER_VIDEO);
    expect(videoPreviewThumbnails(100001, 36_000)).toHaveLength(100);
    expect(videoPreviewThumbnails(100001, 900)).toEqual(videoPreviewThumbnails(100001, 900));
    expect(new Set(videoPreviewThumbnails(100001, 900).map((i) => i.url)).size).toBe(30);
  });
});

describe('§9 tile sort names in ?sort= and payloads', () => {
  it('each tile sort name means one order; order names pass through', () => {
    expect(videoSortParamSchema.parse('price')).toBe('cheapest');
    expect(videoSortParamSchema.parse('sold')).toBe('bestSelling');
    expect(videoSortParamSchema.parse('released')).toBe('newest');
    expect(videoSortParamSchema.parse('priciest')).toBe('priciest');
    expect(videoSortParamSchema.safeParse('random').success).toBe(false);
  });
  it('a page falls back to its default sort for anything it does not offer', () => {
    const orders = ['newest', 'topRated', 'cheapest'] as const;
    expect(parseVideoSort('price', orders, 'newest')).toBe('cheapest');
    expect(parseVideoSort(['topRated', 'x'], orders, 'newest')).toBe('topRated');
    expect(parseVideoSort('freeFirst', orders, 'newest')).toBe('newest');
    expect(parseVideoSort(undefined, orders, 'topRated')).toBe('topRated');
  });
  it('lists offer their §9 default first, free first only where free videos can appear', () => {
    expect(ordersFor('freeVideos', 'newest')[0]).toBe('newest');
    expect(ordersFor('discountedVideos', 'newest')).not.toContain('freeFirst');
    expect(ordersFor('allVideos', 'topRated')).toContain('freeFirst');
    expect(ordersFor('trendingVideos', 'topTrending')[0]).toBe('topTrending');
  });
});

describe('VideoObject duration (ISO 8601)', () => {
  it.each([
    [754, 'PT12M34S'],
    [3600, 'PT1H'],
    [3661, 'PT1H1M1S'],
    [59, 'PT59S'],
    [0, 'PT0S'],
  ])('%i s → %s', (seconds, iso) => {
    expect(isoDuration(seconds)).toBe(iso);
  });
});
