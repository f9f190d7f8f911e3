import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_CACHE_MS, SEARCH_CACHE_SWEEP_MS } from '@/lib/catalog/rules';
import { createSearchCache, searchCache } from '@/lib/server/search/search-cache';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('search cache (§9: "search cache entries expire after 5 minutes", cleaner every 5 s)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers from the cache within 5 minutes and asks again after', async () => {
    const time = clock();
    const cache = createSearchCache({ now: time.now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    time.advance(SEARCH_CACHE_MS - 1);
    expect(await cache.get('k', load)).toBe(1);
    time.advance(1);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('runs one load for concurrent misses of a key (single flight)', async () => {
    const cache = createSearchCache();
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
  });

  it('does not keep a failed load', async () => {
    const cache = createSearchCache();
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('the sweeper drops expired entries only', async () => {
    const time = clock();
    const cache = createSearchCache({ now: time.now });
    await cache.get('old', async () => 1);
    time.advance(SEARCH_CACHE_MS - 1000);
    await cache.get('new', async () => 2);
    time.advance(1000);
    expect(cache.sweep()).toBe(1);
    expect(cache.size).toBe(1);
  });

  it('is bounded: the least recently used entry goes first', async () => {
    const cache = createSearchCache({ maxEntries: 2 });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a again'); // a is now the most recent
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('a');
    expect(await cache.get('b', async () => 'reloaded')).toBe('reloaded');
  });

  it('is one per process on globalThis, swept every 5 s', async () => {
    vi.useFakeTimers();
    const spy = vi.spyOn(globalThis, 'setInterval');
    globalThis.__searchCache = undefined;
    const cache = searchCache();
    expect(searchCache()).toBe(cache);
    expect(globalThis.__searchCache).toBe(cache);
    expect(spy).toHaveBeenCalledWith(expect.any(Function), SEARCH_CACHE_SWEEP_MS);
    await cache.get('k', async () => 1);
    vi.advanceTimersByTime(SEARCH_CACHE_MS + SEARCH_CACHE_SWEEP_MS);
    expect(cache.size).toBe(0);
    globalThis.__searchCache = undefined;
  });
});
