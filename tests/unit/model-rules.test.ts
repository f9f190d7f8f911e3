import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptQuery, MODEL_PAGE_SIZE, modelListQuery } from '@/components/actor/model-list-query';
import { DEFAULT_ACTOR_SEARCH_CATEGORY, MIN_RATINGS_SHOWN, NEWLY_REGISTERED_CATEGORY, RATING_WINDOW_DAYS } from '@/lib/catalog/rules';
import { modelFilterSchema, modelListItemSchema } from '@/lib/contracts/actor';
import { topCamViewSchema } from '@/lib/contracts/top-cam';
import { modelCountKey } from '@/lib/server/catalog/count-models';
import { toPercent } from '@/lib/server/catalog/models/chat-rating-stats';
import { toChatTicket } from '@/lib/server/catalog/models/cam-shows';
import { cached, clearCached } from '@/lib/server/catalog/ttl-cache';
import { CATEGORY_LIST, categoryId, FIRST_CATEGORY_ID } from '@/lib/server/db/seed/taxonomy';

describe('catalogue constants (§5, §9)', () => {
  it('§5/§9 "ratings shown from 10 ratings in the last 90 days"', () => {
    expect(MIN_RATINGS_SHOWN).toBe(10);
    expect(RATING_WINDOW_DAYS).toBe(90);
  });

  it('§9 "default actor search category 3; newly registered category 88": performer categories never take those ids', () => {
    expect(DEFAULT_ACTOR_SEARCH_CATEGORY).toBe(3);
    expect(NEWLY_REGISTERED_CATEGORY).toBe(88);
    const ids = CATEGORY_LIST.map((c) => categoryId(c.slug));
    expect(ids[0]).toBe(FIRST_CATEGORY_ID);
    expect(ids).not.toContain(3);
    expect(ids).not.toContain(88);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('§2 top cams views: top 100, favourites, best chats, top video call', () => {
    expect(topCamViewSchema.options).toEqual(['top100', 'favorites', 'bestChats', 'videoCall']);
  });

  it('§9 "avatar age rating 16": a model item without the field reads as 16', () => {
    const shape = modelListItemSchema.shape.avatarAgeRating;
    expect(shape.parse(undefined)).toBe(16);
  });
});

describe('model list query (§2 "every list paginates with page and sort in the query")', () => {
  it('reads page, sort and view; 30 performers to a page', () => {
    expect(modelListQuery({ page: '3', sort: 'name', view: 'list' })).toEqual({
      page: 3,
      offset: 2 * MODEL_PAGE_SIZE,
      pageSize: 30,
      sort: 'name',
      mode: 'list',
    });
  });

  it('bad values fall back to page 1, the list default sort and grid; distance is not offered (guests have no location)', () => {
    expect(modelListQuery({ page: 'x', sort: 'distance', view: 'tiles' }, 'newest')).toMatchObject({ page: 1, sort: 'newest', mode: 'grid' });
    expect(modelListQuery({ sort: ['rank', 'name'] })).toMatchObject({ sort: 'rank' });
  });

  it('links keep sort and view only when they differ from the defaults, so each list state has one URL', () => {
    expect(keptQuery({ sort: 'rank', mode: 'grid' }, 'rank')).toEqual({ sort: undefined, view: undefined });
    expect(keptQuery({ sort: 'name', mode: 'list' }, 'rank')).toEqual({ sort: 'name', view: 'list' });
  });
});

describe('model filter contract', () => {
  it('accepts the availability listings and search categories; refuses unknown availabilities', () => {
    expect(modelFilterSchema.parse({ availability: 'freeChat', category: 88 })).toEqual({ availability: 'freeChat', category: 88 });
    expect(() => modelFilterSchema.parse({ availability: 'voyeur' })).toThrow();
    expect(() => modelFilterSchema.parse({ category: 0 })).toThrow();
  });

  it('the count cache key does not depend on the order of types, and differs per country (§6)', () => {
    expect(modelCountKey({ filter: { types: ['FM', 'FF'] } })).toBe(modelCountKey({ filter: { types: ['FF', 'FM'] } }));
    expect(modelCountKey({ viewerCountry: 'de' })).toBe(modelCountKey({ viewerCountry: 'DE' }));
    expect(modelCountKey({ viewerCountry: 'DE' })).not.toBe(modelCountKey({ viewerCountry: 'AT' }));
    expect(modelCountKey({ filter: { availability: 'cams' } })).not.toBe(modelCountKey({ filter: { availability: 'freeChat' } }));
  });
});

describe('satisfaction rate', () => {
  it('is shown as whole percent', () => {
    expect(toPercent(0.8666)).toBe(87);
    expect(toPercent(1)).toBe(100);
    expect(toPercent(0)).toBe(0);
  });
});

describe('§3 chat ticket from a cam show (shown only: buying comes with live chat)', () => {
  const now = new Date('2026-05-01T18:00:00Z');
  const row = {
    id: 1,
    actorId: 2,
    actorName: 'LunaSky',
    actorSlug: 'lunasky',
    actorOnline: true,
    title: 'Show',
    description: '',
    startsAt: new Date('2026-05-01T17:30:00Z'),
    endsAt: new Date('2026-05-01T18:30:00Z'),
    currency: 'EUR',
    price: 999,
    isFree: false,
    isFeatured: false,
    isInternal: false,
  };

  it('a show between its start and end has started (is live)', () => {
    expect(toChatTicket(row, now).hasStarted).toBe(true);
    expect(toChatTicket({ ...row, startsAt: new Date('2026-05-01T19:00:00Z'), endsAt: new Date('2026-05-01T20:00:00Z') }, now).hasStarted).toBe(false);
  });

  it('a free show costs 0 and cannot be bought; nobody holds a ticket, so post-buy info stays hidden', () => {
    const free = toChatTicket({ ...row, isFree: true }, now);
    expect(free.price).toEqual({ value: 0, currency: 'EUR' });
    expect(free.canBuy).toBe(false);
    expect(free.isBought).toBe(false);
    expect(free.postBuyInfo).toBeNull();
    expect(toChatTicket(row, now).canBuy).toBe(true);
  });

  it('an unknown currency raises (§8 "Unknown currency")', () => {
    expect(() => toChatTicket({ ...row, currency: 'XYZ' }, now)).toThrow();
  });
});

describe('the 60 s cache of totals and rankings', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads once per key within the time to live, shares a running load, and loads again after it', async () => {
    vi.useFakeTimers();
    const db = {};
    const load = vi.fn(async () => 42);
    const [a, b] = await Promise.all([cached(db, 'k', 60_000, load), cached(db, 'k', 60_000, load)]);
    expect([a, b]).toEqual([42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(59_000);
    await cached(db, 'k', 60_000, load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    await cached(db, 'k', 60_000, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps databases apart, forgets failed loads, and can be cleared', async () => {
    const one = {};
    const two = {};
    await cached(one, 'k', 60_000, async () => 1);
    expect(await cached(two, 'k', 60_000, async () => 2)).toBe(2);
    await expect(cached(one, 'bad', 60_000, async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cached(one, 'bad', 60_000, async () => 3)).toBe(3);
    clearCached(one);
    expect(await cached(one, 'k', 60_000, async () => 4)).toBe(4);
  });
});
