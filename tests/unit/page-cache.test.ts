import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache } from '@/lib/server/http/page-cache';
import { isReplayable, pagePolicy } from '@/lib/server/http/page-cache-policy';

const page = (body: string, tags: string[] = ['page']) => ({ status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(body), tags });

describe('page cache store', () => {
  it('returns a stored page until its TTL ends, with a gzip copy of the same body made on first use and counted', () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    cache.set('k', page('<p>hello</p>'), 1_000, 10_000);
    const hit = cache.get('k', 10_999);
    expect(hit?.body.toString()).toBe('<p>hello</p>');
    expect(hit?.gzip).toBeNull();
    const before = cache.stats().bytes;
    const gzip = cache.gzipOf('k', hit!);
    expect(gunzipSync(gzip).toString()).toBe('<p>hello</p>');
    expect(cache.gzipOf('k', hit!)).toBe(gzip);
    expect(cache.stats().bytes).toBe(before + gzip.length);
    expect(cache.get('k', 11_000)).toBeUndefined();
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 0 });
  });

  it('invalidation by tag drops only the entries carrying that tag', () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    cache.set('a', page('a', ['page', 'actor:luna']), 60_000);
    cache.set('b', page('b', ['page', 'actor:mia']), 60_000);
    expect(cache.invalidate(['actor:luna'])).toBe(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.body.toString()).toBe('b');
    expect(cache.invalidate(['page'])).toBe(1);
    expect(cache.stats().entries).toBe(0);
  });

  it('stays within its byte budget by dropping the least recently used pages', () => {
    const body = 'x'.repeat(400);
    const probe = createPageCache({ maxBytes: 1_000_000 });
    probe.set('p', page(body), 60_000);
    const one = probe.stats().bytes;
    const cache = createPageCache({ maxBytes: one * 2 + 1 });
    cache.set('a', page(body), 60_000);
    cache.set('b', page(body), 60_000);
    cache.get('a'); // a is now more recent than b
    cache.set('c', page(body), 60_000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(one * 2 + 1);
  });
});

describe('page cache policy', () => {
  it('caches public localized pages, keyed by country, URL and the RSC variant headers', () => {
    const a = pagePolicy('GET', '/en/new-girls/?page=2', {}, 'DE');
    const b = pagePolicy('GET', '/en/new-girls/?page=2', {}, 'AT');
    const rsc = pagePolicy('GET', '/en/new-girls/?page=2', { rsc: '1' }, 'DE');
    expect(a).not.toBeNull();
    expect(a?.key).not.toBe(b?.key);
    expect(a?.key).not.toBe(rsc?.key);
    expect(pagePolicy('GET', '/de/amateur/LunaSky/', {}, null)?.tags).toContain('actor:lunasky');
  });

  it('never caches guest areas, API calls, non-GET requests or requests with a bearer token', () => {
    expect(pagePolicy('GET', '/en/my-account/', {}, null)).toBeNull();
    expect(pagePolicy('GET', '/de/mein-konto/benefits/', {}, null)).toBeNull();
    expect(pagePolicy('GET', '/es/mensajes/', {}, null)).toBeNull();
    expect(pagePolicy('GET', '/rest/v1/guest/getGuestBalance/', {}, null)).toBeNull();
    expect(pagePolicy('POST', '/en/', {}, null)).toBeNull();
    expect(pagePolicy('GET', '/en/', { authorization: 'Bearer x' }, null)).toBeNull();
    expect(pagePolicy('GET', '/en', {}, null)).toBeNull();
  });

  it('replays only 200 HTML or RSC answers without cookies', () => {
    expect(isReplayable(200, { 'content-type': 'text/html; charset=utf-8' })).toBe(true);
    expect(isReplayable(200, { 'content-type': 'text/x-component' })).toBe(true);
    expect(isReplayable(200, { 'content-type': 'text/html', 'set-cookie': ['a=b'] })).toBe(false);
    expect(isReplayable(404, { 'content-type': 'text/html' })).toBe(false);
    expect(isReplayable(200, { 'content-type': 'application/json' })).toBe(false);
  });
});
